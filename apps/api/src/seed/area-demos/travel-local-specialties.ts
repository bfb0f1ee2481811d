import type { AreaDemo } from '../seed-area-demos.ts';

// as residents send them from the app: approved ones visitors see, one waiting for the ward's approval
const demo: AreaDemo = ({ wards, photos }) =>
  wards.flatMap((ward, n) => [
    {
      name: 'Chè Shan tuyết cổ thụ',
      kind: 'drink',
      image: photos[0 % photos.length],
      description: 'Chè từ cây cổ thụ trên 100 năm, sao tay, gói 500 g.',
      address: 'Thôn Khe Sú',
      location: { lat: 21.71 + n * 0.03, lng: 104.85 + n * 0.03 },
      phone: '0900456789',
      price_from: 300000,
      owner_name: 'HTX Chè Suối Giàng',
      ward_id: ward.id,
      is_approved: true,
    },
    {
      name: 'Thịt trâu gác bếp',
      kind: 'food',
      image: photos[1 % photos.length],
      description: 'Thịt trâu hun khói bếp củi, giá theo kg.',
      address: 'Thôn Trung tâm',
      location: { lat: 21.722 + n * 0.03, lng: 104.861 + n * 0.03 },
      phone: '0911456789',
      price_from: 900000,
      owner_name: 'Lò Thị Xuân',
      ward_id: ward.id,
      is_approved: true,
    },
    {
      name: 'Gùi đan tre',
      kind: 'handicraft',
      image: photos[2 % photos.length],
      description: 'Gùi đan tay của làng nghề bản Mường.',
      address: 'Thôn Bản Mường',
      location: { lat: 21.734 + n * 0.03, lng: 104.872 + n * 0.03 },
      phone: '0922456789',
      price_from: 180000,
      owner_name: 'Hà Thị Nga',
      ward_id: ward.id,
      is_approved: false,
    },
  ]);

export default demo;
