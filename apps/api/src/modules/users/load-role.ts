import type { Permission } from '@console/shared/domain/permissions-catalog';
import type { ScopeLevel } from '@console/shared/domain/roles';
import { formatMessage } from '@console/shared/validation/messages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rolePermissions, roles } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { GrantableRole } from './grant-rules.ts';

export async function loadRole(db: Db, roleId: number): Promise<GrantableRole> {
  const [role] = await db.select().from(roles).where(eq(roles.id, roleId));
  if (!role) throw new AppError('VALIDATION', formatMessage('Vai trò'));
  const permissions = await db
    .select({ action: rolePermissions.action, subject: rolePermissions.subject })
    .from(rolePermissions)
    .where(eq(rolePermissions.roleId, roleId));
  return { id: role.id, field: role.field, scope: role.scope as ScopeLevel, permissions: permissions as Permission[] };
}
