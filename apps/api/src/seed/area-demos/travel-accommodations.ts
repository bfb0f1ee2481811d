import type { AreaDemo } from '../seed-area-demos.ts';

// as residents send them from the app: approved ones visitors see, one waiting for the ward's approval
const demo: AreaDemo = ({ wards, photos }) =>
  wards.flatMap((ward, n) => [
    {
      name: 'Homestay Nhà Sàn Bà Lan',
      kind: 'homestay',
      image: photos[0 % photos.length],
      description: 'Nhà sàn gỗ 3 gian, nhận 15 khách, có bữa tối cơm lam gà đồi.',
      address: 'Thôn Khe Sú',
      location: { lat: 21.71 + n * 0.03, lng: 104.85 + n * 0.03 },
      phone: '0900456789',
      price_from: 250000,
      owner_name: 'Lò Thị Lan',
      ward_id: ward.id,
      is_approved: true,
    },
    {
      name: 'Nhà nghỉ Suối Hoa',
      kind: 'guesthouse',
      image: photos[1 % photos.length],
      description: '8 phòng riêng, có điều hoà và nước nóng, gần trung tâm xã.',
      address: 'Thôn Trung tâm',
      location: { lat: 21.722 + n * 0.03, lng: 104.861 + n * 0.03 },
      phone: '0911456789',
      price_from: 350000,
      owner_name: 'Nguyễn Văn Hoà',
      ward_id: ward.id,
      is_approved: true,
    },
    {
      name: 'Khu cắm trại đồi chè',
      kind: 'camping',
      image: photos[2 % photos.length],
      description: 'Cho thuê lều và bếp nướng trên đồi chè, mở cửa mùa khô.',
      address: 'Thôn Bản Mường',
      location: { lat: 21.734 + n * 0.03, lng: 104.872 + n * 0.03 },
      phone: '0922456789',
      price_from: 120000,
      owner_name: 'Hà Văn Sơn',
      ward_id: ward.id,
      is_approved: false,
    },
  ]);

export default demo;
