import type { AreaDemo } from '../seed-area-demos.ts';

const demo: AreaDemo = ({ wards, idsOf, photos }) => {
  const [news, notice, , farming] = idsOf('article-categories');
  const [roads, health, agriculture, newRural] = idsOf('tags');
  // one article of the province, filed under the first ward: every demo ward's residents read it
  const province = {
    title: 'Tỉnh phát động Tết trồng cây đời đời nhớ ơn Bác Hồ',
    summary: 'Mỗi xã, phường trồng ít nhất 1.000 cây xanh trong tháng đầu năm.',
    content: '<p>UBND tỉnh đề nghị các xã, phường tổ chức lễ ra quân và giao chỉ tiêu trồng cây cho từng thôn.</p>',
    category_id: news,
    tag_ids: [newRural],
    cover: photos[0],
    author: 'UBND tỉnh',
    ward_id: wards[0].id,
    is_province_wide: true,
    is_approved: true,
    is_published: true,
  };
  return [
    province,
    ...wards.flatMap((ward) => [
      {
        title: `${ward.name} ra quân làm đường giao thông nông thôn`,
        summary: 'Hơn 200 người dân cùng góp công làm 1,2 km đường bê tông liên thôn.',
        content:
          '<h2>Ngày hội toàn dân làm đường</h2><p>Sáng Chủ nhật, bà con các thôn đã cùng <strong>góp công, góp vật liệu</strong> làm đường.</p><ul><li>Chiều dài: 1,2 km</li><li>Kinh phí: nhà nước và nhân dân cùng làm</li></ul>',
        category_id: news,
        tag_ids: [newRural, roads],
        cover: photos[1],
        author: 'Văn phòng UBND',
        ward_id: ward.id,
        is_approved: true,
        is_published: true,
        is_highlight: true,
      },
      {
        title: 'Lịch tiêm vắc xin cho trẻ dưới 5 tuổi tháng 12',
        summary: 'Trạm y tế tổ chức tiêm chủng mở rộng vào sáng thứ Ba và thứ Năm.',
        content: '<p>Phụ huynh mang theo sổ tiêm chủng. Trẻ đang sốt xin hoãn tiêm.</p>',
        category_id: notice,
        tag_ids: [health],
        cover: photos[2],
        author: 'Trạm Y tế',
        ward_id: ward.id,
        is_approved: true,
        is_published: true,
        is_hot: true,
      },
      {
        title: 'Hướng dẫn chăm sóc lúa mùa giai đoạn làm đòng',
        summary: 'Bản nháp chờ phê duyệt.',
        content: '<p>Bón thúc kali, giữ mực nước 3–5 cm, theo dõi sâu cuốn lá.</p>',
        category_id: farming,
        tag_ids: [agriculture],
        author: 'Khuyến nông viên',
        ward_id: ward.id,
      },
    ]),
  ];
};

export default demo;
