import type { AreaDemo } from '../seed-area-demos.ts';

const demo: AreaDemo = ({ wards, photos }) =>
  wards.map((ward, n) => ({
    title: `Du lịch ${ward.name}: ruộng bậc thang, bản Dao và chợ phiên`,
    summary: 'Mùa nước đổ tháng 5–6, lúa chín tháng 9–10; homestay của bà con trong bản, ẩm thực núi rừng.',
    content:
      '<h2>Đến với chúng tôi</h2><p>Cách trung tâm tỉnh khoảng 40 km, đường nhựa tới tận trung tâm xã. ' +
      'Du khách nên ở lại ít nhất <strong>hai ngày</strong> để đi bộ qua các bản và xem chợ phiên sáng chủ nhật.</p>' +
      '<h3>Lưu ý</h3><ul><li>Mùa mưa (tháng 7–8) đường vào thác trơn</li><li>Liên hệ đường dây nóng khi cần hỗ trợ</li></ul>',
    cover: photos[n % photos.length],
    video_link: 'https://www.youtube.com/watch?v=8uXzM1YfWl4',
    hotline: n === 0 ? '0912345678' : '0987654321',
    best_season: 'Tháng 5 – tháng 6 và tháng 9 – tháng 10',
    ward_id: ward.id,
  }));

export default demo;
