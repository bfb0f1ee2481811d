import type { AreaDemo } from '../seed-area-demos.ts';

const demo: AreaDemo = ({ wards }) =>
  wards.flatMap((ward) =>
    [
      ['Cổng dịch vụ công quốc gia', 'https://dichvucong.gov.vn', 'Nộp hồ sơ, thanh toán phí, lệ phí trực tuyến.'],
      ['Định danh điện tử VNeID', 'https://vneid.gov.vn', 'Tài khoản định danh điện tử, thông báo lưu trú.'],
      ['Bảo hiểm xã hội số VssID', 'https://baohiemxahoi.gov.vn', 'Tra cứu quá trình đóng bảo hiểm, thẻ BHYT.'],
      ['Sàn thương mại điện tử Postmart', 'https://postmart.vn', 'Bán nông sản địa phương trên mạng.'],
    ].map(([name, link, description], i) => ({
      name,
      link,
      description,
      ward_id: ward.id,
      sort_order: i + 1,
      is_active: i < 3,
    })),
  );

export default demo;
