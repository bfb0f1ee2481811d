import { typeListRows, type AreaDemo } from '../seed-area-demos.ts';

const demo: AreaDemo = () =>
  typeListRows([
    ['Nông nghiệp thông minh', 'Cảm biến, tưới tự động, truy xuất nguồn gốc nông sản'],
    ['Du lịch thông minh', 'Bản đồ số, thuyết minh tự động, đặt phòng homestay trực tuyến'],
    ['Chính quyền số', 'Dịch vụ công trực tuyến, họp không giấy, một cửa điện tử'],
    ['An ninh trật tự', 'Camera giám sát, cảnh báo cháy rừng, hệ thống báo động'],
  ] as const);

export default demo;
