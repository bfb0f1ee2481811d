import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

export const countQuery = (db: Db, table: PgTable, where: SQL | undefined) =>
  db
    .select({ total: sql<number>`count(*)::int`.as('total') })
    .from(table)
    .where(where);

/** the list's total, counted with the same conditions as its page */
export async function countRows(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await countQuery(db, table, where);
  return row.total;
}
