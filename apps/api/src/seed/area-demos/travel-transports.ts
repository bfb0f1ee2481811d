import type { AreaDemo } from '../seed-area-demos.ts';

// as residents send them from the app: approved ones visitors see, one waiting for the ward's approval
const demo: AreaDemo = ({ wards, photos }) =>
  wards.flatMap((ward, n) => [
    {
      name: 'Xe ôm bến chợ',
      kind: 'motorbike_taxi',
      image: photos[0 % photos.length],
      description: 'Đưa đón du khách lên các bản, có mũ bảo hiểm cho khách.',
      address: 'Thôn Khe Sú',
      location: { lat: 21.71 + n * 0.03, lng: 104.85 + n * 0.03 },
      phone: '0900456789',
      price_from: 30000,
      owner_name: 'Vàng A Chư',
      ward_id: ward.id,
      is_approved: true,
    },
    {
      name: 'Thuê xe máy Hợp Thành',
      kind: 'motorbike_rental',
      image: photos[1 % photos.length],
      description: 'Xe số và xe ga, giá theo ngày, kèm bản đồ đường đi.',
      address: 'Thôn Trung tâm',
      location: { lat: 21.722 + n * 0.03, lng: 104.861 + n * 0.03 },
      phone: '0911456789',
      price_from: 150000,
      owner_name: 'Phạm Văn Đức',
      ward_id: ward.id,
      is_approved: true,
    },
    {
      name: 'Đò ngang hồ Thác Bà',
      kind: 'boat',
      image: photos[2 % photos.length],
      description: 'Đò chở khách qua hồ và tham quan đảo, 7:00–17:00.',
      address: 'Thôn Bản Mường',
      location: { lat: 21.734 + n * 0.03, lng: 104.872 + n * 0.03 },
      phone: '0922456789',
      price_from: 40000,
      owner_name: 'Hoàng Văn Thủy',
      ward_id: ward.id,
      is_approved: false,
    },
  ]);

export default demo;
