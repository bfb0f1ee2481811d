import { bannerDemo } from '../banner-demos.ts';

export default bannerDemo(['Tải ứng dụng cho người dân', 'Đường dây nóng 24/7']);
