import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { departmentRoles, departments, positions } from '../db/schema/index.ts';

// Commune-level bodies and civil-servant titles as staff know them; administrators edit the lists afterwards.
const DEPARTMENTS: [string, string[]][] = [
  ['Văn phòng HĐND và UBND', ['ward_admin', 'ward']],
  ['Phòng Kinh tế', ['department', 'branch']],
  ['Phòng Văn hoá - Xã hội', ['department', 'union']],
  ['Trạm Y tế', ['medical']],
  ['Công an xã/phường', ['police']],
  ['Ban công tác Mặt trận và đoàn thể', ['union']],
  ['Thôn/xóm, tổ dân phố', ['village', 'in_charge']],
];
const POSITIONS = [
  'Chủ tịch UBND',
  'Phó Chủ tịch UBND',
  'Công chức Văn phòng - Thống kê',
  'Công chức Tư pháp - Hộ tịch',
  'Công chức Địa chính - Xây dựng',
  'Công chức Văn hoá - Xã hội',
  'Trưởng thôn',
  'Cán bộ chuyên trách',
];

export async function seedOrganisation(tx: Tx) {
  const created = await tx
    .insert(departments)
    .values(DEPARTMENTS.map(([name]) => ({ name })))
    .returning({ id: departments.id, name: departments.name });
  const links = DEPARTMENTS.flatMap(([name, fields]) =>
    fields.map((field) => ({ department_id: created.find((d) => d.name === name)!.id, field })),
  );
  await tx.execute(sql`
    insert into ${departmentRoles} (department_id, role_id)
    select l.department_id, r.id from json_to_recordset(${JSON.stringify(links)}::json) as l(department_id int, field text)
    join roles r on r.field = l.field`);
  await tx.insert(positions).values(POSITIONS.map((name) => ({ name })));
}
