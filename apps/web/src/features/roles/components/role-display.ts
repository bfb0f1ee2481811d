import { formatDateTime } from '@console/shared/dates';
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
export const BUILT_IN_APPROVAL_HINT = 'Vai trò mặc định luôn được phê duyệt';

/** 'Phê duyệt bởi Quản trị viên lúc 24/11/2026 18:20', or what the role is waiting for */
export function approvalText(role: {
  is_approved: boolean;
  approved_by_name: string | null;
  approved_at: string | null;
}) {
  if (!role.is_approved) return 'Chưa phê duyệt: chưa thể gán cho người dùng';
  if (!role.approved_at) return 'Đã phê duyệt';
  const by = role.approved_by_name ? ` bởi ${role.approved_by_name}` : '';
  return `Phê duyệt${by} lúc ${formatDateTime(role.approved_at)}`;
}
