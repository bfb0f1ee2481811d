import type { AreaDemo } from '../seed-area-demos.ts';

const demo: AreaDemo = ({ wards, photos }) =>
  wards.flatMap((ward) => [
    {
      title: `Giới thiệu ${ward.name}`,
      source: 'youtube',
      youtube_link: 'https://www.youtube.com/watch?v=Xk3qZ7bR2mE',
      description: 'Phim giới thiệu cảnh quan, con người và sản phẩm của địa phương.',
      thumbnail: photos[1],
      ward_id: ward.id,
    },
    {
      title: 'Hướng dẫn nộp hồ sơ trực tuyến trên Cổng dịch vụ công',
      source: 'youtube',
      youtube_link: 'https://youtu.be/Tr5mB8vK1wQ',
      ward_id: ward.id,
    },
    {
      title: 'Hội diễn văn nghệ mừng Quốc khánh',
      source: 'youtube',
      youtube_link: 'https://www.youtube.com/watch?v=Fd9hJ2nC6xA',
      ward_id: ward.id,
      is_active: false,
    },
  ]);

export default demo;
