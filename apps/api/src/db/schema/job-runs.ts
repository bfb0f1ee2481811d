import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The server's background jobs (overdue marking, scheduled notifications, file sweep, counter folds, …): one row per
 * job, shared by every API node. A node runs a job only after taking its lease here (lib/periodic-job.ts), so a job
 * runs once across nodes; the row keeps when and where it last ran for the operator page (issue 21).
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  /** when the job is next due on any node */
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
  /** a node's lease while it runs the job: another node may take the job once it has passed (a node that died) */
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  /** the node of the last (or current) run: host name and process id, or NODE_ID */
  node: text('node'),
  startedAt: timestamp('started_at', { withTimezone: true }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  durationMs: integer('duration_ms'),
  /** 'running', 'ok' or 'failed' (null: never run) */
  status: text('status'),
  /** the last failure's message, cut short (no stack, no values) */
  error: text('error'),
  runs: integer('runs').notNull().default(0),
  failures: integer('failures').notNull().default(0),
});
