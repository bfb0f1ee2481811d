import { bannerDemo } from '../banner-demos.ts';

export default bannerDemo(['Chào mừng đến với xã', 'Lịch tiếp công dân'], true);
