import { typeListRows, type AreaDemo } from '../seed-area-demos.ts';

const demo: AreaDemo = () =>
  typeListRows([
    ['Camera an ninh', 'Camera giám sát đường làng, ngõ xóm'],
    ['Cảm biến môi trường', 'Đo nhiệt độ, độ ẩm, chất lượng không khí'],
    ['Thiết bị tưới tiêu', 'Tưới tự động cho ruộng, vườn'],
    ['Loa truyền thanh thông minh', 'Loa phát thanh điều khiển qua mạng'],
  ] as const);

export default demo;
