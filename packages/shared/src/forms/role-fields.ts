import type { FieldDefs } from '../validation/field-defs.ts';

export const ROLE_SCOPE_OPTIONS = [
  { value: 'all', label: 'Toàn hệ thống' },
  { value: 'province', label: 'Tỉnh/thành phố' },
  { value: 'district', label: 'Quận/huyện' },
  { value: 'ward', label: 'Xã/phường' },
] as const;

export const roleFields = {
  field: { label: 'Mã vai trò', kind: 'text', required: true, format: 'role_key', max: 50 },
  name: { label: 'Tên vai trò', kind: 'text', required: true, max: 100 },
  scope: { label: 'Phạm vi', kind: 'select', required: true, options: ROLE_SCOPE_OPTIONS },
} satisfies FieldDefs;
