import { createHash } from 'node:crypto';
import { sql, type Placeholder } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../db/client.ts';

/** how a query builder receives a request's value: inline, or as a named placeholder of a prepared statement */
export type Bind = <T>(name: string, value: T) => T | Placeholder<string, T>;
export const inline: Bind = (_name, value) => value;

/**
 * Binds values as placeholders and collects them, so a list query is built once per *shape* (which filters are
 * present, the sort, the scope level) instead of once per request.
 */
export function placeholderBinder() {
  const values: Record<string, unknown> = {};
  const bind: Bind = (name, value) => {
    values[name] = value;
    return sql.placeholder(name);
  };
  return { bind, values };
}

interface Preparable<P> {
  toSQL(): { sql: string };
  prepare(name: string): P;
}

const statementsByDb = new WeakMap<Db, LRUCache<string, object>>();

/**
 * The prepared statement of one query shape: Drizzle builds the SQL on the first request of that shape only, and
 * PostgreSQL parses and plans a named statement once per connection (docs/benchmarks.md). The name is the SQL's hash,
 * so two shapes that happen to build the same SQL share it and a name never meets two texts.
 */
export function preparedStatement<P extends object>(db: Db, shape: string, build: () => Preparable<P>): P {
  let statements = statementsByDb.get(db);
  if (!statements) {
    statements = new LRUCache<string, object>({ max: 500 });
    statementsByDb.set(db, statements);
  }
  const known = statements.get(shape);
  if (known) return known as P;
  const query = build();
  const prepared = query.prepare(`q_${createHash('sha1').update(query.toSQL().sql).digest('hex').slice(0, 24)}`);
  statements.set(shape, prepared);
  return prepared;
}

/**
 * A prepared statement's rows as the driver returns them, without Drizzle's per-field mapping: the keys are the SQL's
 * column names (alias computed columns with `.as()`), timestamps stay PostgreSQL's text. For hot lists and exports.
 */
export function rawRows<T>(prepared: object, values: Record<string, unknown>): Promise<T[]> {
  return (prepared as { all(values: Record<string, unknown>): Promise<T[]> }).all(values);
}

/**
 * LIMIT and OFFSET of a list page's prepared statement. The first page, by far the most asked for, has its length
 * written into the SQL: with a LIMIT parameter PostgreSQL costs the generic plan as if it read a tenth of the rows,
 * never prefers it, and plans the query on every execution (as dear as running it, docs/benchmarks.md). With the
 * length written in, the generic plan is chosen after five runs. Later pages bind `limit` and `offset`.
 */
export function pageWindow(offset: number, length: number) {
  // the length goes into the SQL text: only ever a whole number (the list's query schema makes it one)
  if (!Number.isSafeInteger(length) || length < 1) throw new Error(`page length ${length} is not a whole number`);
  return offset === 0 ? firstPageWindow(length) : LATER_PAGE;
}

type PageWindow = { shape: string; limit: number; offset: number };
const LATER_PAGE: PageWindow = {
  shape: 'page',
  limit: sql.placeholder('limit') as unknown as number,
  offset: sql.placeholder('offset') as unknown as number,
};
/** one window per page length asked (a handful: the lists' length choices), not new SQL pieces per request */
const firstPages = new Map<number, PageWindow>();
function firstPageWindow(length: number): PageWindow {
  let window = firstPages.get(length);
  if (!window) {
    window = {
      shape: `first:${length}`,
      limit: sql.raw(String(length)) as unknown as number,
      offset: sql.raw('0') as unknown as number,
    };
    if (firstPages.size < 1_000) firstPages.set(length, window);
  }
  return window;
}

/**
 * A page whose statement carries the total on every row (an uncorrelated subquery, computed once: one round trip), as
 * raw rows. A page past the end has no row to carry it, so the total statement runs alone.
 */
export async function rowsWithTotal<T>(
  db: Db,
  page: object,
  values: Record<string, unknown>,
  window: { limit: number; offset: number },
  total: { shape: string; build: () => Preparable<object> },
): Promise<{ rows: (T & { total: number })[]; total: number }> {
  const rows = await rawRows<T & { total: number }>(page, { ...values, ...window });
  if (rows.length) return { rows, total: rows[0].total };
  const [alone] = await rawRows<{ total: number }>(preparedStatement(db, total.shape, total.build), values);
  return { rows, total: alone.total };
}
