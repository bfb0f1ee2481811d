import { and, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { sentimentCellCounts, sentiments } from '../../db/schema/index.ts';
import { sentimentsInScope, type SentimentCaller } from '../sentiments/sentiment-scope.ts';
import { periodsOf, type HomeFilter } from './home-figures.ts';
import { vietnamDayStart } from '../sentiments/sentiment-list-query.ts';
import { addDays, grainsOf, periodParts, rollupReach, unitFilter, unitLevelFor } from './rollup-reads.ts';

// GET map (issue 20): the period's items that carry a place, counted per ~1 km cell (0.01°) — a province's month is
// a few hundred circles, not tens of thousands of markers. Whole months come from the cell rollup
// (sentiment_cell_counts, per ward or per province), the days of a month the period covers only in part from the
// items themselves (and the days beyond the period inside a month counted whole are taken away: rollup-reads.ts).

/** the most cells one map answers: the busiest first */
export const MAP_CELLS = 2_000;

export async function mapFigures(db: Db, caller: SentimentCaller, filter: HomeFilter) {
  const { current, today } = periodsOf(filter);
  const parts = periodParts(current, today);
  const level = unitLevelFor(caller, filter);
  const c = sentimentCellCounts;
  const s = sentiments;
  const fromMonths = parts.months
    ? sql`select ${c.latCell} as lat_cell, ${c.lngCell} as lng_cell, ${c.sentiments} as n, ${c.status} as status
        from ${c}
        where ${and(
          rollupReach(c, caller, filter),
          sql`${c.grain} = ${grainsOf(level).month} and ${c.day} between ${parts.months.from} and ${parts.months.to}`,
        )}`
    : undefined;
  /** the placed items received on some days, each counted `n` times (-1: taken away from a whole month) */
  const items = (days: { from: string; to: string }[], n: number) =>
    sql`select round(${s.lat} * 100)::int as lat_cell, round(${s.lng} * 100)::int as lng_cell, ${sql.raw(String(n))} as n,
          ${s.status} as status
        from ${s}
        where ${and(
          sentimentsInScope(caller),
          unitFilter(s, filter),
          sql`${s.deletedAt} is null and ${s.lat} is not null and ${s.lng} is not null`,
          // as instants, so the items' created_at indexes find the days (a Vietnam-day expression read every row)
          sql`(${sql.join(
            days.map(
              (part) =>
                sql`(${s.createdAt} >= ${vietnamDayStart(part.from).toISOString()}::timestamptz
                  and ${s.createdAt} < ${vietnamDayStart(addDays(part.to, 1)).toISOString()}::timestamptz)`,
            ),
            sql` or `,
          )})`,
        )}`;
  const sources = [
    fromMonths,
    parts.days.length ? items(parts.days, 1) : undefined,
    parts.beyond ? items([parts.beyond], -1) : undefined,
  ].filter((part) => part !== undefined);
  const result = await db.execute(sql`
    select (lat_cell / 100.0)::float8 as lat, (lng_cell / 100.0)::float8 as lng, sum(n)::int as count,
      coalesce(sum(n) filter (where status in (1, 2)), 0)::int as open,
      coalesce(sum(n) filter (where status = 5), 0)::int as overdue
    from (${sql.join(sources, sql` union all `)}) placed
    group by lat_cell, lng_cell
    having sum(n) > 0
    order by sum(n) desc, lat_cell, lng_cell
    limit ${MAP_CELLS}`);
  const cells = rowsOf<{ lat: number; lng: number; count: number; open: number; overdue: number }>(result);
  return { cells, truncated: cells.length === MAP_CELLS };
}
