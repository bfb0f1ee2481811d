import type { SessionUser } from '@console/shared/api-types';
import type { Permission } from '@console/shared/domain/permissions-catalog';
import { isSuperRole, type ScopeLevel } from '@console/shared/domain/roles';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rolePermissions, roles } from '../../db/schema/index.ts';

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

/** every role the caller may give, in id order; `is_approved` false ones are listed (their holders show) but refused */
export async function grantableRoles(db: Db, caller: SessionUser) {
  const [all, grants] = await Promise.all([
    db.select().from(roles).orderBy(asc(roles.id)),
    db.select().from(rolePermissions),
  ]);
  return all
    .map((role) => ({
      id: role.id,
      field: role.field,
      name: role.name,
      scope: role.scope as ScopeLevel,
      is_approved: role.isApproved,
      permissions: grants
        .filter((g) => g.roleId === role.id)
        .map(({ action, subject }) => ({ action, subject }) as Permission),
    }))
    .filter((role) => canGrantRole(caller, role))
    .map(({ id, field, name, scope, is_approved }) => ({ id, field, name, scope, is_approved }));
}
