import { PASSWORD_MIN_LENGTH } from '../domain/limits.ts';
import type { FieldDef, FieldDefs } from '../validation/field-defs.ts';

// Account forms shared by the API (request validation) and the web (the same messages before sending).
// Plain data: the zod schemas built from them live in account.ts.
export const loginFields = {
  username: { label: 'Tên đăng nhập', kind: 'text', required: true, max: 100 },
  password: { label: 'Mật khẩu', kind: 'password', required: true },
} satisfies FieldDefs;

export const SEX_OPTIONS = [
  { value: 1, label: 'Nam' },
  { value: 2, label: 'Nữ' },
  { value: 3, label: 'Khác' },
] as const;

/** no day after today; the picker opens about thirty years back, where most birthdays are (issue 10) */
export const BIRTHDAY_FIELD = {
  label: 'Ngày sinh',
  kind: 'date',
  notAfterToday: true,
  openYearsAgo: 30,
} as const satisfies FieldDef;

export const profileFields = {
  full_name: { label: 'Họ và tên', kind: 'text', required: true, max: 150 },
  email: { label: 'Email', kind: 'text', format: 'email', max: 150 },
  phone: { label: 'Số điện thoại', kind: 'text', format: 'phone', max: 20 },
  dob: BIRTHDAY_FIELD,
  sex: { label: 'Giới tính', kind: 'select', options: SEX_OPTIONS },
  id_card_number: { label: 'Số CCCD', kind: 'text', format: 'id_card', max: 12 },
} satisfies FieldDefs;

export const changePasswordFields = {
  old_password: { label: 'Mật khẩu hiện tại', kind: 'password', required: true },
  password: { label: 'Mật khẩu mới', kind: 'password', required: true, min: PASSWORD_MIN_LENGTH },
  password_confirmation: { label: 'Nhập lại mật khẩu', kind: 'password', required: true },
} satisfies FieldDefs;

export const resetRequestFields = {
  email: { label: 'Email', kind: 'text', required: true, format: 'email', max: 150 },
} satisfies FieldDefs;

export const newPasswordFields = {
  password: { label: 'Mật khẩu mới', kind: 'password', required: true, min: PASSWORD_MIN_LENGTH },
  password_confirmation: { label: 'Nhập lại mật khẩu', kind: 'password' },
} satisfies FieldDefs;
