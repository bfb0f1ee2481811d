import type { AreaDemo } from '../seed-area-demos.ts';

// per ward: the people and their (made-up) numbers, of the spec §5 phone form
const CONTACTS: { position: string; organisation: string; people: [string, string]; phones: [string, string] }[] = [
  {
    position: 'Chủ tịch UBND xã',
    organisation: 'UBND xã',
    people: ['Nguyễn Văn Hưng', 'Lò Thị Hồng'],
    phones: ['0912 468 135', '0983 214 657'],
  },
  {
    position: 'Trưởng Công an xã',
    organisation: 'Công an xã',
    people: ['Hà Văn Quân', 'Đỗ Mạnh Cường'],
    phones: ['0868 113 247', '0971 113 582'],
  },
  {
    position: 'Trạm trưởng',
    organisation: 'Trạm Y tế xã',
    people: ['Bùi Thị Lan', 'Sầm Văn Tiến'],
    phones: ['0944 862 115', '0911 875 115'],
  },
  {
    position: 'Công chức Văn phòng - Thống kê',
    organisation: 'UBND xã',
    people: ['Phạm Thị Ngọc', 'Vũ Đức Thịnh'],
    phones: ['0354 720 918', '0396 551 204'],
  },
];

const demo: AreaDemo = ({ wards }) =>
  wards.flatMap((ward, n) =>
    CONTACTS.map(({ position, organisation, people, phones }, i) => ({
      full_name: people[n % 2],
      position,
      organisation,
      phone: phones[n % 2],
      ward_id: ward.id,
      sort_order: i + 1,
      is_active: i < 3 || n === 0,
    })),
  );

export default demo;
