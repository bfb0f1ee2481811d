import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A lookup's name (a unit, role, category…) by its id as a scalar subquery, named `alias`. Subqueries rather than
 * joins keep planning flat (seven joined lookups cost ~8 ms of planning per list query, docs/benchmarks.md), and the
 * alias makes it the row's key when rows are read raw (`rawRows`). `T`: string where the id is never empty.
 */
export const nameOf = <T = string | null>(table: string, id: AnyPgColumn, alias: string, column = 'name') =>
  sql<T>`(select ${sql.identifier(column)} from ${sql.identifier(table)} where id = ${id})`.as(alias);
