import type { AreaDemo } from '../seed-area-demos.ts';

const demo: AreaDemo = ({ wards, photos }) =>
  wards.flatMap((ward) => [
    {
      title: 'Ra quân làm sạch suối đầu thôn',
      description: 'Đoàn thanh niên và bà con thu gom rác dọc suối, sáng Chủ nhật.',
      taken_at: '2026-11-08',
      ward_id: ward.id,
      images: [
        { image: photos[0], caption: 'Rác dồn ở khúc suối trước ngày ra quân' },
        { image: photos[1], caption: 'Khúc suối sau buổi thu gom' },
        { image: photos[2], caption: 'Thùng rác phân loại đặt ở đầu thôn' },
        { image: photos[3], caption: 'Biển nhắc không đổ rác xuống suối' },
      ],
      cover: photos[1],
    },
    {
      title: 'Thôn xanh - sạch - đẹp',
      taken_at: '2026-11-15',
      ward_id: ward.id,
      images: [{ image: photos[2] }, { image: photos[3] }],
      cover: photos[2],
    },
  ]);

export default demo;
