import type { AreaDemo } from '../seed-area-demos.ts';

const demo: AreaDemo = ({ photos }) => [{ name: 'Nền tảng số xã/phường', image: photos[1] }];

export default demo;
