import type { AreaDemo } from '../seed-area-demos.ts';

// a harvest published, a stall's photos waiting, one refused with its reason
const demo: AreaDemo = ({ wards, photos }) =>
  wards.flatMap((ward, n) => [
    {
      title: 'Mùa thu hoạch chè xuân',
      description: 'Bà con hái chè xuân trên đồi chè của thôn.',
      ward_id: ward.id,
      approval_status: 'approved',
      images: photos.slice(0, 3).map((image, i) => ({ image, caption: `Đồi chè ${i + 1}` })),
    },
    {
      title: 'Phiên chợ quê cuối tuần',
      description: 'Những gian hàng nông sản ở phiên chợ sáng chủ nhật.',
      ward_id: ward.id,
      approval_status: 'waiting',
      images: photos.slice(1, 3).map((image) => ({ image })),
    },
    {
      title: 'Ảnh chụp màn hình quảng cáo',
      description: 'Quảng cáo sản phẩm của nơi khác.',
      ward_id: ward.id,
      approval_status: 'refused',
      refusal_reason: 'Album không phải ảnh sản phẩm của bà con trong xã.',
      images: photos.slice(n, n + 1).map((image) => ({ image })),
    },
  ]);

export default demo;
