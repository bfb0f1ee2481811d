import type { SentimentListRow, SentimentStatusCounts } from '@console/shared/sentiment-types';
import { and, asc, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { countQuery } from '../../query/count-rows.ts';
import { nameOf } from '../../query/name-of.ts';
import { likePattern, offsetOf, searchPattern } from '../../query/list-params.ts';
import {
  inline,
  pageWindow,
  placeholderBinder,
  preparedStatement,
  rawRows,
  rowsWithTotal,
  type Bind,
} from '../../query/prepared-shapes.ts';
import { isoText } from '../../lib/timestamps.ts';
import type { Db } from '../../db/client.ts';
import { sentiments } from '../../db/schema/index.ts';
import type { SentimentFilters, SentimentQuery } from './sentiment-list-query.ts';
import { rollupStatusCounts, rollupsAnswer, statusCountsOf } from './sentiment-rollup-counts.ts';
import { boundSentimentScope, scopeShape, type SentimentCaller } from './sentiment-scope.ts';

const reporterName = sql<
  string | null
>`coalesce((select full_name from users where id = ${sentiments.reporterId}), ${sentiments.guestName})`;

export const SENTIMENT_ROW = {
  id: sentiments.id,
  title: sentiments.title,
  status: sentiments.status,
  category_id: sentiments.categoryId,
  category_name: nameOf('sentiment_categories', sentiments.categoryId, 'category_name'),
  active: sentiments.active,
  result_sentiment: sentiments.resultSentiment,
  time_start: sql<string | null>`${isoText(sentiments.timeStart)}`.as('time_start'),
  time_finish: sql<string | null>`${isoText(sentiments.timeFinish)}`.as('time_finish'),
  time_reply: sql<string | null>`${isoText(sentiments.timeReply)}`.as('time_reply'),
  province_id: sentiments.provinceId,
  district_id: sentiments.districtId,
  ward_id: sentiments.wardId,
  ward_name: nameOf('wards', sentiments.wardId, 'ward_name'),
  village_id: sentiments.villageId,
  village_name: nameOf('villages', sentiments.villageId, 'village_name'),
  reporter_name: sql<string | null>`${reporterName}`.as('reporter_name'),
  // open items (waiting, processing, overdue) count down to their deadline; finished ones have nothing left
  seconds_left: sql<number | null>`case when ${sentiments.status} in (1, 2, 5) and ${sentiments.timeFinish} is not null
    then floor(extract(epoch from ${sentiments.timeFinish} - now()))::float8 end`.as('seconds_left'),
  extension_count: sentiments.extensionCount,
  archived_at: sql<string | null>`${isoText(sentiments.archivedAt)}`.as('archived_at'),
  created_at: sql<string>`${isoText(sentiments.createdAt)}`.as('created_at'),
};

// the timestamps are written as the API's ISO text by PostgreSQL (isoText): a page's rows go out as the driver
// returns them, without a copy per row (formatting 100 timestamps a page in JavaScript, and the copies, showed in the
// list's profile: docs/benchmarks.md)
type RawRow = SentimentListRow & { total?: number };

/** a page's raw rows as the list answers them: the total some pages' rows carry is the page's, not the row's */
function withoutTotals(rows: RawRow[]): SentimentListRow[] {
  // left undefined rather than deleted (a deleted key turns the row into a slow dictionary): JSON leaves it out
  for (const row of rows) row.total = undefined;
  return rows;
}

const EQUAL_FILTERS = {
  status: sentiments.status,
  category_id: sentiments.categoryId,
  province_id: sentiments.provinceId,
  district_id: sentiments.districtId,
  ward_id: sentiments.wardId,
  village_id: sentiments.villageId,
  active: sentiments.active,
} as const;

const RANGES = [
  ['created_from', 'created_to', sentiments.createdAt],
  ['deadline_from', 'deadline_to', sentiments.timeFinish],
] as const;

export type SentimentListKind = 'open' | 'archived';

/** deleted rows never; the open list without archived rows (the partial indexes' predicate), the archive only those */
const listKindCondition = (kind: SentimentListKind) =>
  kind === 'open'
    ? sql`${sentiments.deletedAt} is null and ${sentiments.archivedAt} is null`
    : sql`${sentiments.deletedAt} is null and ${sentiments.archivedAt} is not null`;

/** an item past its deadline: marked overdue by the job, or still open with a deadline gone by */
const OVERDUE = sql`(${sentiments.status} = 5 or (${sentiments.status} in (1, 2) and ${sentiments.timeFinish} < now()))`;

/** a condition whose values are bound already, built when its statement is first prepared */
type BoundCondition = () => SQL | undefined;

function filterConditions(query: SentimentFilters, bind: Bind): BoundCondition[] {
  const conditions: BoundCondition[] = [];
  for (const [key, column] of Object.entries(EQUAL_FILTERS) as [keyof typeof EQUAL_FILTERS, AnyPgColumn][]) {
    if (query[key] === undefined) continue;
    const value = bind(key, query[key]);
    conditions.push(() => eq(column, value as never));
  }
  for (const [from, to, column] of RANGES) {
    const start = query[from] && bind(from, query[from].toISOString());
    const end = query[to] && bind(to, query[to].toISOString());
    if (start) conditions.push(() => gte(column, start as never));
    if (end) conditions.push(() => lt(column, end as never));
  }
  if (query.keyword) {
    const keyword = bind('keyword', likePattern(query.keyword));
    conditions.push(() =>
      or(
        sql`search_text(${sentiments.title}) like ${searchPattern(keyword)}`,
        sql`search_text(${sentiments.content}) like ${searchPattern(keyword)}`,
        sql`search_text(${reporterName}) like ${searchPattern(keyword)}`,
      ),
    );
  }
  if (query.overdue_only) conditions.push(() => OVERDUE);
  // late with an extension versus plain late (issue 10): with overdue_only or the status counts
  if (query.extended !== undefined) {
    const extended = query.extended;
    conditions.push(() => (extended ? sql`${sentiments.extensionCount} > 0` : sql`${sentiments.extensionCount} = 0`));
  }
  return conditions;
}

/**
 * The list's row condition, its values bound now (`bind`) and its SQL built by the returned function — called only
 * when the query's shape has no prepared statement yet
 */
export function sentimentConditions(
  caller: SentimentCaller,
  kind: SentimentListKind,
  query: SentimentFilters,
  bind: Bind = inline,
): () => SQL | undefined {
  const scope = boundSentimentScope(caller, bind);
  const filters = filterConditions(query, bind);
  return () => and(listKindCondition(kind), scope(sentiments), ...filters.map((condition) => condition()));
}

const SORT_COLUMNS = {
  created_at: sentiments.createdAt,
  time_finish: sentiments.timeFinish,
  status: sentiments.status,
  archived_at: sentiments.archivedAt,
};

function orderBy(sort: keyof typeof SORT_COLUMNS, order: 'asc' | 'desc'): SQL[] {
  // created_at is never empty: plain (created_at, id) order walks the ward indexes (…, created_at desc, id desc)
  // forwards or backwards instead of sorting the ward's rows
  if (sort === 'created_at')
    return order === 'asc'
      ? [asc(sentiments.createdAt), asc(sentiments.id)]
      : [desc(sentiments.createdAt), desc(sentiments.id)];
  const column = SORT_COLUMNS[sort];
  const first = order === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
  return [first, desc(sentiments.createdAt), desc(sentiments.id)];
}

/** the shape of a query for the prepared-statement cache: scope, which filters are present, sort */
const shapeOf = (caller: SentimentCaller, values: Record<string, unknown>, query: SentimentFilters) =>
  `${scopeShape(caller)}|${Object.keys(values).join()}|${query.overdue_only ? 'overdue' : ''}|${query.extended === undefined ? '' : `extended=${query.extended}`}`;

/** one page and the total (open list or archive), through the prepared statements of the query's shape */
export async function listSentiments(db: Db, caller: SentimentCaller, kind: SentimentListKind, query: SentimentQuery) {
  const { bind, values } = placeholderBinder();
  const where = sentimentConditions(caller, kind, query, bind);
  const sort = query.sort ?? (kind === 'archived' ? 'archived_at' : 'created_at');
  const order = query.order ?? (query.sort ? 'asc' : 'desc');
  const offset = offsetOf(query);
  const window = pageWindow(offset, query.length);
  const shape = `${kind}|${shapeOf(caller, values, query)}`;
  const totalQuery = () => countQuery(db, sentiments, where());
  if (rollupsAnswer(query)) {
    // the total from the rollups (a few rows) beside the page, instead of counting every item of the caller's reach
    const bare = preparedStatement(db, `sentiments:page:${shape}|${sort}|${order}|${window.shape}|bare`, () =>
      db
        .select(SENTIMENT_ROW)
        .from(sentiments)
        .where(where())
        .orderBy(...orderBy(sort, order))
        .limit(window.limit)
        .offset(window.offset),
    );
    const [rows, counts] = await Promise.all([
      rawRows<RawRow>(bare, { ...values, limit: query.length, offset }),
      rollupStatusCounts(db, caller, kind, query),
    ]);
    return {
      total: query.status === undefined ? counts.all : counts[query.status as 1 | 2 | 3 | 4 | 5],
      entries: rows as SentimentListRow[],
    };
  }
  // the total rides on each row (computed once), so a page is one round trip; raw rows skip Drizzle's mapping
  const page = preparedStatement(db, `sentiments:page:${shape}|${sort}|${order}|${window.shape}`, () =>
    db
      .select({ ...SENTIMENT_ROW, total: sql<number>`(${totalQuery()})`.as('total') })
      .from(sentiments)
      .where(where())
      .orderBy(...orderBy(sort, order))
      .limit(window.limit)
      .offset(window.offset),
  );
  const { rows, total } = await rowsWithTotal<RawRow>(
    db,
    page,
    values,
    { limit: query.length, offset },
    { shape: `sentiments:total:${shape}`, build: totalQuery },
  );
  return { total, entries: withoutTotals(rows) };
}

/** the tab counts: one grouped query over the open list's partial index, with the list's filters except the status */
export async function statusCounts(
  db: Db,
  caller: SentimentCaller,
  query: SentimentFilters,
): Promise<SentimentStatusCounts> {
  const { status: _ignored, ...filters } = query;
  if (rollupsAnswer(filters)) return rollupStatusCounts(db, caller, 'open', filters);
  const { bind, values } = placeholderBinder();
  const where = sentimentConditions(caller, 'open', filters, bind);
  const statement = preparedStatement(db, `sentiments:counts:${shapeOf(caller, values, filters)}`, () =>
    db
      .select({ status: sentiments.status, total: sql<number>`count(*)::int` })
      .from(sentiments)
      .where(where())
      .groupBy(sentiments.status),
  );
  return statusCountsOf(await statement.execute(values));
}
