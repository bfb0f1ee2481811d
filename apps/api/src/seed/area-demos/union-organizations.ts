import type { AreaDemo } from '../seed-area-demos.ts';

// the five grass-roots organisations every commune has (seed-demo-groups.ts adds their officers and members)
const UNIONS: [kind: string, name: string, chairperson: string][] = [
  ['youth', 'Đoàn Thanh niên xã', 'Lý Văn Phúc'],
  ['women', 'Hội Liên hiệp Phụ nữ xã', 'Hà Thị Nga'],
  ['farmers', 'Hội Nông dân xã', 'Lò Văn Sáng'],
  ['veterans', 'Hội Cựu chiến binh xã', 'Nguyễn Văn An'],
  ['fatherland_front', 'Ủy ban Mặt trận Tổ quốc xã', 'Giàng A Chư'],
];

const demo: AreaDemo = ({ wards }) =>
  wards.flatMap((ward) =>
    UNIONS.map(([kind, name, chairperson], i) => ({
      name,
      kind,
      ward_id: ward.id,
      chairperson,
      phone: `09120000${String(10 + i)}`,
      address: `Trụ sở UBND ${ward.name}`,
      description: `${name} ${ward.name}: sinh hoạt định kỳ hằng tháng tại hội trường UBND xã.`,
    })),
  );

export default demo;
