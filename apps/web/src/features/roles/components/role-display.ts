import { ROLES } from '@console/shared/domain/roles';
import { ROLE_SCOPE_OPTIONS } from '@console/shared/forms/role-fields';

/** 'ward' → 'Xã/phường' */
export function scopeLabel(scope: string): string {
  return ROLE_SCOPE_OPTIONS.find((option) => option.value === scope)?.label ?? scope;
}

/** the fourteen roles of the spec (ids 1–14): never deleted, key and scope fixed (the API refuses too) */
export function isBuiltInRole(id: number): boolean {
  return ROLES.some((role) => role.id === id);
}

export const BUILT_IN_DELETE_HINT = 'Vai trò mặc định không thể xoá';
