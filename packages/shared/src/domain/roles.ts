// spec §6: fourteen roles; only the village id (8) is fixed by the spec, the rest is our numbering (docs/decisions.md).
export type ScopeLevel = 'all' | 'province' | 'district' | 'ward';

export const ROLES = [
  { id: 1, field: 'admin', name: 'Admin', scope: 'all' },
  { id: 2, field: 'root', name: 'Root', scope: 'all' },
  { id: 3, field: 'province', name: 'Cán bộ tỉnh', scope: 'province' },
  { id: 4, field: 'district', name: 'Cán bộ huyện', scope: 'district' },
  { id: 5, field: 'ward_admin', name: 'Quản trị xã/phường', scope: 'ward' },
  { id: 6, field: 'ward', name: 'Cán bộ xã/phường', scope: 'ward' },
  { id: 7, field: 'resident', name: 'Người dân', scope: 'ward' },
  { id: 8, field: 'village', name: 'Cán bộ thôn/xóm', scope: 'ward' },
  { id: 9, field: 'in_charge', name: 'Cán bộ phụ trách', scope: 'ward' },
  { id: 10, field: 'medical', name: 'Cán bộ y tế', scope: 'ward' },
  { id: 11, field: 'police', name: 'Công an', scope: 'ward' },
  { id: 12, field: 'union', name: 'Cán bộ đoàn thể', scope: 'ward' },
  { id: 13, field: 'department', name: 'Cán bộ phòng chuyên môn', scope: 'ward' },
  { id: 14, field: 'branch', name: 'Cán bộ chi nhánh', scope: 'ward' },
] as const satisfies readonly { id: number; field: string; name: string; scope: ScopeLevel }[];

export type RoleField = (typeof ROLES)[number]['field'];

export const VILLAGE_ROLE_ID = 8;
export const SUPER_ROLES: readonly RoleField[] = ['admin', 'root'];

export function isSuperRole(field: string | undefined | null): boolean {
  return SUPER_ROLES.includes(field as RoleField);
}

export function roleByField(field: string) {
  return ROLES.find((role) => role.field === field);
}
