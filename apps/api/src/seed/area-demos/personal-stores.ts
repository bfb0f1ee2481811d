import type { AreaDemo } from '../seed-area-demos.ts';

// two sellers in each demo commune: a household and a cooperative staff opened a store for (owners who use the app
// get theirs linked in seed-demo-market-modes.ts)
const demo: AreaDemo = ({ wards, photos }) =>
  wards.flatMap((ward, n) => [
    {
      name: n ? 'Gian hàng chè Shan tuyết nhà Mỷ' : 'Gian hàng rau sạch nhà Dình',
      owner_name: n ? 'Sùng Thị Mỷ' : 'Vàng A Dình',
      phone: n ? '0977123456' : '0966123456',
      address: 'Thôn Trung tâm',
      description: n
        ? 'Chè Shan tuyết cổ thụ hái tay, sao bằng chảo gang.'
        : 'Rau cải mèo, su su, bí đỏ trồng không thuốc trừ sâu.',
      logo: photos[n % photos.length],
      ward_id: ward.id,
      is_active: true,
    },
    {
      name: n ? 'Hợp tác xã Mật ong bạc hà' : 'Hợp tác xã Gạo nếp Tú Lệ',
      owner_name: n ? 'Hợp tác xã Mật ong bạc hà' : 'Hợp tác xã Gạo nếp Tú Lệ',
      phone: n ? '0988123456' : '0912123456',
      address: 'Thôn Bản Mường',
      description: 'Hợp tác xã của bà con trong xã, giao hàng đến trung tâm huyện.',
      logo: photos[(n + 1) % photos.length],
      ward_id: ward.id,
      is_active: true,
    },
  ]);

export default demo;
