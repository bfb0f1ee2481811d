import type { Permission } from '@console/shared/domain/permissions-catalog';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { rolePermissions, roles, users } from '../../db/schema/index.ts';
import { isoOf } from '../../lib/timestamps.ts';

// spec §7 'approve by id': every row carries its approval state; written out as the counts below (one-table select)
const APPROVAL = {
  is_approved: roles.isApproved,
  approved_by: roles.approvedBy,
  approved_by_name: sql<string | null>`(select a.full_name from users a where a.id = "roles"."approved_by")`,
  approved_at: roles.approvedAt,
  created_at: roles.createdAt,
};

const approvalJson = <T extends { approved_at: Date | string | null; created_at: Date | string }>(row: T) => ({
  ...row,
  approved_at: row.approved_at === null ? null : isoOf(row.approved_at),
  created_at: isoOf(row.created_at),
});

export async function listRoles(db: Db) {
  const rows = await db
    .select({
      id: roles.id,
      field: roles.field,
      name: roles.name,
      scope: roles.scope,
      // written out: drizzle leaves columns unqualified in a one-table select, which a subquery would misread
      users_count: sql<number>`(select count(*)::int from users u where u.role_id = "roles"."id")`,
      permissions_count: sql<number>`(select count(*)::int from role_permissions p where p.role_id = "roles"."id")`,
      ...APPROVAL,
    })
    .from(roles)
    .orderBy(asc(roles.id));
  return rows.map(approvalJson);
}

export async function findRole(db: Db, id: number) {
  const [role] = await db
    .select({ id: roles.id, field: roles.field, name: roles.name, scope: roles.scope, ...APPROVAL })
    .from(roles)
    .where(eq(roles.id, id));
  if (!role) return null;
  const permissions = await db
    .select({ action: rolePermissions.action, subject: rolePermissions.subject })
    .from(rolePermissions)
    .where(eq(rolePermissions.roleId, id))
    .orderBy(asc(rolePermissions.subject), asc(rolePermissions.action));
  return { ...approvalJson(role), permissions: permissions as Permission[] };
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
