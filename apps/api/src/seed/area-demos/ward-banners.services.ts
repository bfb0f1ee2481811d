import { bannerDemo } from '../banner-demos.ts';

export default bannerDemo(['Khám chữa bệnh tại trạm y tế'], true);
