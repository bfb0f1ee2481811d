import type { AreaDemo } from '../seed-area-demos.ts';

const demo: AreaDemo = ({ wards }) =>
  wards.flatMap((ward) =>
    [
      ['Internet cáp quang gia đình', 'VNPT Yên Bái', '0216.380.126', 'https://vnpt.com.vn'],
      ['Chuyển phát, thu hộ', 'Bưu điện văn hoá xã', '0216.385.299', 'https://vnpost.vn'],
      ['Thu mua chè búp tươi', 'Công ty chè Liên Sơn', '0216.385.346', 'https://chelienson.vn'],
      ['Bảo hiểm nông nghiệp', 'Bảo Việt Yên Bái', '0216.385.477', 'https://baoviet.com.vn'],
    ].map(([name, provider, phone, link], i) => ({
      name,
      provider,
      phone,
      link,
      address: 'Trung tâm xã',
      ward_id: ward.id,
      is_active: i < 3,
    })),
  );

export default demo;
