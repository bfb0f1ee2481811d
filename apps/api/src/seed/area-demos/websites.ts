import type { AreaDemo } from '../seed-area-demos.ts';

const demo: AreaDemo = ({ wards }) =>
  wards.flatMap((ward) => [
    {
      name: 'Cổng Dịch vụ công quốc gia',
      url: 'https://dichvucong.gov.vn',
      description: 'Nộp hồ sơ, tra cứu thủ tục hành chính trực tuyến.',
      sort_order: 1,
      ward_id: ward.id,
    },
    {
      name: 'Cổng thông tin điện tử tỉnh Lào Cai',
      url: 'https://laocai.gov.vn',
      sort_order: 2,
      ward_id: ward.id,
    },
    {
      name: 'Bảo hiểm xã hội Việt Nam',
      url: 'https://baohiemxahoi.gov.vn',
      description: 'Tra cứu quá trình đóng, thẻ bảo hiểm y tế.',
      sort_order: 3,
      ward_id: ward.id,
    },
  ]);

export default demo;
