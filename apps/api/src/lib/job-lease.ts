import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * A job's turn across API nodes (db/schema/job-runs.ts), by the database's clock only, so nodes whose clocks differ
 * still agree. A node takes the job when it is due and nobody holds it — or the holder's lease has passed (a node
 * that died mid-run) — in one statement, so two nodes asking at once never both get it.
 */

/** how long a node may hold a job before another may take it: longer than any job's run */
export const JOB_LEASE_MS = 15 * 60_000;
/** a node that did not get the job looks again no sooner than this, nor later than the longest wait */
const RETRY_MIN_MS = 1_000;
const RETRY_MAX_MS = 60 * 60_000;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export type JobClaim = { claimed: true } | { claimed: false; retryInMs: number };

export async function claimJob(db: Db, name: string, node: string, leaseMs = JOB_LEASE_MS): Promise<JobClaim> {
  const taken = rowsOf(
    await db.execute(sql`
      insert into job_runs (name, locked_until, node, started_at, status)
      values (${name}, now() + ${leaseMs} * interval '1 millisecond', ${node}, now(), 'running')
      on conflict (name) do update
        set locked_until = excluded.locked_until, node = excluded.node, started_at = now(), status = 'running'
        where job_runs.next_run_at <= now() and (job_runs.locked_until is null or job_runs.locked_until <= now())
      returning name`),
  );
  if (taken.length) return { claimed: true };
  const [due] = rowsOf<{ wait: number }>(
    await db.execute(sql`
      select (extract(epoch from greatest(next_run_at, coalesce(locked_until, next_run_at)) - now()) * 1000)::float8
        as wait
      from job_runs where name = ${name}`),
  );
  return { claimed: false, retryInMs: Math.min(Math.max(Number(due?.wait ?? 0), RETRY_MIN_MS), RETRY_MAX_MS) };
}

/** ends this node's run: the outcome for the operator page, and when the job is next due on any node */
export async function finishJob(
  db: Db,
  name: string,
  node: string,
  outcome: { failed: boolean; error?: string; nextInMs: number },
) {
  await db.execute(sql`
    update job_runs
    set locked_until = null, finished_at = now(),
        duration_ms = least(extract(epoch from now() - started_at) * 1000, 2147483647)::int,
        status = ${outcome.failed ? 'failed' : 'ok'}, error = ${outcome.error?.slice(0, 300) ?? null},
        runs = runs + 1, failures = failures + ${outcome.failed ? 1 : 0},
        next_run_at = now() + ${outcome.nextInMs} * interval '1 millisecond'
    where name = ${name} and node = ${node}`);
}
