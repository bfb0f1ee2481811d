import { bannerDemo } from '../banner-demos.ts';

export default bannerDemo(['Dịch vụ công trực tuyến', 'Phản ánh hiện trường', 'Mùa lúa chín Bát Xát']);
