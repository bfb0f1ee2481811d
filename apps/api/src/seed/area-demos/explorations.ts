import type { AreaDemo } from '../seed-area-demos.ts';

const demo: AreaDemo = ({ wards }) =>
  wards.flatMap((ward, n) => [
    {
      title: 'Ruộng bậc thang mùa nước đổ',
      content:
        '<h2>Mùa đẹp nhất</h2><p>Tháng 5–6 nước đổ về, ruộng bậc thang loang loáng như những tấm gương. ' +
        'Tháng 9–10 lúa chín vàng cả sườn đồi.</p><h3>Đường đi</h3><p>Từ trung tâm xã đi <strong>6 km</strong> ' +
        'theo đường liên thôn, gửi xe máy tại nhà văn hoá thôn.</p>',
      location: { lat: 21.7342 + n * 0.03, lng: 104.8521 + n * 0.03 },
      map_link: 'https://maps.app.goo.gl/4KqZ8rT2vYwXn6Hd9',
      vr3d_link: 'https://vr.yenbai.gov.vn/tour/ruong-bac-thang',
      ward_id: ward.id,
    },
    {
      title: 'Thác nước bản Xèo',
      content:
        '<p>Thác cao khoảng 30 m giữa rừng nguyên sinh, nước trong quanh năm. Nên đi cùng người dẫn đường của thôn.</p>' +
        '<ul><li>Mang giày bám tốt</li><li>Không tắm khi trời mưa lớn</li></ul>',
      location: { lat: 21.6871 + n * 0.03, lng: 104.9115 + n * 0.03 },
      map_link: 'https://www.google.com/maps/place/21.6871,104.9115',
      ward_id: ward.id,
    },
    {
      title: 'Làng nghề dệt thổ cẩm',
      content:
        '<p>Các nghệ nhân người Dao giữ nghề dệt và thêu thổ cẩm truyền thống. Du khách có thể xem và thử in sáp ong.</p>',
      map_link: 'https://maps.app.goo.gl/Xb7mN3pQ9sLe2Rt6A',
      vr3d_link: 'https://vr360.yenbai.gov.vn/lang-nghe-tho-cam',
      ward_id: ward.id,
      is_active: n === 0,
    },
  ]);

export default demo;
