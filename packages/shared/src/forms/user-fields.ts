import { PASSWORD_MIN_LENGTH } from '../domain/limits.ts';
import type { FieldDefs } from '../validation/field-defs.ts';
import { BIRTHDAY_FIELD, SEX_OPTIONS } from './account-fields.ts';

// spec §3: acc_status 3 means verified; the other values are ours (docs/decisions.md)
export const ACC_STATUS_OPTIONS = [
  { value: 1, label: 'Chưa xác thực' },
  { value: 2, label: 'Chờ xác thực' },
  { value: 3, label: 'Đã xác thực' },
] as const;

/** the user form (spec §3 User, issue 3); units are ids checked against the caller's reach on the server */
export const userFields = {
  username: { label: 'Tên đăng nhập', kind: 'text', required: true, format: 'username', max: 50 },
  password: { label: 'Mật khẩu', kind: 'password', min: PASSWORD_MIN_LENGTH },
  full_name: { label: 'Họ và tên', kind: 'text', required: true, max: 150 },
  role_id: { label: 'Vai trò', kind: 'number', required: true, integer: true },
  province_id: { label: 'Tỉnh/thành phố', kind: 'number', integer: true },
  district_id: { label: 'Quận/huyện', kind: 'number', integer: true },
  ward_id: { label: 'Xã/phường', kind: 'ward' },
  village_id: { label: 'Thôn/xóm', kind: 'number', integer: true },
  department_id: { label: 'Phòng ban', kind: 'number', integer: true },
  position_id: { label: 'Chức vụ', kind: 'number', integer: true },
  phone: { label: 'Số điện thoại', kind: 'text', format: 'phone', max: 20 },
  email: { label: 'Email', kind: 'text', format: 'email', max: 150 },
  dob: BIRTHDAY_FIELD,
  sex: { label: 'Giới tính', kind: 'select', options: SEX_OPTIONS },
  id_card_number: { label: 'Số CCCD', kind: 'text', format: 'id_card', max: 12 },
  acc_status: { label: 'Trạng thái xác thực', kind: 'select', options: ACC_STATUS_OPTIONS, default: 1 },
  is_active: { label: 'Hoạt động', kind: 'boolean', default: true },
} satisfies FieldDefs;
