import type { SessionUser } from '@console/shared/api-types';
import { vietnamDay } from '@console/shared/dates';
import { SEX_OPTIONS } from '@console/shared/forms/account-fields';
import { userFields } from '@console/shared/forms/user-fields';
import { normalisePhone } from '@console/shared/validation/formats';
import { requiredMessage } from '@console/shared/validation/messages';
import { validateFields } from '@console/shared/validation/validate-fields';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users, villages, wards } from '../../db/schema/index.ts';
import { wardsInScope } from '../../query/unit-scope-sql.ts';
import { ERRORS } from '../../lib/app-error.ts';
import type { UnitScope } from '../../core/scope.ts';
import { grantableRoles } from './grant-rules.ts';
import type { ImportRow } from './user-import-sheet.ts';

export interface ImportError {
  line: number;
  message: string;
}
interface ValidUser {
  username: string;
  full_name: string;
  role_id: number;
  province_id: number;
  district_id: number | null;
  ward_id: number;
  village_id: number | null;
  phone: string | null;
  email: string | null;
  dob: string | null;
  sex: number | null;
  id_card_number: string | null;
}

// imported accounts get no usable password: an officer gives one (reset without e-mail) or the user resets by e-mail
export const NO_PASSWORD_YET = '!chưa-đặt-mật-khẩu';
const ROW_RULES = {
  username: userFields.username,
  full_name: userFields.full_name,
  role: { label: 'Vai trò', required: true },
  ward_code: { label: 'Mã xã/phường', required: true },
  phone: userFields.phone,
  email: userFields.email,
  id_card_number: userFields.id_card_number,
};
const DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

function parseDay(text: string): string | null | undefined {
  if (!text) return null;
  const match = DAY.exec(text);
  if (!match) return undefined;
  const iso = `${match[3]}-${match[2].padStart(2, '0')}-${match[1].padStart(2, '0')}`;
  const time = Date.parse(`${iso}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(iso) ? iso : undefined;
}

const normal = (text: string) => text.trim().toLocaleLowerCase('vi');

/** every row checked against the spec's validator, the caller's reach and the database, before anything is written */
export async function validateImport(db: Db, caller: SessionUser, scope: UnitScope, rows: ImportRow[]) {
  const codes = [...new Set(rows.map((r) => r.ward_code).filter(Boolean))];
  const names = [...new Set(rows.map((r) => r.username).filter(Boolean))];
  const [roleList, wardList, taken] = await Promise.all([
    grantableRoles(db, caller),
    codes.length
      ? db
          .select({
            id: wards.id,
            code: wards.code,
            provinceId: wards.provinceId,
            districtId: wards.districtId,
            inScope: sql<boolean>`${wardsInScope(scope) ?? sql`true`}`,
          })
          .from(wards)
          .where(inArray(wards.code, codes))
      : [],
    names.length ? db.select({ username: users.username }).from(users).where(inArray(users.username, names)) : [],
  ]);
  const wardByCode = new Map(wardList.map((w) => [w.code, w]));
  const villageList = wardList.length
    ? await db
        .select({ id: villages.id, name: villages.name, wardId: villages.wardId })
        .from(villages)
        .where(
          inArray(
            villages.wardId,
            wardList.map((w) => w.id),
          ),
        )
    : [];
  const roleByKey = new Map(
    roleList.flatMap(
      (r) =>
        [
          [normal(r.field), r],
          [normal(r.name), r],
        ] as const,
    ),
  );
  const takenNames = new Set(taken.map((t) => t.username));
  const firstLineOf = new Map<string, number>();
  const errors: ImportError[] = [];
  const valid: ValidUser[] = [];
  const today = vietnamDay(new Date()) ?? '9999-12-31';

  for (const [index, row] of rows.entries()) {
    // checking the largest file allowed takes a few hundred ms: let other requests through every 1,000 rows
    if (index % 1_000 === 999) await new Promise((resolve) => setImmediate(resolve));
    const fail = (message: string) => errors.push({ line: row.line, message });
    const generic = validateFields(ROW_RULES, row);
    if (generic) {
      fail(generic);
      continue;
    }
    const earlier = firstLineOf.get(row.username);
    if (earlier) {
      fail(`Tên đăng nhập trùng với dòng ${earlier}`);
      continue;
    }
    firstLineOf.set(row.username, row.line);
    if (takenNames.has(row.username)) {
      fail('Tên đăng nhập đã tồn tại');
      continue;
    }
    const role = roleByKey.get(normal(row.role));
    if (!role) {
      fail(`Vai trò "${row.role}" không tồn tại hoặc bạn không được cấp`);
      continue;
    }
    if (!role.is_approved) {
      fail(ERRORS.ROLE_NOT_APPROVED[1]);
      continue;
    }
    const ward = wardByCode.get(row.ward_code);
    if (!ward) {
      fail(`Mã xã/phường "${row.ward_code}" không tồn tại`);
      continue;
    }
    if (!ward.inScope) {
      fail(`Xã/phường "${row.ward_code}" ngoài phạm vi quản lý của bạn`);
      continue;
    }
    const village = row.village
      ? villageList.find((v) => v.wardId === ward.id && normal(v.name) === normal(row.village))
      : null;
    if (row.village && !village) {
      fail(`Thôn/xóm "${row.village}" không có trong xã/phường`);
      continue;
    }
    const dob = parseDay(row.dob);
    // a birthday after today is refused as the form refuses it (issue 10)
    if (dob === undefined || (dob !== null && dob > today)) {
      fail('Ngày sinh không đúng định dạng!');
      continue;
    }
    const sex = row.sex ? SEX_OPTIONS.find((o) => normal(o.label) === normal(row.sex))?.value : null;
    if (sex === undefined) {
      fail('Giới tính không đúng định dạng!');
      continue;
    }
    valid.push({
      username: row.username,
      full_name: row.full_name,
      role_id: role.id,
      province_id: ward.provinceId,
      district_id: ward.districtId,
      ward_id: ward.id,
      village_id: village?.id ?? null,
      phone: row.phone ? normalisePhone(row.phone) : null,
      email: row.email || null,
      dob,
      sex,
      id_card_number: row.id_card_number || null,
    });
  }
  if (rows.length === 0) errors.push({ line: 2, message: requiredMessage('Dữ liệu người dùng') });
  return { errors, valid };
}

/** all rows in one statement inside one transaction: a failure stores nothing */
export async function insertImported(db: Db, rows: ValidUser[]) {
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`
      insert into users (username, password_hash, full_name, role_id, province_id, district_id, ward_id, village_id,
                         phone, email, dob, sex, id_card_number, acc_status, is_active)
      select username, ${NO_PASSWORD_YET}, full_name, role_id, province_id, district_id, ward_id, village_id,
             phone, email, dob::date, sex, id_card_number, 1, true
      from json_to_recordset(${JSON.stringify(rows)}::json) as r(
        username text, full_name text, role_id int, province_id int, district_id int, ward_id int, village_id int,
        phone text, email text, dob text, sex smallint, id_card_number text)`);
    return (result as unknown as { affectedRows?: number; rowCount?: number }).rowCount ?? rows.length;
  });
}
