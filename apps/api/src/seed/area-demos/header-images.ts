import { bannerDemo } from '../banner-demos.ts';

export default bannerDemo(['Nền tảng số xã/phường', 'Chuyển đổi số vì người dân']);
