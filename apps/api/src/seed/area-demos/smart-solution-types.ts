import type { AreaDemo } from '../seed-area-demos.ts';

const demo: AreaDemo = () =>
  [
    ['Nông nghiệp thông minh', 'Cảm biến, tưới tự động, truy xuất nguồn gốc nông sản'],
    ['Du lịch thông minh', 'Bản đồ số, thuyết minh tự động, đặt phòng homestay trực tuyến'],
    ['Chính quyền số', 'Dịch vụ công trực tuyến, họp không giấy, một cửa điện tử'],
    ['An ninh trật tự', 'Camera giám sát, cảnh báo cháy rừng, hệ thống báo động'],
  ].map(([name, description], i) => ({ name, description, sort_order: i + 1 }));

export default demo;
