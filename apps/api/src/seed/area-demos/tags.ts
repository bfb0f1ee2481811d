import type { AreaDemo } from '../seed-area-demos.ts';

const demo: AreaDemo = () => [
  { name: 'Giao thông nông thôn', description: 'Làm đường, cầu, tuyến liên thôn' },
  { name: 'Y tế', description: 'Tiêm chủng, khám bệnh, phòng dịch' },
  { name: 'Nông nghiệp', description: 'Mùa vụ, khuyến nông, giống cây trồng' },
  { name: 'Nông thôn mới' },
  { name: 'Chuyển đổi số' },
];

export default demo;
