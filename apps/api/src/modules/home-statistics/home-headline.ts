import { and, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { placeholderBinder, preparedStatement } from '../../query/prepared-shapes.ts';
import { scopeShape, type SentimentCaller } from '../sentiments/sentiment-scope.ts';
import { filterShape, grainsOf, periodRows, periodsOf, rollupReach, unitLevelFor } from './rollup-reads.ts';
import { d, f, finishedSums, int, periodFiguresOf, receivedSums, type RollupTable } from './rollup-sums.ts';
import type { HomeFilter } from '@console/shared/home-statistics';

// GET statistic (issue 20): what is waiting now (the all-time rows), what came in today (today's rows), and the
// period's figures against the previous period's — two statements, one per rollup, each summing the rows of all its
// parts with FILTER (a province officer's headline was five statements: 862 → 1,129 requests/s, docs/benchmarks.md).

export async function headlineFigures(db: Db, caller: SentimentCaller, filter: HomeFilter) {
  const periods = periodsOf(filter);
  const level = unitLevelFor(caller, filter);
  const grains = grainsOf(level);
  const { bind, values } = placeholderBinder();
  const rowsOfPeriods = (table: RollupTable) => {
    const current = periodRows(table, level, periods.current, periods.today, false, bind, 'current_');
    const previous = periodRows(table, level, periods.previous, periods.today, false, bind, 'previous_');
    return {
      current: current.where ?? sql`false`,
      currentSign: current.sign,
      previous: previous.where ?? sql`false`,
      previousSign: previous.sign,
      shape: `${current.shape}/${previous.shape}`,
    };
  };
  const received = rowsOfPeriods(d);
  const finished = rowsOfPeriods(f);
  const allTime = sql`${d.grain} = ${grains.all}`;
  const today = sql`${d.grain} = ${grains.day} and ${d.day} = ${bind('today', periods.today)}`;
  const receivedWhere = and(
    rollupReach(d, caller, filter, bind),
    or(sql`(${allTime} and ${d.status} in (1, 2, 5))`, today, received.current, received.previous),
  );
  const finishedWhere = and(rollupReach(f, caller, filter, bind), or(finished.current, finished.previous));
  const shape = [level, caller.scope.level, scopeShape(caller), filterShape(filter), received.shape].join('|');
  const now = preparedStatement(db, `home:headline-received:${shape}`, () =>
    db
      .select({
        today: int(sql`sum(${d.sentiments}) filter (where ${today})`),
        waiting: int(sql`sum(${d.sentiments}) filter (where ${allTime} and ${d.status} = 1)`),
        processing: int(sql`sum(${d.sentiments}) filter (where ${allTime} and ${d.status} = 2)`),
        overdue: int(sql`sum(${d.sentiments}) filter (where ${allTime} and ${d.status} = 5)`),
        current: receivedSums(received.current, received.currentSign),
        previous: receivedSums(received.previous, received.previousSign),
      })
      .from(d)
      .where(receivedWhere),
  );
  const done = preparedStatement(db, `home:headline-finished:${shape}`, () =>
    db
      .select({
        current: finishedSums(finished.current, finished.currentSign),
        previous: finishedSums(finished.previous, finished.previousSign),
      })
      .from(f)
      .where(finishedWhere),
  );
  const [[got], [finishedRow]] = await Promise.all([now.execute(values), done.execute(values)]);
  const { current, previous, ...counts } = got;
  return {
    ...counts,
    period: periods.current,
    previous_period: periods.previous,
    current: periodFiguresOf(current, finishedRow.current),
    previous: periodFiguresOf(previous, finishedRow.previous),
  };
}
