import { bannerDemo } from '../banner-demos.ts';

export default bannerDemo(['Sa Pa mùa mây', 'Ruộng bậc thang Y Tý']);
