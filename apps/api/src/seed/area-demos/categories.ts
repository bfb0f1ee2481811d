import type { AreaDemo } from '../seed-area-demos.ts';

/** the platform's shared category lists, in order (agriculture-services.ts files its demo rows under them by name) */
export const DEMO_CATEGORIES = [
  ['agriculture_machine', 'Làm đất (cày, bừa, phay)', 'Cày, bừa, phay đất bằng máy cày, máy xới tay.'],
  ['agriculture_machine', 'Gieo cấy', 'Máy cấy, máy gieo hạt theo hàng, làm mạ khay.'],
  ['agriculture_machine', 'Thu hoạch', 'Gặt lúa bằng máy gặt đập liên hợp, thu hoạch ngô.'],
  ['agriculture_machine', 'Phun thuốc bảo vệ thực vật', 'Phun thuốc, phun phân bón lá bằng drone hoặc máy phun.'],
  ['agriculture_machine', 'Sấy, xay xát', 'Sấy lúa, sấy ngô, xay xát gạo sau thu hoạch.'],
  ['agriculture_machine', 'Vận chuyển nông sản', 'Chở lúa, ngô, phân bón từ ruộng về nhà và ra chợ.'],
  ['agriculture_supplies', 'Giống cây trồng', 'Lúa giống, ngô giống, cây giống ăn quả.'],
  ['agriculture_supplies', 'Phân bón', 'Phân NPK, phân đạm, phân vi sinh, phân chuồng ủ hoai.'],
  ['agriculture_supplies', 'Thuốc bảo vệ thực vật', 'Thuốc trừ sâu, trừ bệnh trong danh mục được phép sử dụng.'],
  ['agriculture_supplies', 'Thức ăn chăn nuôi', 'Cám hỗn hợp, ngô nghiền, thức ăn cho cá.'],
  ['agriculture_supplies', 'Con giống', 'Gà giống, lợn giống, cá giống.'],
  ['market', 'Nông sản tươi', 'Rau, củ, quả thu hái trong ngày.'],
  ['market', 'Đặc sản vùng cao', 'Chè Shan tuyết, gạo nếp, mật ong rừng.'],
  ['tourism', 'Du lịch cộng đồng', 'Ở nhà dân, cùng làm nương, cùng nấu ăn.'],
  ['tourism', 'Trải nghiệm nông nghiệp', 'Cấy lúa, hái chè, thu hoạch cam cùng nông dân.'],
] as const;

// one list switched off: staff see it in the console, the pickers and residents no longer offer it
const RETIRED = ['agriculture_machine', 'Cho thuê trâu cày', 'Trâu kéo cày bừa ruộng bậc thang.'] as const;

const demo: AreaDemo = () => [
  ...DEMO_CATEGORIES.map(([kind, name, description], i) => ({ kind, name, description, sort_order: i + 1 })),
  { kind: RETIRED[0], name: RETIRED[1], description: RETIRED[2], sort_order: 99, is_active: false },
];

export default demo;
