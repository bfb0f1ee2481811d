import { and, eq, getTableName, inArray, sql, type SQL } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client.ts';
import { resourceRowCounts } from '../db/schema/index.ts';
import type { UnitScope } from '../core/scope.ts';
import type { Bind } from '../query/prepared-shapes.ts';
import { wardColumnInScope } from '../query/unit-scope-sql.ts';
import type { ResourceTable } from './resource-table.ts';

// Counters of rows per ward for every ward-scoped resource table (migration 0020, resource_row_counts): an
// unfiltered list's total reads one counter row for a ward, or sums a district's or province's, instead of counting
// every row of the ward on each request — the count was the database's main cost of a list (docs/benchmarks.md).

const COUNTER_LOCK = 7_241_002;
const TRIGGER = 'resource_row_counts';

/** the tables whose every row belongs to one ward: those the counters can keep */
export function countedTableName(bound: ResourceTable): string | null {
  // a kept deletion is an update: the counters would still count the row
  return bound.wardId?.notNull && !bound.deleted ? getTableName(bound.table) : null;
}

/**
 * Attaches the counting triggers to every counted table that lacks them and counts its rows once, at boot: an area
 * added later gets its counters at the next start, with no migration of its own. Each table is locked against writes
 * while it is counted, and several API nodes starting together serialise on an advisory lock.
 */
export async function installRowCounters(db: Db, bounds: readonly ResourceTable[]) {
  const names = [...new Set(bounds.map(countedTableName).filter((name): name is string => name !== null))];
  const missing = async (executor: Pick<Db, 'execute'>) => {
    const result = await executor.execute(sql`
      select c.relname as name from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where t.tgname = ${`${TRIGGER}_insert`} and c.relnamespace = 'public'::regnamespace`);
    const present = new Set(rowsOf<{ name: string }>(result).map((row) => row.name));
    return names.filter((name) => !present.has(name));
  };
  if (!(await missing(db)).length) return [];
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${COUNTER_LOCK})`);
    const installed = await missing(tx);
    for (const name of installed) {
      const table = sql.identifier(name);
      const trigger = (event: string) => sql.identifier(`${TRIGGER}_${event}`);
      await tx.execute(sql`lock table ${table} in share row exclusive mode`);
      await tx.execute(sql`create trigger ${trigger('insert')} after insert on ${table}
        referencing new table as new_rows for each statement execute function resource_row_counts_apply()`);
      await tx.execute(sql`create trigger ${trigger('update')} after update on ${table}
        referencing old table as old_rows new table as new_rows
        for each statement execute function resource_row_counts_apply()`);
      await tx.execute(sql`create trigger ${trigger('delete')} after delete on ${table}
        referencing old table as old_rows for each statement execute function resource_row_counts_apply()`);
      await tx.execute(sql`create trigger ${trigger('truncate')} after truncate on ${table}
        for each statement execute function resource_row_counts_truncate()`);
      await tx.execute(sql`delete from resource_row_counts where table_name = ${name}`);
      await tx.execute(sql`insert into resource_row_counts (table_name, ward_id, rows)
        select ${name}, ward_id, count(*) from ${table} group by ward_id`);
    }
    return installed;
  });
}

/**
 * The total of a counted table's rows in the caller's units (and the province or district a list is narrowed to), as
 * a query for the list's statement; `wardsOf` narrows by unit as the list's own filters do.
 */
export function counterTotal(
  db: Db,
  tableName: string,
  scope: UnitScope,
  bind: Bind,
  narrowed: { province_id?: number; district_id?: number },
) {
  const ward = resourceRowCounts.wardId;
  const within = (column: 'province_id' | 'district_id', value: number | undefined): SQL | undefined =>
    value === undefined
      ? undefined
      : inArray(ward, sql`(select id from wards where ${sql.identifier(column)} = ${bind(column, value)})`);
  return db
    .select({ total: sql<number>`coalesce(sum(${resourceRowCounts.rows}), 0)::int`.as('total') })
    .from(resourceRowCounts)
    .where(
      and(
        eq(resourceRowCounts.tableName, tableName),
        wardColumnInScope(scope, ward, bind),
        within('province_id', narrowed.province_id),
        within('district_id', narrowed.district_id),
      ),
    );
}
