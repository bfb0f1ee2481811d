import type { AreaDemo } from '../seed-area-demos.ts';

const demo: AreaDemo = ({ wards }) =>
  wards.flatMap((ward) => [
    {
      full_name: 'Hoàng Thị Dung',
      phone: '0978 123 456',
      content: 'Đề nghị xã bổ sung hướng dẫn đăng ký tài khoản định danh điện tử cho người cao tuổi.',
      ward_id: ward.id,
      handling_note: 'Đã tổ chức buổi hướng dẫn tại nhà văn hoá các thôn ngày 15 hằng tháng.',
      is_handled: true,
    },
    {
      full_name: 'Lý Văn Sinh',
      content: 'Wi-Fi ở chợ phiên hay bị mất kết nối vào buổi sáng, mong xã đề nghị nhà mạng kiểm tra.',
      ward_id: ward.id,
    },
    {
      phone: '0345 678 901',
      content: 'Nên có thêm video hướng dẫn bằng tiếng dân tộc cho bà con vùng cao.',
      ward_id: ward.id,
    },
    {
      full_name: 'Triệu Thị Mai',
      phone: '0912 345 987',
      content: 'Đề nghị đăng số điện thoại trực của trạm y tế lên danh bạ của ứng dụng.',
      ward_id: ward.id,
      handling_note: 'Đã cập nhật số trực trạm y tế vào danh bạ.',
      is_handled: true,
    },
  ]);

export default demo;
