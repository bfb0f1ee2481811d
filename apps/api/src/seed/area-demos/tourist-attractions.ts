import type { AreaDemo } from '../seed-area-demos.ts';

const demo: AreaDemo = ({ wards, photos }) =>
  wards.flatMap((ward, n) => [
    {
      name: 'Ruộng bậc thang Khe Sú',
      category: 'natural',
      cover: photos[0],
      description:
        '<p>Hơn 300 ha ruộng bậc thang trên sườn núi. Đẹp nhất lúc bình minh mùa nước đổ và mùa lúa chín.</p>',
      gallery: photos.slice(0, 3).map((path, i) => ({ path, name: `ruong-bac-thang-${i + 1}.jpg` })),
      opening_hours: 'Cả ngày',
      ticket_price: 0,
      address: 'Thôn Khe Sú',
      location: { lat: 21.7342 + n * 0.03, lng: 104.8521 + n * 0.03 },
      map_link: 'https://maps.app.goo.gl/4KqZ8rT2vYwXn6Hd9',
      phone: '0912345678',
      vr3d_link: 'https://vr.yenbai.gov.vn/tour/ruong-bac-thang',
      ward_id: ward.id,
      is_approved: true,
    },
    {
      name: 'Đình làng Hợp Thành',
      category: 'historical',
      cover: photos[1 % photos.length],
      description: '<p>Đình cổ thế kỷ XIX, nơi tổ chức lễ hội xuống đồng vào tháng Giêng hằng năm.</p>',
      opening_hours: '7:00 – 17:00 hằng ngày',
      ticket_price: 20_000,
      address: 'Trung tâm xã',
      location: { lat: 21.7051 + n * 0.03, lng: 104.8733 + n * 0.03 },
      ward_id: ward.id,
      is_approved: true,
    },
    {
      name: 'Làng nghề đan lát bản Mường',
      category: 'craft_village',
      description:
        '<p>Các gia đình đan gùi, nong, nia bằng tre nứa; du khách được thử đan và mua sản phẩm tại nhà.</p>',
      address: 'Bản Mường',
      location: { lat: 21.7193 + n * 0.03, lng: 104.8402 + n * 0.03 },
      ward_id: ward.id,
      is_approved: false,
    },
  ]);

export default demo;
