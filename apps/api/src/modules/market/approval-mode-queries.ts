import {
  DEFAULT_APPROVAL_MODE,
  initialApproval,
  type ApprovalMode,
  type ApprovalModeEntry,
  type MarketTarget,
  type TrustedSeller,
} from '@console/shared/market/approval-modes';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../../db/client.ts';
import { auditLog, marketApprovalModes, marketTrustedSellers, roles, users } from '../../db/schema/index.ts';
import { likePattern, searchPattern } from '../../query/list-params.ts';
import { isoText } from '../../lib/timestamps.ts';

// The ward's approval mode per kind of post and its trusted sellers (issue 16). Reads are by primary key; a write is
// one transaction with its audit row.

/** the mode of a ward and target, with how many sellers it trusts and who set it last */
export async function findApprovalMode(db: Db, wardId: number, target: MarketTarget): Promise<ApprovalModeEntry> {
  const [row] = rowsOf<ApprovalModeEntry>(
    await db.execute(sql`
      select w.id as ward_id, w.name as ward_name, ${target}::text as target,
             coalesce(m.mode, ${DEFAULT_APPROVAL_MODE}) as mode,
             (select count(*)::int from ${marketTrustedSellers} t where t.ward_id = w.id and t.target = ${target})
               as trusted_count,
             ${isoText(sql`m.updated_at`)} as updated_at,
             (select full_name from ${users} u where u.id = m.updated_by) as updated_by_name
      from wards w
      left join ${marketApprovalModes} m on m.ward_id = w.id and m.target = ${target}
      where w.id = ${wardId}`),
  );
  return row;
}

/** what a resident's new post of `target` in `wardId` becomes: published at once or waiting for staff */
export async function initialApprovalOf(db: Db | Tx, wardId: number, target: MarketTarget, sellerId: number) {
  const [row] = rowsOf<{ mode: ApprovalMode | null; trusted: boolean }>(
    await db.execute(sql`
      select (select mode from ${marketApprovalModes} where ward_id = ${wardId} and target = ${target}) as mode,
             exists (select 1 from ${marketTrustedSellers}
                     where ward_id = ${wardId} and target = ${target} and user_id = ${sellerId}) as trusted`),
  );
  return initialApproval(row.mode ?? DEFAULT_APPROVAL_MODE, row.trusted);
}

/** the residents of a ward among `ids` (a trusted seller is one of the ward's residents, nobody else) */
async function residentsAmong(tx: Tx, wardId: number, ids: number[]) {
  if (!ids.length) return [];
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(inArray(users.id, ids), eq(users.wardId, wardId), eq(roles.field, 'resident')));
  return rows.map((row) => row.id);
}

/**
 * Sets the mode and, when `trustedIds` is given, the whole list of trusted sellers; false when one of them is not a
 * resident of the ward (nothing changes)
 */
export async function saveApprovalMode(
  db: Db,
  change: { wardId: number; target: MarketTarget; mode: ApprovalMode; trustedIds?: number[]; actorId: number },
) {
  const { wardId, target, mode, trustedIds, actorId } = change;
  return db.transaction(async (tx) => {
    const wanted = trustedIds === undefined ? undefined : [...new Set(trustedIds)];
    if (wanted && (await residentsAmong(tx, wardId, wanted)).length !== wanted.length) return false;
    const [before] = await tx
      .select({ mode: marketApprovalModes.mode })
      .from(marketApprovalModes)
      .where(and(eq(marketApprovalModes.wardId, wardId), eq(marketApprovalModes.target, target)))
      .for('update');
    await tx
      .insert(marketApprovalModes)
      .values({ wardId, target, mode, updatedBy: actorId })
      .onConflictDoUpdate({
        target: [marketApprovalModes.wardId, marketApprovalModes.target],
        set: { mode, updatedBy: actorId, updatedAt: sql`now()` },
      });
    if (wanted) {
      await tx
        .delete(marketTrustedSellers)
        .where(and(eq(marketTrustedSellers.wardId, wardId), eq(marketTrustedSellers.target, target)));
      if (wanted.length)
        await tx
          .insert(marketTrustedSellers)
          .values(wanted.map((userId) => ({ wardId, target, userId, createdBy: actorId })));
    }
    const details = {
      ward_id: wardId,
      target,
      mode: { before: before?.mode ?? DEFAULT_APPROVAL_MODE, after: mode },
      ...(wanted ? { trusted_user_ids: wanted } : {}),
    };
    await tx.insert(auditLog).values({ actorId, action: 'update', subject: 'hm_approval_mode', details });
    return true;
  });
}

/** a person `u` found by a keyword in their name, username or phone (accents and case ignored); nothing without one */
const sellerMatches = (keyword: string | undefined) =>
  keyword
    ? sql`and search_text(coalesce(u.full_name, '') || ' ' || u.username || ' ' || coalesce(u.phone, '')) like ${searchPattern(likePattern(keyword))}`
    : sql``;

/** the ward's trusted sellers of a target, by name, a page of them */
export async function trustedSellers(
  db: Db,
  wardId: number,
  target: MarketTarget,
  page: { offset: number; length: number; keyword?: string },
) {
  const keyword = sellerMatches(page.keyword);
  const rows = rowsOf<TrustedSeller & { total: number }>(
    await db.execute(sql`
      select u.id as user_id, u.full_name, u.username, u.phone, count(*) over ()::int as total
      from ${marketTrustedSellers} t join ${users} u on u.id = t.user_id
      where t.ward_id = ${wardId} and t.target = ${target} ${keyword}
      order by u.full_name nulls last, u.id
      limit ${page.length} offset ${page.offset}`),
  );
  return { total: rows[0]?.total ?? 0, entries: rows.map(({ total: _total, ...seller }) => seller) };
}

/** the ward's residents matching a keyword, for the trusted sellers' picker (at most 20) */
export async function residentCandidates(db: Db, wardId: number, keyword: string | undefined) {
  const match = sellerMatches(keyword);
  return rowsOf<TrustedSeller>(
    await db.execute(sql`
      select u.id as user_id, u.full_name, u.username, u.phone
      from ${users} u join ${roles} r on r.id = u.role_id
      where u.ward_id = ${wardId} and r.field = 'resident' and u.is_active ${match}
      order by u.full_name nulls last, u.id
      limit 20`),
  );
}
