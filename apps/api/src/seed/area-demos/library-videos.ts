import type { AreaDemo } from '../seed-area-demos.ts';

const demo: AreaDemo = ({ wards, idsOf }) => {
  const [crops, livestock] = idsOf('knowledge-categories');
  return wards.flatMap((ward) => [
    {
      title: 'Ghép cải tạo vườn cây ăn quả',
      category_id: crops,
      source: 'youtube',
      youtube_link: 'https://www.youtube.com/watch?v=Qm4vT8rX2pL',
      description: 'Khuyến nông tỉnh hướng dẫn ghép mắt cho cây bưởi, cam.',
      ward_id: ward.id,
      is_approved: true,
    },
    {
      title: 'Làm chuồng lợn đệm lót sinh học',
      category_id: livestock,
      source: 'youtube',
      youtube_link: 'https://youtu.be/Hn7kW3cZ9sD',
      ward_id: ward.id,
      is_approved: true,
    },
    {
      title: 'Cách pha thuốc bảo vệ thực vật an toàn',
      category_id: crops,
      source: 'youtube',
      youtube_link: 'https://www.youtube.com/watch?v=Lp2sN6yB4qT',
      ward_id: ward.id,
    },
  ]);
};

export default demo;
