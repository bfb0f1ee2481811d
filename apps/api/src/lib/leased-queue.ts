import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { type Db, rowsOf } from '../db/client.ts';

/**
 * A queue kept in a table with `run_after` and `attempts` (password-reset mails, Web Push jobs): takes the oldest due
 * row for this node by moving its run_after past the lease, in one statement. SKIP LOCKED lets nodes claiming at the
 * same moment take different rows instead of queueing behind each other; once the claim commits, the row is no
 * longer due for anyone, and comes due again when the lease ends if the node died on it.
 */
export async function claimDue<Row>(
  db: Db,
  table: PgTable,
  options: { key: string; lease: SQL; returning: string[] },
): Promise<Row | undefined> {
  const key = sql.identifier(options.key);
  const returning = sql.join(
    options.returning.map((column) => sql`q.${sql.identifier(column)}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    update ${table} q
    set run_after = now() + ${options.lease}, attempts = q.attempts + 1
    where q.${key} = (
      select ${key} from ${table}
      where run_after <= now()
      order by run_after, ${key}
      limit 1
      for update skip locked
    )
    returning ${returning}`);
  return rowsOf<Row>(result)[0];
}
