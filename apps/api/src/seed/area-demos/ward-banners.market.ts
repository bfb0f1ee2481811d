import { bannerDemo } from '../banner-demos.ts';

export default bannerDemo(['Chợ phiên cuối tuần'], true);
