import type { AreaDemo } from '../seed-area-demos.ts';

const demo: AreaDemo = ({ wards }) =>
  wards.flatMap((ward) =>
    [
      ['Cày bừa, làm đất thuê', 'HTX Nông nghiệp Tân Thịnh', '0912.345.601', 'Nhà văn hoá thôn 1'],
      ['Cung ứng giống lúa, phân bón', 'HTX Dịch vụ tổng hợp', '0912.345.602', 'Kho HTX, thôn 2'],
      ['Thu gom rác thải sinh hoạt', 'Tổ vệ sinh môi trường thôn 3', '0912.345.603', 'Thôn 3'],
      ['Sửa chữa máy nông nghiệp', 'Tổ hợp tác cơ khí thôn 4', '0912.345.604', 'Thôn 4'],
    ].map(([name, provider, phone, address], i) => ({
      name,
      provider,
      phone,
      address,
      description: `${name} cho các hộ trong xã, đăng ký qua trưởng thôn.`,
      ward_id: ward.id,
      is_active: i < 3,
    })),
  );

export default demo;
