import type { AreaDemo } from '../seed-area-demos.ts';

// as residents send them from the app: approved ones visitors see, one waiting for the ward's approval
const demo: AreaDemo = ({ wards, photos }) =>
  wards.flatMap((ward, n) => [
    {
      name: 'Quán thắng cố chợ phiên',
      kind: 'eatery',
      image: photos[0 % photos.length],
      description: 'Thắng cố, mèn mén, rượu ngô — chỉ mở sáng chủ nhật.',
      address: 'Thôn Khe Sú',
      location: { lat: 21.71 + n * 0.03, lng: 104.85 + n * 0.03 },
      phone: '0900456789',
      price_from: 50000,
      owner_name: 'Giàng Thị Mai',
      ward_id: ward.id,
      is_approved: true,
    },
    {
      name: 'Nhà hàng Cá Suối',
      kind: 'restaurant',
      image: photos[1 % photos.length],
      description: 'Cá suối nướng, rau rừng, cơm lam; nhận đặt bàn cho đoàn.',
      address: 'Thôn Trung tâm',
      location: { lat: 21.722 + n * 0.03, lng: 104.861 + n * 0.03 },
      phone: '0911456789',
      price_from: 120000,
      owner_name: 'Trần Văn Bình',
      ward_id: ward.id,
      is_approved: true,
    },
    {
      name: 'Lợn cắp nách nướng',
      kind: 'dish',
      image: photos[2 % photos.length],
      description: 'Món đặc trưng của bản, đặt trước một ngày.',
      address: 'Thôn Bản Mường',
      location: { lat: 21.734 + n * 0.03, lng: 104.872 + n * 0.03 },
      phone: '0922456789',
      price_from: 200000,
      owner_name: 'Lò Văn Pấng',
      ward_id: ward.id,
      is_approved: false,
    },
  ]);

export default demo;
