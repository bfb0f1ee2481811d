import type { AreaDemo } from '../seed-area-demos.ts';

const demo: AreaDemo = ({ wards, idsOf }) => {
  const [agriculture, tourism, government, security] = idsOf('smart-solution-types');
  return wards.flatMap((ward, n) => [
    {
      name: 'Truy xuất nguồn gốc quế hữu cơ bằng mã QR',
      type_id: agriculture,
      description: '<p>Mỗi lô quế của hợp tác xã được gắn mã QR: vùng trồng, ngày thu hoạch, chứng nhận hữu cơ.</p>',
      link: 'https://check.vn',
      provider: 'HTX Quế hữu cơ Văn Yên',
      ward_id: ward.id,
    },
    {
      name: 'Bản đồ du lịch số ruộng bậc thang',
      type_id: tourism,
      description:
        '<p>Điểm ngắm cảnh, homestay và đường đi trên điện thoại, có thuyết minh tiếng Việt và tiếng Anh.</p>',
      provider: 'Trung tâm Xúc tiến du lịch tỉnh',
      ward_id: ward.id,
      is_active: n === 0,
    },
    {
      name: 'Một cửa điện tử cấp xã',
      type_id: government,
      description: '<p>Tiếp nhận hồ sơ, trả kết quả và tra cứu tiến độ xử lý trực tuyến.</p>',
      link: 'https://dichvucong.gov.vn',
      provider: 'VNPT Yên Bái',
      ward_id: ward.id,
    },
    {
      name: 'Cảnh báo sớm cháy rừng',
      type_id: security,
      description: '<p>Camera nhiệt và cảm biến khói trên các đồi keo, báo tin nhắn cho tổ bảo vệ rừng.</p>',
      provider: 'Viettel Yên Bái',
      ward_id: ward.id,
    },
  ]);
};

export default demo;
