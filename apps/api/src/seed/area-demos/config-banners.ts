import { bannerDemo } from '../banner-demos.ts';

export default bannerDemo(['Chào mừng đến với nền tảng', 'Hướng dẫn sử dụng']);
