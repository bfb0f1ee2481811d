import type { Permission } from '@console/shared/domain/permissions-catalog';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { rolePermissions, roles, users } from '../../db/schema/index.ts';

export async function listRoles(db: Db) {
  return db
    .select({
      id: roles.id,
      field: roles.field,
      name: roles.name,
      scope: roles.scope,
      // written out: drizzle leaves columns unqualified in a one-table select, which a subquery would misread
      users_count: sql<number>`(select count(*)::int from users u where u.role_id = "roles"."id")`,
      permissions_count: sql<number>`(select count(*)::int from role_permissions p where p.role_id = "roles"."id")`,
    })
    .from(roles)
    .orderBy(asc(roles.id));
}

export async function findRole(db: Db, id: number) {
  const [role] = await db.select().from(roles).where(eq(roles.id, id));
  if (!role) return null;
  const permissions = await db
    .select({ action: rolePermissions.action, subject: rolePermissions.subject })
    .from(rolePermissions)
    .where(eq(rolePermissions.roleId, id))
    .orderBy(asc(rolePermissions.subject), asc(rolePermissions.action));
  return { ...role, permissions: permissions as Permission[] };
}

/** the role's whole permission set replaced in one statement pair, inside the caller's transaction */
export async function replacePermissions(tx: Tx, roleId: number, permissions: Permission[]) {
  await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (permissions.length === 0) return;
  const rows = permissions.map((p) => ({ role_id: roleId, action: p.action, subject: p.subject }));
  await tx.execute(sql`
    insert into role_permissions (role_id, action, subject)
    select role_id, action, subject from json_to_recordset(${JSON.stringify(rows)}::json)
      as r(role_id int, action text, subject text)
    on conflict do nothing`);
}

export async function countHolders(db: Db, roleId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.roleId, roleId));
  return row.n;
}
