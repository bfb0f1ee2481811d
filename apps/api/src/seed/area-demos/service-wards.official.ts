import type { AreaDemo } from '../seed-area-demos.ts';

const demo: AreaDemo = ({ wards }) =>
  wards.flatMap((ward) =>
    [
      ['Chứng thực bản sao, chữ ký', 'Bộ phận một cửa UBND xã', '0216.385.120', 'Trụ sở UBND xã'],
      ['Đăng ký khai sinh, khai tử', 'Công chức Tư pháp - Hộ tịch', '0216.385.121', 'Trụ sở UBND xã'],
      ['Khám chữa bệnh bảo hiểm y tế', 'Trạm Y tế xã', '0216.385.115', 'Trạm Y tế xã'],
      ['Xác nhận hộ nghèo, cận nghèo', 'Công chức Lao động - Thương binh và Xã hội', '0216.385.122', 'Trụ sở UBND xã'],
    ].map(([name, provider, phone, address], i) => ({
      name,
      provider,
      phone,
      address,
      link: 'https://dichvucong.gov.vn',
      ward_id: ward.id,
      is_active: i < 3,
    })),
  );

export default demo;
