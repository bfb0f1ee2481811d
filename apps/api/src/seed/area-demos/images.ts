import type { AreaDemo } from '../seed-area-demos.ts';

const demo: AreaDemo = ({ wards, photos }) =>
  wards.flatMap((ward) => [
    { title: 'Suối đầu thôn sau ngày ra quân', image: photos[1], author: 'Văn phòng UBND', ward_id: ward.id },
    { title: 'Thùng rác mới đặt ở đầu thôn', image: photos[2], ward_id: ward.id, taken_at: '2026-11-10' },
    { title: 'Biển cấm đổ rác bên suối', image: photos[3], ward_id: ward.id },
  ]);

export default demo;
