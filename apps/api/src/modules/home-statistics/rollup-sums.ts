import type { HomeFilter } from '@console/shared/home-statistics';
import { and, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sentimentDayCounts, sentimentFinishCounts } from '../../db/schema/index.ts';
import { placeholderBinder, preparedStatement } from '../../query/prepared-shapes.ts';
import { scopeShape, type SentimentCaller } from '../sentiments/sentiment-scope.ts';
import { filterShape, periodRows, periodsOf, rollupReach, unitLevelFor, type UnitLevel } from './rollup-reads.ts';
import type { Period } from '@console/shared/home-statistics';

// The sums every home figure is made of (issue 20): received items from sentiment_day_counts, finished ones from
// sentiment_finish_counts, over the rows rollup-reads.ts picks, through prepared statements named by the reading's
// shape (PostgreSQL then plans each shape once per connection: planning cost more than summing a province's month).

export type RollupTable = typeof sentimentDayCounts | typeof sentimentFinishCounts;

/** what a figure is summed over: the period's rows at the unit level, per day when the figure is per day */
export interface Reading {
  level: UnitLevel;
  period: Period;
  today: string;
  perDay?: boolean;
}

/**
 * The caller's reach over a rollup's rows at the reading's grain, the narrower unit asked for, and the period — with
 * its values bound as placeholders, and the shape that names the prepared statements of such a reading (PostgreSQL
 * then plans each shape once per connection: planning cost more than summing a province's month).
 */
export function boundReading(caller: SentimentCaller, filter: HomeFilter, reading: Reading) {
  const { bind, values } = placeholderBinder();
  const where = (table: RollupTable) => {
    const period = periodRows(table, reading.level, reading.period, reading.today, reading.perDay, bind);
    return { ...period, where: and(rollupReach(table, caller, filter, bind), period.where) };
  };
  const received = where(d);
  const finished = where(f);
  const shape = [reading.level, caller.scope.level, scopeShape(caller), filterShape(filter), received.shape].join('|');
  return { received, finished, values, shape };
}

export const int = (value: SQL) => sql<number>`coalesce(${value}, 0)::int`;
const float = (value: SQL) => sql<number>`coalesce(${value}, 0)::float8`;
const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1_000) / 10 : null);
const hours = (seconds: number, count: number) => (count ? Math.round((seconds / count / 3_600) * 10) / 10 : null);

export const d = sentimentDayCounts;
export const f = sentimentFinishCounts;

/**
 * what every received figure sums from sentiment_day_counts: over the rows `within` picks, when given, each counted
 * with its `sign` (periodRows: the days beyond a period inside its last month are taken away)
 */
export const receivedSums = (within: SQL = sql`true`, sign: SQL = sql`1`) => ({
  count: int(sql`sum(${d.sentiments} * ${sign}) filter (where ${within})`),
  accepted: int(sql`sum(${d.received} * ${sign}) filter (where ${within})`),
  receiveSeconds: float(sql`sum(${d.receiveSeconds} * ${sign}) filter (where ${within})`),
});
/** what every finished figure sums from sentiment_finish_counts: timing, ratings and time to the reply */
export const finishedSums = (within: SQL = sql`true`, sign: SQL = sql`1`) => {
  const items = sql`${f.sentiments} * ${sign}`;
  return {
    count: int(sql`sum(${items}) filter (where ${within})`),
    onTime: int(sql`sum(${items}) filter (where ${within} and ${f.timing} = 1)`),
    extended: int(sql`sum(${items}) filter (where ${within} and ${f.timing} = 2)`),
    late: int(sql`sum(${items}) filter (where ${within} and ${f.timing} = 3)`),
    rated: int(sql`sum(${items}) filter (where ${within} and ${f.rating} > 0)`),
    satisfied: int(sql`sum(${items}) filter (where ${within} and ${f.rating} >= 2)`),
    finishSeconds: float(sql`sum(${f.finishSeconds} * ${sign}) filter (where ${within})`),
  };
};
type Received = { count: number; accepted: number; receiveSeconds: number };
export type Finished = {
  count: number;
  onTime: number;
  extended: number;
  late: number;
  rated: number;
  satisfied: number;
  finishSeconds: number;
};

/** a column both rollups have (their keys match: db/schema/sentiment-rollups.ts) */
type GroupBy = 'status' | 'categoryId' | 'day' | 'provinceId' | 'wardId' | 'villageId';

/**
 * The period's received and finished sums of the caller's reach, per value of `by` (a status, a category, a day, a
 * unit) — or one row for the whole period without it. Every figure below is one of these two reads.
 */
export async function sums(db: Db, caller: SentimentCaller, filter: HomeFilter, reading: Reading, by?: GroupBy) {
  const bound = boundReading(caller, filter, reading);
  const shape = `${bound.shape}|${by ?? ''}`;
  const key = (table: RollupTable) => (by ? sql<unknown>`${table[by]}` : sql<unknown>`null`);
  const received = preparedStatement(db, `home:received:${shape}`, () => {
    const query = db
      .select({ key: key(d), ...receivedSums(undefined, bound.received.sign) })
      .from(d)
      .where(bound.received.where)
      .$dynamic();
    return by ? query.groupBy(d[by]) : query;
  });
  const finished = preparedStatement(db, `home:finished:${shape}`, () => {
    const query = db
      .select({ key: key(f), ...finishedSums(undefined, bound.finished.sign) })
      .from(f)
      .where(bound.finished.where)
      .$dynamic();
    return by ? query.groupBy(f[by]) : query;
  });
  const [receivedRows, finishedRows] = await Promise.all([
    received.execute(bound.values),
    finished.execute(bound.values),
  ]);
  return {
    received: new Map(receivedRows.map((row) => [row.key as unknown, row])),
    finished: new Map(finishedRows.map((row) => [row.key as unknown, row])),
  };
}

/** the current period read at the coarsest grain the caller allows (per ward or hamlet when the figure is per unit) */
export function readingOf(caller: SentimentCaller, filter: HomeFilter, perUnit = false, perDay = false): Reading {
  const { today, current } = periodsOf(filter);
  return { level: unitLevelFor(caller, filter, perUnit), period: current, today, perDay };
}

/** on-time and satisfaction rates of some finished items (null: nothing to divide) */
export const ratesOf = (done: Finished | undefined) => ({
  on_time_rate: done ? percent(done.onTime, done.count) : null,
  satisfaction_rate: done ? percent(done.satisfied, done.rated) : null,
});

/** a period's figures from its received and finished sums: counts, timing, ratings and average times */
export const periodFiguresOf = (got: Received, done: Finished) => ({
  received: got.count,
  finished: done.count,
  ...ratesOf(done),
  extended_rate: percent(done.extended, done.count),
  late_rate: percent(done.late, done.count),
  average_receive_hours: hours(got.receiveSeconds, got.accepted),
  average_finish_hours: hours(done.finishSeconds, done.count),
});
