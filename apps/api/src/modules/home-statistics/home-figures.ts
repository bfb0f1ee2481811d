import { vietnamDay } from '@console/shared/dates';
import type { HomeFilter, Period } from '@console/shared/home-statistics';
import { SENTIMENT_CATEGORIES, SENTIMENT_RATINGS, SENTIMENT_STATUS_OPTIONS } from '@console/shared/domain/sentiments';
import { and, eq, gte, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type Db, rowsOf } from '../../db/client.ts';
import { sentimentDayCounts, sentimentFinishCounts, sentiments } from '../../db/schema/index.ts';
import { sentimentsInScope, type SentimentCaller } from '../sentiments/sentiment-scope.ts';

// The home statistics' figures (issue 20), every one summed from the rollups the sentiments' triggers keep
// (db/schema/sentiment-rollups.ts): a few rows per unit, category, status and day, never the items themselves.

export type { HomeFilter, Period };

const DAY_MS = 86_400_000;
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/** every Vietnam day of a period, in order */
export const everyDay = (period: Period) =>
  Array.from({ length: daysBetween(period.from, period.to) }, (_, i) => addDays(period.from, i));

/** the asked period, else this month so far (Vietnam days); the previous period is as long and ends the day before */
export function periodsOf(filter: HomeFilter, now = new Date()) {
  const today = vietnamDay(now)!;
  const to = filter.to ?? today;
  const from = filter.from ?? `${to.slice(0, 8)}01`;
  const length = daysBetween(from, to);
  return {
    today,
    current: { from, to },
    previous: { from: addDays(from, -length), to: addDays(from, -1) },
  };
}

type RollupTable = typeof sentimentDayCounts | typeof sentimentFinishCounts;

/** a narrower unit inside the caller's reach, on any table that carries the three unit columns */
export function unitFilter(
  columns: { provinceId: AnyColumn; districtId: AnyColumn; wardId: AnyColumn },
  filter: HomeFilter,
): SQL | undefined {
  return and(
    filter.province_id ? eq(columns.provinceId, filter.province_id) : undefined,
    filter.district_id ? eq(columns.districtId, filter.district_id) : undefined,
    filter.ward_id ? eq(columns.wardId, filter.ward_id) : undefined,
  );
}

/** the caller's reach over a rollup's rows, the narrower unit asked for, and the period when given */
function rollupWhere(
  table: RollupTable,
  caller: SentimentCaller,
  filter: HomeFilter,
  period?: Period,
): SQL | undefined {
  return and(
    sentimentsInScope(caller, undefined, table),
    unitFilter(table, filter),
    period ? gte(table.day, period.from) : undefined,
    period ? lte(table.day, period.to) : undefined,
  );
}

const int = (value: SQL) => sql<number>`coalesce(${value}, 0)::int`;
const float = (value: SQL) => sql<number>`coalesce(${value}, 0)::float8`;
const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1_000) / 10 : null);
const hours = (seconds: number, count: number) => (count ? Math.round((seconds / count / 3_600) * 10) / 10 : null);

const d = sentimentDayCounts;
const f = sentimentFinishCounts;

/** what every received figure sums from sentiment_day_counts */
const RECEIVED = {
  count: int(sql`sum(${d.sentiments})`),
  accepted: int(sql`sum(${d.received})`),
  receiveSeconds: float(sql`sum(${d.receiveSeconds})`),
};
/** what every finished figure sums from sentiment_finish_counts: timing, ratings and time to the reply */
const FINISHED = {
  count: int(sql`sum(${f.sentiments})`),
  onTime: int(sql`sum(${f.sentiments}) filter (where ${f.timing} = 1)`),
  extended: int(sql`sum(${f.sentiments}) filter (where ${f.timing} = 2)`),
  late: int(sql`sum(${f.sentiments}) filter (where ${f.timing} = 3)`),
  rated: int(sql`sum(${f.sentiments}) filter (where ${f.rating} > 0)`),
  satisfied: int(sql`sum(${f.sentiments}) filter (where ${f.rating} >= 2)`),
  finishSeconds: float(sql`sum(${f.finishSeconds})`),
};
type Finished = { count: number; onTime: number; extended: number; late: number; rated: number; satisfied: number };

/** the same column of either rollup (their keys match: db/schema/sentiment-rollups.ts) */
type GroupBy = (table: RollupTable) => PgColumn;

/**
 * The period's received and finished sums of the caller's reach, per value of `by` (a status, a category, a day, a
 * unit) — or one row for the whole period without it. Every figure below is one of these two reads.
 */
async function sums(db: Db, caller: SentimentCaller, filter: HomeFilter, period: Period, by?: GroupBy) {
  const key = (table: RollupTable) => (by ? sql<unknown>`${by(table)}` : sql<unknown>`null`);
  const received = db
    .select({ key: key(d), ...RECEIVED })
    .from(d)
    .where(rollupWhere(d, caller, filter, period));
  const finished = db
    .select({ key: key(f), ...FINISHED })
    .from(f)
    .where(rollupWhere(f, caller, filter, period));
  const [receivedRows, finishedRows] = await Promise.all(
    by ? [received.groupBy(by(d)), finished.groupBy(by(f))] : [received, finished],
  );
  return {
    received: new Map(receivedRows.map((row) => [row.key as unknown, row])),
    finished: new Map(finishedRows.map((row) => [row.key as unknown, row])),
  };
}

/** on-time and satisfaction rates of some finished items (null: nothing to divide) */
const ratesOf = (done: Finished | undefined) => ({
  on_time_rate: done ? percent(done.onTime, done.count) : null,
  satisfaction_rate: done ? percent(done.satisfied, done.rated) : null,
});

/** received and finished in a period: counts, timing, ratings and average times */
async function periodFigures(db: Db, caller: SentimentCaller, filter: HomeFilter, period: Period) {
  const { received, finished } = await sums(db, caller, filter, period);
  const [got, done] = [received.get(null)!, finished.get(null)!];
  return {
    received: got.count,
    finished: done.count,
    ...ratesOf(done),
    extended_rate: percent(done.extended, done.count),
    late_rate: percent(done.late, done.count),
    average_receive_hours: hours(got.receiveSeconds, got.accepted),
    average_finish_hours: hours(done.finishSeconds, done.count),
  };
}

/** GET statistic: what is waiting now, what came in today, and the period's figures against the previous period's */
export async function headlineFigures(db: Db, caller: SentimentCaller, filter: HomeFilter) {
  const periods = periodsOf(filter);
  const [[now], current, previous] = await Promise.all([
    db
      .select({
        today: int(sql`sum(${d.sentiments}) filter (where ${d.day} = ${periods.today})`),
        waiting: int(sql`sum(${d.sentiments}) filter (where ${d.status} = 1)`),
        processing: int(sql`sum(${d.sentiments}) filter (where ${d.status} = 2)`),
        overdue: int(sql`sum(${d.sentiments}) filter (where ${d.status} = 5)`),
      })
      .from(d)
      .where(rollupWhere(d, caller, filter)),
    periodFigures(db, caller, filter, periods.current),
    periodFigures(db, caller, filter, periods.previous),
  ]);
  return { ...now, period: periods.current, previous_period: periods.previous, current, previous };
}

/** GET sentiments-total: what came in during the period */
export async function receivedTotal(db: Db, caller: SentimentCaller, filter: HomeFilter) {
  const { current } = periodsOf(filter);
  const [row] = await db
    .select({ count: RECEIVED.count })
    .from(d)
    .where(rollupWhere(d, caller, filter, current));
  return { total: row.count, period: current };
}

/** GET status: the period's items by their status now */
export async function statusFigures(db: Db, caller: SentimentCaller, filter: HomeFilter) {
  const { received } = await sums(db, caller, filter, periodsOf(filter).current, (table) => table.status);
  return SENTIMENT_STATUS_OPTIONS.map((option) => ({
    status: option.value,
    label: option.label,
    count: received.get(option.value)?.count ?? 0,
  }));
}

/** GET category: received and finished per category in the period */
export async function categoryFigures(db: Db, caller: SentimentCaller, filter: HomeFilter) {
  const { received, finished } = await sums(db, caller, filter, periodsOf(filter).current, (t) => t.categoryId);
  return SENTIMENT_CATEGORIES.map((category) => ({
    category_id: category.id,
    name: category.name,
    received: received.get(category.id)?.count ?? 0,
    finished: finished.get(category.id)?.count ?? 0,
  }));
}

/** GET daily-sentiment and daily-rate: every day of the period, days without items as zeros */
export async function dailyFigures(db: Db, caller: SentimentCaller, filter: HomeFilter) {
  const { current } = periodsOf(filter);
  const { received, finished } = await sums(db, caller, filter, current, (table) => table.day);
  return everyDay(current).map((day) => ({
    day,
    received: received.get(day)?.count ?? 0,
    finished: finished.get(day)?.count ?? 0,
    ...ratesOf(finished.get(day)),
  }));
}

/** GET rating: the residents' ratings of the period's finished items, by level */
export async function ratingFigures(db: Db, caller: SentimentCaller, filter: HomeFilter) {
  const { current } = periodsOf(filter);
  const rows = await db
    .select({ rating: f.rating, count: int(sql`sum(${f.sentiments})`) })
    .from(f)
    .where(and(rollupWhere(f, caller, filter, current), sql`${f.rating} > 0`))
    .groupBy(f.rating);
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

const UNIT_NAMES = {
  province: sql`provinces`,
  ward: sql`wards`,
  village: sql`villages`,
};

/**
 * GET sentiment: the league table — per unit one level below the caller's (hamlets for a ward officer; items without a
 * hamlet as one row without a name), received, finished, on time, extended, late and satisfaction in the period
 */
export async function unitFigures(db: Db, caller: SentimentCaller, filter: HomeFilter) {
  const { current } = periodsOf(filter);
  const level = unitLevelOf(caller, filter);
  const unitOf = (table: RollupTable) =>
    level === 'province' ? table.provinceId : level === 'ward' ? table.wardId : table.villageId;
  const { received, finished } = await sums(db, caller, filter, current, unitOf);
  const units = [...new Set([...received.keys(), ...finished.keys()])] as (number | null)[];
  const ids = units.filter((id) => id !== null);
  const names = ids.length
    ? rowsOf<{ id: number; name: string }>(
        await db.execute(sql`select id, name from ${UNIT_NAMES[level]} where id = any(${sql.param(ids)}::int[])`),
      )
    : [];
  const nameOf = new Map(names.map((row) => [row.id, row.name]));
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
      .sort((a, b) => b.received - a.received || (a.name ?? '').localeCompare(b.name ?? '', 'vi')),
  };
}

/** a map cell: ~1 km (0.01°) — fine enough to see a hamlet's cluster, coarse enough for a province's month */
const CELL_DEGREES = 0.01;
/** the most cells one map answers: the busiest first */
export const MAP_CELLS = 2_000;

/**
 * GET map: the period's items that carry a place, counted per ~1 km cell (so a province's month is a few hundred
 * circles, not tens of thousands of markers), with how many of them are overdue or still open
 */
export async function mapFigures(db: Db, caller: SentimentCaller, filter: HomeFilter) {
  const { current } = periodsOf(filter);
  const s = sentiments;
  const cell = (column: AnyColumn) => sql<number>`(round(${column} / ${CELL_DEGREES}) * ${CELL_DEGREES})::float8`;
  const day = sql`(${s.createdAt} at time zone 'Asia/Ho_Chi_Minh')::date`;
  const rows = await db
    .select({
      lat: cell(s.lat),
      lng: cell(s.lng),
      count: sql<number>`count(*)::int`,
      open: sql<number>`count(*) filter (where ${s.status} in (1, 2))::int`,
      overdue: sql<number>`count(*) filter (where ${s.status} = 5)::int`,
    })
    .from(s)
    .where(
      and(
        sentimentsInScope(caller),
        unitFilter(s, filter),
        sql`${s.deletedAt} is null and ${s.lat} is not null and ${s.lng} is not null`,
        sql`${day} between ${current.from}::date and ${current.to}::date`,
      ),
    )
    .groupBy(sql`1`, sql`2`)
    .orderBy(sql`count(*) desc`)
    .limit(MAP_CELLS);
  return { cells: rows, truncated: rows.length === MAP_CELLS };
}
