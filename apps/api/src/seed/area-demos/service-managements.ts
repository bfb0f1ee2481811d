import type { AreaDemo } from '../seed-area-demos.ts';

// the integrated services are the catalogue's built-in rows (PLATFORM_SERVICES, kept by code); the demo adds links
const demo: AreaDemo = () =>
  [
    ['Cổng dịch vụ công quốc gia', 'https://dichvucong.gov.vn', 'Nộp hồ sơ và tra cứu thủ tục hành chính trực tuyến.'],
    ['Tra cứu thông tin thuế', 'https://tracuunnt.gdt.gov.vn', 'Tra cứu mã số thuế cá nhân, hộ kinh doanh.'],
    ['Giá nông sản hôm nay', 'https://nongnghiep.vn', 'Bảng giá lúa, chè, quế cập nhật hằng ngày.'],
    ['Dự báo thời tiết nông vụ', 'https://nchmf.gov.vn', 'Dự báo mưa, rét đậm cho lịch thời vụ.'],
  ].map(([name, link, description], i) => ({
    name,
    kind: 'link',
    link,
    description,
    sort_order: i + 1,
    is_active: i < 3,
  }));

export default demo;
