import { formatMessage } from '@console/shared/validation/messages';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { RESOURCE_TABLES } from '../../crud/resource-tables.ts';
import {
  auditLog,
  marketApprovalModes,
  marketTrustedSellers,
  users,
  wardServices,
  wards,
} from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

/**
 * Vietnam's 2025 reform merged wards: everything that belonged to wards A, B moves to C — users (with C's district and
 * province), every ward-scoped resource row — and A, B are kept, marked merged into C. One transaction, one audit row.
 */
export async function mergeWards(db: Db, actorId: number, fromIds: number[], intoId: number) {
  const sources = [...new Set(fromIds)].filter((id) => id !== intoId);
  if (sources.length === 0) throw new AppError('VALIDATION', formatMessage('Xã/phường được sáp nhập'));
  return db.transaction(async (tx) => {
    const found = await tx
      .select({
        id: wards.id,
        provinceId: wards.provinceId,
        districtId: wards.districtId,
        mergedInto: wards.mergedIntoId,
      })
      .from(wards)
      .where(inArray(wards.id, [...sources, intoId]))
      .for('update');
    const target = found.find((w) => w.id === intoId);
    if (!target || target.mergedInto) throw new AppError('VALIDATION', formatMessage('Xã/phường nhận sáp nhập'));
    if (found.length !== sources.length + 1 || found.some((w) => w.mergedInto)) {
      throw new AppError('VALIDATION', formatMessage('Xã/phường được sáp nhập'));
    }
    const moved: Record<string, number> = {};
    const usersMoved = await tx
      .update(users)
      .set({ wardId: intoId, districtId: target.districtId, provinceId: target.provinceId, updatedAt: sql`now()` })
      .where(inArray(users.wardId, sources))
      .returning({ id: users.id });
    moved.users = usersMoved.length;
    // a ward has one row per service (ward service managements): the merged ward keeps its own row for a service,
    // and of the merged wards' rows for a service it lacks, the oldest; the others go before the rows move
    await tx.execute(sql`
      delete from ${wardServices} s
      where s.ward_id in ${sources}
        and (exists (select 1 from ${wardServices} t where t.ward_id = ${intoId} and t.service_id = s.service_id)
          or exists (select 1 from ${wardServices} o where o.ward_id in ${sources} and o.service_id = s.service_id
                     and o.id < s.id))`);
    // the market's approval modes: the merged ward keeps its own; the sellers any of the wards trusted stay trusted
    await tx.execute(sql`
      insert into ${marketTrustedSellers} (ward_id, target, user_id, created_at, created_by)
      select ${intoId}, target, user_id, created_at, created_by from ${marketTrustedSellers} where ward_id in ${sources}
      on conflict do nothing`);
    await tx.delete(marketTrustedSellers).where(inArray(marketTrustedSellers.wardId, sources));
    await tx.delete(marketApprovalModes).where(inArray(marketApprovalModes.wardId, sources));
    for (const bound of RESOURCE_TABLES) {
      if (!bound.wardId) continue;
      // one row per ward (a header/footer config): the same rule, before the rows move; an area keeping its deleted
      // rows (softDelete) counts its live ones only, and its deleted rows move with the rest
      const live = (alias: string) => (bound.deleted ? sql.raw(`and ${alias}.deleted_at is null`) : sql``);
      if (bound.resource.onePerWard)
        await tx.execute(sql`
          delete from ${bound.table} s
          where s.ward_id in ${sources} ${live('s')}
            and (exists (select 1 from ${bound.table} t where t.ward_id = ${intoId} ${live('t')})
              or exists (select 1 from ${bound.table} o where o.ward_id in ${sources} ${live('o')} and o.id < s.id))`);
      const rows = await tx
        .update(bound.table)
        .set({ [propertyOf(bound.table, 'ward_id')]: intoId } as never)
        .where(inArray(bound.wardId, sources))
        .returning({ id: bound.id });
      moved[bound.resource.name] = rows.length;
    }
    await tx
      .update(wards)
      .set({ mergedIntoId: intoId, updatedAt: sql`now()` })
      .where(and(inArray(wards.id, sources), isNull(wards.mergedIntoId)));
    const details = { from_ward_ids: sources, into_ward_id: intoId, moved };
    await tx.insert(auditLog).values({ actorId, action: 'merge', subject: 'wards', details });
    return details;
  });
}

function propertyOf(table: object, columnName: string): string {
  const entry = Object.entries(table).find(([, c]) => (c as { name?: string })?.name === columnName);
  if (!entry) throw new Error(`no column ${columnName}`);
  return entry[0];
}
