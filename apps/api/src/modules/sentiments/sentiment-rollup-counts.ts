import type { SentimentStatusCounts } from '@console/shared/sentiment-types';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sentimentDayCounts } from '../../db/schema/index.ts';
import { placeholderBinder, preparedStatement } from '../../query/prepared-shapes.ts';
import { boundRollupReach, grainsOf, unitLevelFor } from '../home-statistics/rollup-reads.ts';
import { ZStatusCountsQuery, type SentimentFilters } from './sentiment-list-query.ts';
import { scopeShape, type SentimentCaller } from './sentiment-scope.ts';
import type { SentimentListKind } from './sentiment-queries.ts';

// The sentiment list's totals and status-tab counts from the rollups' all-time rows (db/schema/sentiment-rollups.ts:
// per ward or per province, category, status, extended, archived — exact in the writing transaction), instead of
// counting a province's items: a few dozen rows for a province officer. Only filters the rollups' key holds can be
// answered so; a keyword, a date range, the security flag or "overdue only" count the items as before.

/** the list's filters the rollups' key holds */
const ROLLUP_FILTERS = new Set([
  'status',
  'category_id',
  'province_id',
  'district_id',
  'ward_id',
  'village_id',
  'extended',
]);

/** every filter of the list (paging and sorting are not filters): a filter added later counts the items until named above */
const FILTER_KEYS = [...Object.keys(ZStatusCountsQuery.shape), 'status'] as (keyof SentimentFilters)[];

/** whether every filter given is one the rollups hold */
export const rollupsAnswer = (filters: SentimentFilters) =>
  FILTER_KEYS.every((key) => ROLLUP_FILTERS.has(key) || filters[key] === undefined || filters[key] === '');

const d = sentimentDayCounts;

/** items of the list (open or archived) per status, for filters the rollups answer */
export async function rollupStatusCounts(
  db: Db,
  caller: SentimentCaller,
  kind: SentimentListKind,
  filters: SentimentFilters,
): Promise<SentimentStatusCounts> {
  const { bind, values } = placeholderBinder();
  const level = unitLevelFor(caller, filters, filters.village_id !== undefined);
  // values bound on every request, the condition built only for a shape not prepared yet
  const reach = boundRollupReach(caller, filters, bind);
  const optional = (key: 'village_id' | 'category_id' | 'extended' | 'status') =>
    (filters[key] === undefined ? undefined : bind(key, filters[key])) as never;
  const [village, category, extended, status] = (['village_id', 'category_id', 'extended', 'status'] as const).map(
    optional,
  );
  const where = () =>
    and(
      eq(d.grain, grainsOf(level).all),
      reach(d),
      eq(d.archived, kind === 'archived'),
      village === undefined ? undefined : eq(d.villageId, village),
      category === undefined ? undefined : eq(d.categoryId, category),
      extended === undefined ? undefined : eq(d.extended, extended),
      status === undefined ? undefined : eq(d.status, status),
    );
  const shape = `sentiments:rollup-counts:${kind}|${level}|${scopeShape(caller)}|${Object.keys(values).join()}`;
  const statement = preparedStatement(db, shape, () =>
    db
      .select({ status: d.status, total: sql<number>`sum(${d.sentiments})::int` })
      .from(d)
      .where(where())
      .groupBy(d.status),
  );
  return statusCountsOf(await statement.execute(values));
}

/** the tabs' counts from a count per status (statuses without items count 0) */
export function statusCountsOf(rows: { status: number; total: number }[]): SentimentStatusCounts {
  const counts: SentimentStatusCounts = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0, all: 0 };
  for (const row of rows) {
    counts[row.status as 1 | 2 | 3 | 4 | 5] = row.total;
    counts.all += row.total;
  }
  return counts;
}
