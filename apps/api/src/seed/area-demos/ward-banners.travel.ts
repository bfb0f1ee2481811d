import { bannerDemo } from '../banner-demos.ts';

export default bannerDemo(['Bản văn hoá du lịch cộng đồng'], true);
