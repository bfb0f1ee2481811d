import type { MemberRole } from '@console/shared/domain/group-members';
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { UnitScope } from '../../core/scope.ts';
import type { Db, Tx } from '../../db/client.ts';
import { groupMembers, groups } from '../../db/schema/areas/groups.ts';
import { users, villages } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoText } from '../../lib/timestamps.ts';
import { offsetOf, type Paging } from '../../query/list-params.ts';
import { wardColumnInScope } from '../../query/unit-scope-sql.ts';
import { identityColumns, personMatches } from './member-candidates.ts';
import { auditRows } from '../../crud/audit-rows.ts';

// A group's members and the requests to join it (issue 17). Every read and write is limited to the groups of the
// caller's units by a condition on the group's ward; a selection (approve, refuse, remove) is done whole or not at
// all, with the group's member count recounted in the same transaction.

const deciders = alias(users, 'deciders');

/** a member row as the lists and the detail answer it */
const memberColumns = {
  id: groupMembers.id,
  group_id: groupMembers.groupId,
  group_name: groups.name,
  ward_id: groups.wardId,
  user_id: groupMembers.userId,
  full_name: users.fullName,
  username: users.username,
  phone: users.phone,
  acc_status: users.accStatus,
  role: groupMembers.role,
  status: groupMembers.status,
  message: groupMembers.message,
  refusal_reason: groupMembers.refusalReason,
  created_at: sql<string>`${isoText(groupMembers.createdAt)}`.as('created_at'),
  decided_at: isoText(groupMembers.decidedAt).as('decided_at'),
  decided_by_name: deciders.fullName,
};

const groupInScope = (scope: UnitScope) => wardColumnInScope(scope, groups.wardId);

/** the group if the caller's units hold it */
export async function findGroup(db: Db | Tx, scope: UnitScope, groupId: number) {
  const [group] = await db
    .select({
      id: groups.id,
      name: groups.name,
      wardId: groups.wardId,
      joinPolicy: groups.joinPolicy,
      isActive: groups.isActive,
    })
    .from(groups)
    .where(and(eq(groups.id, groupId), groupInScope(scope)));
  return group ?? null;
}

export interface MemberQuery extends Paging {
  status?: string;
  keyword?: string;
  group_id?: number;
}

/** members (or requests) of the caller's groups, newest first, with the total */
export async function listMembers(db: Db, scope: UnitScope, query: MemberQuery) {
  const where = and(
    groupInScope(scope),
    query.group_id !== undefined ? eq(groupMembers.groupId, query.group_id) : undefined,
    query.status ? eq(groupMembers.status, query.status) : undefined,
    query.keyword ? personMatches(query.keyword) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(memberColumns)
      .from(groupMembers)
      .innerJoin(groups, eq(groups.id, groupMembers.groupId))
      .innerJoin(users, eq(users.id, groupMembers.userId))
      .leftJoin(deciders, eq(deciders.id, groupMembers.decidedBy))
      .where(where)
      .orderBy(desc(groupMembers.createdAt), desc(groupMembers.id))
      .limit(query.length)
      .offset(offsetOf(query)),
    db
      .select({ total: count() })
      .from(groupMembers)
      .innerJoin(groups, eq(groups.id, groupMembers.groupId))
      .innerJoin(users, eq(users.id, groupMembers.userId))
      .where(where),
  ]);
  return { total, entries: rows };
}

/** one member or request of the caller's groups, with the resident's identity as the account holds it */
export async function findMember(db: Db, scope: UnitScope, memberId: number, groupId?: number) {
  const [row] = await db
    .select({
      ...memberColumns,
      ...identityColumns,
    })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .leftJoin(deciders, eq(deciders.id, groupMembers.decidedBy))
    .leftJoin(villages, eq(villages.id, users.villageId))
    .where(
      and(
        eq(groupMembers.id, memberId),
        groupId !== undefined ? eq(groupMembers.groupId, groupId) : undefined,
        groupInScope(scope),
      ),
    );
  return row ?? null;
}

/** each group's member count from its approved rows, for the groups a write touched */
export async function recountMembers(tx: Tx, groupIds: readonly number[]) {
  if (!groupIds.length) return;
  await tx
    .update(groups)
    .set({
      memberCount: sql`(select count(*)::int from ${groupMembers} m where m.group_id = ${groups.id} and m.status = 'approved')`,
    })
    .where(inArray(groups.id, [...new Set(groupIds)]));
}

/** the rows of a selection in the caller's groups, locked; refused whole (404) when one is out of reach */
async function lockSelection(tx: Tx, scope: UnitScope, ids: readonly number[], extra?: SQL) {
  const rows = await tx
    .select({
      id: groupMembers.id,
      groupId: groupMembers.groupId,
      status: groupMembers.status,
      role: groupMembers.role,
    })
    .from(groupMembers)
    .innerJoin(groups, eq(groups.id, groupMembers.groupId))
    .where(and(inArray(groupMembers.id, [...ids]), groupInScope(scope), extra))
    .for('update', { of: groupMembers });
  if (rows.length !== ids.length) throw new AppError('NOT_FOUND');
  return rows;
}

const audit = (tx: Tx, actorId: number, action: string, rows: { id: number; details: Record<string, unknown> }[]) =>
  auditRows(tx, 'group_members', actorId, action, rows);

export const NOT_WAITING = 'Chỉ duyệt được các yêu cầu đang chờ duyệt';

/** approves or refuses the selected requests (spec §7 PATCH members/approval), all or none */
export async function decideRequests(
  db: Db,
  scope: UnitScope,
  ids: readonly number[],
  decision: { approve: boolean; reason: string | null },
  actorId: number,
) {
  return db.transaction(async (tx) => {
    const rows = await lockSelection(tx, scope, ids);
    if (rows.some((row) => row.status !== 'pending')) throw new AppError('VALIDATION', NOT_WAITING);
    const status = decision.approve ? 'approved' : 'refused';
    await tx
      .update(groupMembers)
      .set({
        status,
        refusalReason: decision.approve ? null : decision.reason,
        decidedAt: sql`now()`,
        decidedBy: actorId,
        updatedAt: sql`now()`,
      })
      .where(inArray(groupMembers.id, [...ids]));
    await recountMembers(
      tx,
      rows.map((row) => row.groupId),
    );
    await audit(
      tx,
      actorId,
      'approve',
      rows.map((row) => ({
        id: row.id,
        details: { changes: { status: { before: 'pending', after: status } }, reason: decision.reason },
      })),
    );
    return rows.map((row) => row.id);
  });
}

/** a member's role in their group; a new leader takes the place of the one before, who stays a member */
export async function setMemberRole(
  db: Db,
  scope: UnitScope,
  groupId: number,
  memberId: number,
  role: MemberRole,
  actorId: number,
) {
  return db.transaction(async (tx) => {
    const [row] = await lockSelection(tx, scope, [memberId], eq(groupMembers.groupId, groupId));
    if (row.status !== 'approved') throw new AppError('VALIDATION', 'Chỉ đổi vai trò của thành viên đã được duyệt');
    const changed: { id: number; details: Record<string, unknown> }[] = [];
    if (role === 'leader') {
      const former = await tx
        .update(groupMembers)
        .set({ role: 'member', updatedAt: sql`now()` })
        .where(
          and(
            eq(groupMembers.groupId, groupId),
            eq(groupMembers.role, 'leader'),
            sql`${groupMembers.id} <> ${memberId}`,
          ),
        )
        .returning({ id: groupMembers.id });
      for (const { id } of former)
        changed.push({ id, details: { changes: { role: { before: 'leader', after: 'member' } } } });
    }
    await tx
      .update(groupMembers)
      .set({ role, updatedAt: sql`now()` })
      .where(eq(groupMembers.id, memberId));
    if (row.role !== role)
      changed.push({ id: memberId, details: { changes: { role: { before: row.role, after: role } } } });
    await audit(tx, actorId, 'update', changed);
  });
}

/** takes the selected members (or requests) out of a group, all or none */
export async function removeMembers(
  db: Db,
  scope: UnitScope,
  groupId: number,
  ids: readonly number[],
  actorId: number,
) {
  return db.transaction(async (tx) => {
    const rows = await lockSelection(tx, scope, ids, eq(groupMembers.groupId, groupId));
    await tx.delete(groupMembers).where(inArray(groupMembers.id, [...ids]));
    await recountMembers(tx, [groupId]);
    await audit(
      tx,
      actorId,
      'delete',
      rows.map((row) => ({
        id: row.id,
        details: { group_id: groupId, changes: { status: { before: row.status, after: null } } },
      })),
    );
  });
}

export const NOT_OF_WARD = 'Chỉ thêm được tài khoản đang hoạt động của xã/phường có nhóm';

/**
 * Staff add accounts of the group's ward as members (an invitation-only cooperative's members, a resident without
 * the app): approved at once; a pending or refused request of theirs becomes membership, a member stays as they are
 */
export async function addMembers(
  db: Db,
  scope: UnitScope,
  groupId: number,
  userIds: readonly number[],
  actorId: number,
) {
  return db.transaction(async (tx) => {
    const group = await findGroup(tx, scope, groupId);
    if (!group) throw new AppError('NOT_FOUND');
    const wanted = [...new Set(userIds)];
    const [{ n }] = await tx
      .select({ n: count() })
      .from(users)
      .where(and(inArray(users.id, wanted), eq(users.wardId, group.wardId), eq(users.isActive, true)));
    if (n !== wanted.length) throw new AppError('VALIDATION', NOT_OF_WARD);
    const added = await tx
      .insert(groupMembers)
      .values(
        wanted.map((userId) => ({ groupId, userId, status: 'approved', decidedAt: new Date(), decidedBy: actorId })),
      )
      .onConflictDoUpdate({
        target: [groupMembers.groupId, groupMembers.userId],
        set: {
          status: 'approved',
          refusalReason: null,
          decidedAt: sql`now()`,
          decidedBy: actorId,
          updatedAt: sql`now()`,
        },
        setWhere: sql`${groupMembers.status} <> 'approved'`,
      })
      .returning({ id: groupMembers.id });
    await recountMembers(tx, [groupId]);
    await audit(
      tx,
      actorId,
      'create',
      added.map(({ id }) => ({
        id,
        details: { group_id: groupId, changes: { status: { before: null, after: 'approved' } } },
      })),
    );
    return added.map(({ id }) => id);
  });
}
