import type { AreaDemo } from '../seed-area-demos.ts';

const demo: AreaDemo = ({ wards }) =>
  wards.flatMap((ward) => [
    {
      full_name: 'Lò Văn Páo',
      phone: '0912 468 135',
      title: 'Hỏi thủ tục cấp lại sổ đỏ bị mất',
      content: 'Gia đình tôi bị mất giấy chứng nhận quyền sử dụng đất, xin hỏi cần chuẩn bị giấy tờ gì?',
      ward_id: ward.id,
    },
    {
      full_name: 'Nguyễn Thị Hoa',
      phone: '0387 215 904',
      email: 'hoa.nguyen@gmail.com',
      title: 'Đề nghị sửa đèn đường thôn 3',
      content: 'Ba bóng đèn đường đoạn qua nhà văn hoá thôn 3 đã hỏng hơn một tuần.',
      ward_id: ward.id,
      handling_note: 'Đã báo điện lực, hẹn sửa thứ Sáu.',
      is_handled: true,
    },
  ]);

export default demo;
