import type { AreaDemo } from '../seed-area-demos.ts';

const demo: AreaDemo = () =>
  [
    ['Tin tức - Sự kiện', 'Hoạt động của xã, phường'],
    ['Thông báo', 'Lịch tiếp dân, lịch cắt điện, tiêm chủng…'],
    ['Chính sách - Pháp luật', 'Văn bản mới, hướng dẫn thủ tục'],
    ['Nông nghiệp - Nông thôn', 'Mùa vụ, giá cả, khuyến nông'],
    ['Văn hoá - Du lịch', 'Lễ hội, điểm đến, ẩm thực'],
  ].map(([name, description], i) => ({ name, description, sort_order: i + 1 }));

export default demo;
