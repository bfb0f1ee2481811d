import { UNION_OFFICER_ROLES, type UnionRole } from '@console/shared/resources/union-organizations';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { unionMembers, unionOrganizations } from '../../db/schema/areas/union-organizations.ts';
import { users, villages } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoText } from '../../lib/timestamps.ts';
import { offsetOf, type Paging } from '../../query/list-params.ts';
import { wardColumnInScope } from '../../query/unit-scope-sql.ts';
import { identityColumns, personMatches } from './member-candidates.ts';
import { auditRows } from '../../crud/audit-rows.ts';

// The officers and members of a union organisation (issue 17). Staff of the organisation's ward (by their units)
// manage them; a union officer (role 'union') only those of the organisations they are an officer of.

const validators = alias(users, 'validators');

const memberColumns = {
  id: unionMembers.id,
  union_id: unionMembers.unionId,
  union_name: unionOrganizations.name,
  ward_id: unionOrganizations.wardId,
  user_id: unionMembers.userId,
  full_name: users.fullName,
  username: users.username,
  phone: users.phone,
  acc_status: users.accStatus,
  role: unionMembers.role,
  is_validated: unionMembers.isValidated,
  created_at: sql<string>`${isoText(unionMembers.createdAt)}`.as('created_at'),
  validated_at: isoText(unionMembers.validatedAt).as('validated_at'),
  validated_by_name: validators.fullName,
};

type Caller = Pick<NonNullable<FastifyRequest['auth']>, 'scope' | 'user'>;

/** the organisations the caller may manage: their units' — and, for a union officer, those they are an officer of */
function inReach(caller: Caller) {
  const units = wardColumnInScope(caller.scope, unionOrganizations.wardId);
  if (caller.user.role.field !== 'union') return units;
  return and(
    units,
    sql`exists (select 1 from ${unionMembers} o where o.union_id = ${unionOrganizations.id}
               and o.user_id = ${caller.user.id} and o.role = any(${sql.param([...UNION_OFFICER_ROLES])}::text[]))`,
  );
}

export async function findUnion(db: Db | Tx, caller: Caller, unionId: number) {
  const [row] = await db
    .select({ id: unionOrganizations.id, name: unionOrganizations.name, wardId: unionOrganizations.wardId })
    .from(unionOrganizations)
    .where(and(eq(unionOrganizations.id, unionId), inReach(caller)));
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export interface UnionMemberQuery extends Paging {
  validated?: boolean;
  keyword?: string;
}

export async function listUnionMembers(db: Db, unionId: number, query: UnionMemberQuery) {
  const where = and(
    eq(unionMembers.unionId, unionId),
    query.validated !== undefined ? eq(unionMembers.isValidated, query.validated) : undefined,
    query.keyword ? personMatches(query.keyword) : undefined,
  );
  const [entries, [{ total }]] = await Promise.all([
    db
      .select(memberColumns)
      .from(unionMembers)
      .innerJoin(unionOrganizations, eq(unionOrganizations.id, unionMembers.unionId))
      .innerJoin(users, eq(users.id, unionMembers.userId))
      .leftJoin(validators, eq(validators.id, unionMembers.validatedBy))
      .where(where)
      .orderBy(desc(unionMembers.createdAt), desc(unionMembers.id))
      .limit(query.length)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(unionMembers).innerJoin(users, eq(users.id, unionMembers.userId)).where(where),
  ]);
  return { total, entries };
}

/** a union member with their identity (GET /api/admin/members/{id}?is-validated=true), if in the caller's reach */
export async function findUnionMember(db: Db, caller: Caller, memberId: number) {
  const [row] = await db
    .select({
      ...memberColumns,
      ...identityColumns,
    })
    .from(unionMembers)
    .innerJoin(unionOrganizations, eq(unionOrganizations.id, unionMembers.unionId))
    .innerJoin(users, eq(users.id, unionMembers.userId))
    .leftJoin(validators, eq(validators.id, unionMembers.validatedBy))
    .leftJoin(villages, eq(villages.id, users.villageId))
    .where(and(eq(unionMembers.id, memberId), inReach(caller)));
  return row ?? null;
}

async function recount(tx: Tx, unionId: number) {
  await tx
    .update(unionOrganizations)
    .set({
      memberCount: sql`(select count(*)::int from ${unionMembers} m where m.union_id = ${unionId} and m.is_validated)`,
    })
    .where(eq(unionOrganizations.id, unionId));
}

/** the selected rows of one organisation, locked; none changes (404) when one is not of it */
async function lockSelection(tx: Tx, unionId: number, ids: readonly number[]) {
  const rows = await tx
    .select({ id: unionMembers.id, isValidated: unionMembers.isValidated, role: unionMembers.role })
    .from(unionMembers)
    .where(and(eq(unionMembers.unionId, unionId), inArray(unionMembers.id, [...ids])))
    .for('update');
  if (rows.length !== ids.length) throw new AppError('NOT_FOUND');
  return rows;
}

const audit = (tx: Tx, actorId: number, action: string, rows: { id: number; details: Record<string, unknown> }[]) =>
  auditRows(tx, 'union_members', actorId, action, rows);

export const NOT_OF_UNION_WARD = 'Chỉ thêm được tài khoản đang hoạt động của xã/phường có tổ chức';

/** registers accounts of the organisation's ward, in a role; their membership waits for validation */
export async function addUnionMembers(
  db: Db,
  union: { id: number; wardId: number },
  userIds: readonly number[],
  role: UnionRole,
  actorId: number,
) {
  return db.transaction(async (tx) => {
    const wanted = [...new Set(userIds)];
    const [{ n }] = await tx
      .select({ n: count() })
      .from(users)
      .where(and(inArray(users.id, wanted), eq(users.wardId, union.wardId), eq(users.isActive, true)));
    if (n !== wanted.length) throw new AppError('VALIDATION', NOT_OF_UNION_WARD);
    const added = await tx
      .insert(unionMembers)
      .values(wanted.map((userId) => ({ unionId: union.id, userId, role })))
      .onConflictDoNothing()
      .returning({ id: unionMembers.id });
    await audit(
      tx,
      actorId,
      'create',
      added.map(({ id }) => ({ id, details: { union_id: union.id, role } })),
    );
    return added.map(({ id }) => id);
  });
}

/** validates (or withdraws the validation of) the selected memberships, all or none; the count follows */
export async function validateUnionMembers(
  db: Db,
  unionId: number,
  ids: readonly number[],
  validated: boolean,
  actorId: number,
) {
  return db.transaction(async (tx) => {
    const rows = await lockSelection(tx, unionId, ids);
    await tx
      .update(unionMembers)
      .set({
        isValidated: validated,
        validatedAt: validated ? sql`now()` : null,
        validatedBy: validated ? actorId : null,
        updatedAt: sql`now()`,
      })
      .where(inArray(unionMembers.id, [...ids]));
    await recount(tx, unionId);
    await audit(
      tx,
      actorId,
      'approve',
      rows
        .filter((row) => row.isValidated !== validated)
        .map((row) => ({
          id: row.id,
          details: { changes: { is_validated: { before: row.isValidated, after: validated } } },
        })),
    );
  });
}

export async function setUnionRole(db: Db, unionId: number, memberId: number, role: UnionRole, actorId: number) {
  return db.transaction(async (tx) => {
    const [row] = await lockSelection(tx, unionId, [memberId]);
    await tx
      .update(unionMembers)
      .set({ role, updatedAt: sql`now()` })
      .where(eq(unionMembers.id, memberId));
    if (row.role !== role)
      await audit(tx, actorId, 'update', [
        { id: memberId, details: { changes: { role: { before: row.role, after: role } } } },
      ]);
  });
}

export async function removeUnionMembers(db: Db, unionId: number, ids: readonly number[], actorId: number) {
  return db.transaction(async (tx) => {
    const rows = await lockSelection(tx, unionId, ids);
    await tx.delete(unionMembers).where(inArray(unionMembers.id, [...ids]));
    await recount(tx, unionId);
    await audit(
      tx,
      actorId,
      'delete',
      rows.map((row) => ({ id: row.id, details: { union_id: unionId, role: row.role } })),
    );
  });
}
