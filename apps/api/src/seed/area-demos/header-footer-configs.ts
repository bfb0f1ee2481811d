import type { AreaDemo } from '../seed-area-demos.ts';

const demo: AreaDemo = ({ wards, photos }) =>
  wards.map((ward, i) => ({
    header_title: `UBND ${ward.name}`,
    header_subtitle: 'Chính quyền gần dân, phục vụ nhân dân',
    header_image: photos[1],
    header_color: i === 0 ? '#1b5e20' : '#0d47a1',
    footer_content: `Trụ sở UBND ${ward.name}, huyện Bát Xát, tỉnh Lào Cai. Tiếp công dân sáng thứ Năm hằng tuần.`,
    footer_color: '#37474f',
    ward_id: ward.id,
  }));

export default demo;
