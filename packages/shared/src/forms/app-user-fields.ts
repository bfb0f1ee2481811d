import type { FieldDefs } from '../validation/field-defs.ts';
import { BIRTHDAY_FIELD } from './account-fields.ts';
import { userFields } from './user-fields.ts';

// App users (issue 19): the residents' accounts of the resident app, managed from the console at
// /api/admin/app-users. Plain data (no zod) so the screens can use it without the validators; app-user.ts builds them.

const { username, password, full_name, phone, email, sex, id_card_number } = userFields;

/** the resident form: the account, the identity the console verifies (spec §3 kyc) and where they live */
export const appUserFields = {
  username,
  password: { ...password, help: 'Để trống để hệ thống tạo mật khẩu' },
  full_name,
  phone,
  email,
  // spec §3: an app user's birthday travels as its date plus T00:00:00Z
  birthday: BIRTHDAY_FIELD,
  sex,
  id_card_number,
  ward_id: { label: 'Xã/phường', kind: 'ward', required: true },
  village_id: { label: 'Thôn/xóm', kind: 'village' },
} satisfies FieldDefs;

/** what an approval needs: spec §3 kyc (full_name, dob, sex, id_card_number), in the form's words */
export const APP_USER_IDENTITY = [
  { key: 'full_name', label: 'họ và tên' },
  { key: 'birthday', label: 'ngày sinh' },
  { key: 'sex', label: 'giới tính' },
  { key: 'id_card_number', label: 'số CCCD' },
] as const;

export type IdentityKey = (typeof APP_USER_IDENTITY)[number]['key'];

/** the identity fields still empty, by their label ('ngày sinh', 'số CCCD'); none: the account can be verified */
export function missingIdentity(row: Record<IdentityKey, unknown>): string[] {
  const empty = (value: unknown) => value === null || value === undefined || String(value).trim() === '';
  return APP_USER_IDENTITY.filter(({ key }) => empty(row[key])).map(({ label }) => label);
}

/** the refusal of an approval while `missing` is not empty */
export const incompleteIdentityMessage = (missing: readonly string[]) =>
  `Chưa đủ thông tin định danh để xác thực: thiếu ${missing.join(', ')}`;

export const APPROVE_QUESTION = 'Xác thực tài khoản này?';
