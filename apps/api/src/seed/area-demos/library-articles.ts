import type { AreaDemo } from '../seed-area-demos.ts';

const demo: AreaDemo = ({ wards, idsOf, photos }) => {
  const [crops, livestock, health] = idsOf('knowledge-categories');
  return wards.flatMap((ward) => [
    {
      title: 'Kỹ thuật ủ phân hữu cơ từ rơm rạ',
      category_id: crops,
      summary: 'Tận dụng rơm sau gặt, giảm đốt đồng, cải tạo đất.',
      cover: photos[1],
      content:
        '<h2>Chuẩn bị</h2><p>Rơm rạ, chế phẩm vi sinh, vôi bột.</p><h2>Cách ủ</h2><ol><li>Rải lớp rơm 30 cm</li><li>Tưới dung dịch vi sinh</li><li>Phủ bạt, đảo sau 20 ngày</li></ol>',
      ward_id: ward.id,
      is_approved: true,
    },
    {
      title: 'Phòng bệnh lở mồm long móng cho trâu bò mùa đông',
      category_id: livestock,
      content: '<p>Tiêm phòng định kỳ 6 tháng một lần, giữ chuồng khô ráo, che chắn gió lùa.</p>',
      ward_id: ward.id,
      is_approved: true,
    },
    {
      title: 'Sơ cứu khi bị rắn cắn',
      category_id: health,
      content: '<p>Giữ bình tĩnh, bất động chi bị cắn, đến trạm y tế ngay. Không rạch, không hút nọc.</p>',
      ward_id: ward.id,
    },
  ]);
};

export default demo;
