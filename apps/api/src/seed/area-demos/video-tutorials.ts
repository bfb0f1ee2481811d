import type { AreaDemo } from '../seed-area-demos.ts';

const demo: AreaDemo = () =>
  [
    [
      'Hướng dẫn cài đặt ứng dụng và đăng ký tài khoản',
      'https://www.youtube.com/watch?v=Xk3qZ7bR2mE',
      'Tải ứng dụng, đăng ký bằng số điện thoại và xác thực tài khoản.',
    ],
    [
      'Cách gửi phản ánh hiện trường kèm hình ảnh',
      'https://youtu.be/p9LwT4cN8sA',
      'Chụp ảnh, chọn vị trí trên bản đồ và theo dõi kết quả xử lý.',
    ],
    [
      'Nộp hồ sơ dịch vụ công trực tuyến',
      'https://www.youtube.com/watch?v=H2dVf6kJ0uY',
      'Đăng nhập bằng VNeID, chọn thủ tục, đính kèm giấy tờ và thanh toán lệ phí.',
    ],
    [
      'Hướng dẫn cán bộ xã duyệt thiết bị thông minh',
      'https://www.youtube.com/embed/rT5mQ1aZ8cW',
      'Dành cho cán bộ: thêm, duyệt và ẩn thiết bị trong trang quản trị.',
    ],
  ].map(([title, youtube_link, description], i) => ({
    title,
    youtube_link,
    description,
    sort_order: i + 1,
    is_active: i < 3,
  }));

export default demo;
