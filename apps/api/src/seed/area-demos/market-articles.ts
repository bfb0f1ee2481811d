import type { AreaDemo } from '../seed-area-demos.ts';

// residents' market posts: one published, one waiting for the ward's staff
const demo: AreaDemo = ({ wards, photos }) =>
  wards.flatMap((ward, n) => [
    {
      title: 'Cần bán 2 tấn ngô hạt vụ đông',
      content: '<p>Ngô hạt phơi khô, giao tại nhà. Liên hệ sau 17 giờ.</p>',
      image: photos[n % photos.length],
      contact_phone: '0966123456',
      ward_id: ward.id,
      approval_status: 'approved',
    },
    {
      title: 'Thu mua quế khô số lượng lớn',
      content: '<p>Thu mua quế khô loại 1, giá theo thị trường, cân tại nhà.</p>',
      contact_phone: '0977123456',
      ward_id: ward.id,
      approval_status: 'waiting',
    },
  ]);

export default demo;
