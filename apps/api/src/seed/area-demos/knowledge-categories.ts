import { typeListRows, type AreaDemo } from '../seed-area-demos.ts';

const demo: AreaDemo = () =>
  typeListRows([
    ['Trồng trọt', 'Giống, phân bón, phòng trừ sâu bệnh'],
    ['Chăn nuôi', 'Chuồng trại, tiêm phòng, thức ăn'],
    ['Sức khoẻ', 'Phòng bệnh, dinh dưỡng, sơ cứu'],
    ['Pháp luật', 'Đất đai, hôn nhân, thừa kế'],
  ]);

export default demo;
