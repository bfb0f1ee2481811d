import type { SessionUser } from '@console/shared/api-types';
import type { Permission } from '@console/shared/domain/permissions-catalog';
import { isSuperRole, type ScopeLevel } from '@console/shared/domain/roles';

const LEVEL_RANK: Record<ScopeLevel, number> = { ward: 1, district: 2, province: 3, all: 4 };

export interface GrantableRole {
  id: number;
  field: string;
  scope: ScopeLevel;
  permissions: Permission[];
}

/**
 * No privilege escalation: besides admin/root, a user may give a role only when it works at the caller's level or
 * below and grants nothing the caller does not hold. Only root makes root.
 */
export function canGrantRole(caller: SessionUser, role: GrantableRole): boolean {
  if (isSuperRole(caller.role.field)) return role.field !== 'root' || caller.role.field === 'root';
  if (isSuperRole(role.field)) return false;
  if (LEVEL_RANK[role.scope] > LEVEL_RANK[caller.role.scope]) return false;
  const held = new Set(caller.role.permissions.map((p) => `${p.action}:${p.subject}`));
  return role.permissions.every((p) => held.has(`${p.action}:${p.subject}`));
}
