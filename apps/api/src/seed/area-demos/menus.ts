import type { AreaDemo } from '../seed-area-demos.ts';

// the first level of each demo ward's app menu, in the order shown; `after` puts entries under two of them
const TOP = [
  ['Tin tức', '/tin-tuc'],
  ['Dịch vụ công', '/dich-vu-cong'],
  ['Phản ánh hiện trường', '/phan-anh'],
  ['Chợ quê', '/cho-que'],
  ['Du lịch', '/du-lich'],
] as const;

const demo: AreaDemo = ({ wards }) =>
  wards.flatMap((ward) => TOP.map(([name, link], i) => ({ name, link, sort_order: i + 1, ward_id: ward.id })));

export const after: AreaDemo = ({ wards, idsOf }) => {
  const ids = idsOf('menus');
  return wards.flatMap((ward, w) => {
    const [news, services] = [ids[w * TOP.length], ids[w * TOP.length + 1]];
    return [
      { name: 'Thông báo của xã', link: '/tin-tuc/thong-bao', parent_id: news, sort_order: 1, ward_id: ward.id },
      { name: 'Tin nông nghiệp', link: '/tin-tuc/nong-nghiep', parent_id: news, sort_order: 2, ward_id: ward.id },
      {
        name: 'Cổng Dịch vụ công quốc gia',
        link: 'https://dichvucong.gov.vn',
        parent_id: services,
        sort_order: 1,
        ward_id: ward.id,
      },
      { name: 'Tra cứu hồ sơ', link: '/dich-vu-cong/tra-cuu', parent_id: services, sort_order: 2, ward_id: ward.id },
    ];
  });
};

export default demo;
