import type { AreaDemo } from '../seed-area-demos.ts';

const demo: AreaDemo = () => [
  {
    name: 'Trung tâm Chuyển đổi số tỉnh Lào Cai',
    address: 'Đường Hoàng Liên, phường Cốc Lếu, tỉnh Lào Cai',
    hotline: '0912 383 838',
    email: 'chuyendoiso@laocai.gov.vn',
    website: 'https://laocai.gov.vn',
    working_hours: 'Thứ Hai – Thứ Sáu: 7:30 – 11:30, 13:30 – 17:00',
  },
];

export default demo;
