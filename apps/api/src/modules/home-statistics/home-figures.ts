import type { HomeFilter, Period } from '@console/shared/home-statistics';
import { SENTIMENT_CATEGORIES, SENTIMENT_RATINGS, SENTIMENT_STATUS_OPTIONS } from '@console/shared/domain/sentiments';
import { and, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { provinces, villages, wards } from '../../db/schema/index.ts';
import { preparedStatement } from '../../query/prepared-shapes.ts';
import type { SentimentCaller } from '../sentiments/sentiment-scope.ts';
import { everyDay, periodsOf } from './rollup-reads.ts';
import { boundReading, f, int, ratesOf, readingOf, sums } from './rollup-sums.ts';

// The home statistics' figures (issue 20), every one summed from the rollups the sentiments' triggers keep
// (db/schema/sentiment-rollups.ts) at the coarsest grain that answers it (rollup-reads.ts), never the items themselves.

export type { HomeFilter, Period };
export { everyDay, periodsOf };

/** GET sentiments-total: what came in during the period */
export async function receivedTotal(db: Db, caller: SentimentCaller, filter: HomeFilter) {
  const reading = readingOf(caller, filter);
  const { received } = await sums(db, caller, filter, reading);
  return { total: received.get(null)!.count, period: reading.period };
}

/** GET status: the period's items by their status now */
export async function statusFigures(db: Db, caller: SentimentCaller, filter: HomeFilter) {
  const { received } = await sums(db, caller, filter, readingOf(caller, filter), 'status');
  return SENTIMENT_STATUS_OPTIONS.map((option) => ({
    status: option.value,
    label: option.label,
    count: received.get(option.value)?.count ?? 0,
  }));
}

/** GET category: received and finished per category in the period */
export async function categoryFigures(db: Db, caller: SentimentCaller, filter: HomeFilter) {
  const { received, finished } = await sums(db, caller, filter, readingOf(caller, filter), 'categoryId');
  return SENTIMENT_CATEGORIES.map((category) => ({
    category_id: category.id,
    name: category.name,
    received: received.get(category.id)?.count ?? 0,
    finished: finished.get(category.id)?.count ?? 0,
  }));
}

/** GET daily-sentiment and daily-rate: every day of the period, days without items as zeros */
export async function dailyFigures(db: Db, caller: SentimentCaller, filter: HomeFilter) {
  const reading = readingOf(caller, filter, false, true);
  const { received, finished } = await sums(db, caller, filter, reading, 'day');
  return everyDay(reading.period).map((day) => ({
    day,
    received: received.get(day)?.count ?? 0,
    finished: finished.get(day)?.count ?? 0,
    ...ratesOf(finished.get(day)),
  }));
}

/** GET rating: the residents' ratings of the period's finished items, by level */
export async function ratingFigures(db: Db, caller: SentimentCaller, filter: HomeFilter) {
  const bound = boundReading(caller, filter, readingOf(caller, filter));
  const statement = preparedStatement(db, `home:rating:${bound.shape}`, () =>
    db
      .select({ rating: f.rating, count: int(sql`sum(${f.sentiments} * ${bound.finished.sign})`) })
      .from(f)
      .where(and(bound.finished.where, sql`${f.rating} > 0`))
      .groupBy(f.rating),
  );
  const rows = await statement.execute(bound.values);
  const counts = new Map(rows.map((row) => [row.rating, row.count]));
  return SENTIMENT_RATINGS.map((rating) => ({
    point: rating.point,
    label: rating.label,
    count: counts.get(rating.point) ?? 0,
  }));
}

/** the units a caller's league table lists: provinces for the platform, wards for a province or district, hamlets for a ward */
function unitLevelOf(caller: SentimentCaller, filter: HomeFilter): 'province' | 'ward' | 'village' {
  if (filter.ward_id || caller.scope.level === 'ward') return 'village';
  if (filter.province_id || filter.district_id || caller.scope.level !== 'all') return 'ward';
  return 'province';
}

const UNIT_TABLES = { province: provinces, ward: wards, village: villages };
const vietnamese = new Intl.Collator('vi');

/** the names of some units of one level (one prepared statement per level) */
async function unitNames(db: Db, level: keyof typeof UNIT_TABLES, ids: number[]) {
  const table = UNIT_TABLES[level];
  const statement = preparedStatement(db, `home:unit-names:${level}`, () =>
    db
      .select({ id: table.id, name: table.name })
      .from(table)
      .where(sql`${table.id} = any(${sql.placeholder('ids')}::int[])`),
  );
  return new Map((await statement.execute({ ids })).map((row) => [row.id, row.name]));
}

/**
 * GET sentiment: the league table — per unit one level below the caller's (hamlets for a ward officer; items without a
 * hamlet as one row without a name), received, finished, on time, extended, late and satisfaction in the period
 */
export async function unitFigures(db: Db, caller: SentimentCaller, filter: HomeFilter) {
  const level = unitLevelOf(caller, filter);
  const unitOf = level === 'province' ? 'provinceId' : level === 'ward' ? 'wardId' : 'villageId';
  const reading = readingOf(caller, filter, level !== 'province');
  const { received, finished } = await sums(db, caller, filter, reading, unitOf);
  const units = [...new Set([...received.keys(), ...finished.keys()])] as (number | null)[];
  const ids = units.filter((id) => id !== null);
  const nameOf = ids.length ? await unitNames(db, level, ids) : new Map<number, string>();
  return {
    level,
    units: units
      .map((unit) => {
        const done = finished.get(unit);
        return {
          unit_id: unit,
          name: unit === null ? null : (nameOf.get(unit) ?? null),
          received: received.get(unit)?.count ?? 0,
          finished: done?.count ?? 0,
          on_time: done?.onTime ?? 0,
          extended: done?.extended ?? 0,
          late: done?.late ?? 0,
          ...ratesOf(done),
        };
      })
      .sort((a, b) => b.received - a.received || vietnamese.compare(a.name ?? '', b.name ?? '')),
  };
}
