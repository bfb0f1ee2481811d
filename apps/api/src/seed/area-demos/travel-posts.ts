import type { AreaDemo } from '../seed-area-demos.ts';

const demo: AreaDemo = ({ wards, photos }) =>
  wards.flatMap((ward, n) => [
    {
      title: 'Mùa nước đổ trên ruộng bậc thang',
      summary: 'Kinh nghiệm chọn thời điểm, đường đi và chỗ ngắm đẹp nhất.',
      content:
        '<p>Cuối tháng 5, nước từ khe suối được dẫn vào ruộng, cả sườn đồi loang loáng như gương. ' +
        'Nên đến trước 6 giờ sáng để đón bình minh.</p><h3>Đường đi</h3><p>Gửi xe tại nhà văn hoá thôn Khe Sú.</p>',
      cover: photos[(n + 2) % photos.length],
      ward_id: ward.id,
      is_approved: true,
    },
    {
      title: 'Chợ phiên sáng chủ nhật',
      summary: 'Nơi bà con các bản mang nông sản, thổ cẩm xuống bán.',
      content:
        '<p>Chợ họp từ 6 giờ đến 11 giờ sáng chủ nhật tại trung tâm xã. Đừng bỏ lỡ món thắng cố và bánh ngô.</p>',
      ward_id: ward.id,
      is_approved: false,
    },
  ]);

export default demo;
