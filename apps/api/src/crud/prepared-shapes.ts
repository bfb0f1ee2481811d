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
