import type { AreaDemo } from '../seed-area-demos.ts';

const demo: AreaDemo = () => [
  {
    organization: 'Sở Khoa học và Công nghệ tỉnh Lào Cai',
    address: 'Đường Hoàng Liên, phường Cốc Lếu, tỉnh Lào Cai',
    phone: '0983 840 123',
    email: 'sokhcn@laocai.gov.vn',
    responsible_person: 'Giám đốc Sở Khoa học và Công nghệ',
    license: 'Giấy phép số 12/GP-TTĐT ngày 15/01/2025',
  },
];

export default demo;
