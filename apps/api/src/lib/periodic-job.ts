import type { FastifyInstance } from 'fastify';
import os from 'node:os';
import { claimJob, finishJob } from './job-lease.ts';

export interface PeriodicJob {
  /** the job's row in job_runs (the operator page shows it) */
  name: string;
  /** the delay before the first run once the server listens */
  firstDelay: number;
  /** the delay between runs, unless the run answers another (a full batch: again soon) */
  interval: number;
  /**
   * runs on every node, each on its own state (its sockets), instead of once across nodes; keeps no row and runs
   * even on a node without BACKGROUND_JOBS (which still holds its own sockets)
   */
  everyNode?: boolean;
  /** one run; may answer the delay before the next. A throw is logged and recorded; the job runs again after `interval` */
  run: () => Promise<number | void>;
}

/** this node on the operator page: NODE_ID, else host name and process id */
export const nodeName = (app: FastifyInstance) => app.config.NODE_ID ?? `${os.hostname()}:${process.pid}`;

/**
 * A background job of the server (the overdue marking, the file sweep, the notification scheduler, …): it starts when
 * the server listens, not when it is built, so tests that only inject requests never see it tick (they call the job's
 * function themselves). Across several API nodes a job runs once per turn: the node that takes its lease in job_runs
 * runs it (lib/job-lease.ts), the others look again when it is next due. A pending run alone does not keep the
 * process alive; closing the app stops the timer and waits for a run in progress, so the database closes after it.
 */
export function runPeriodically(app: FastifyInstance, job: PeriodicJob) {
  // BACKGROUND_JOBS=false: a node that only answers requests
  if (!app.config.BACKGROUND_JOBS && !job.everyNode) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;
  const node = nodeName(app);

  function schedule(delay: number) {
    if (closed) return;
    timer = setTimeout(() => {
      running = turn().then((next) => {
        running = undefined;
        schedule(next);
      });
    }, delay);
    timer.unref();
  }

  /** one run, here or (once across nodes) only if this node gets the job; answers the delay before the next look */
  async function turn(): Promise<number> {
    if (job.everyNode) return runJob().then((outcome) => outcome.nextInMs);
    try {
      const claim = await claimJob(app.db, job.name, node);
      if (!claim.claimed) return claim.retryInMs;
      const outcome = await runJob();
      await finishJob(app.db, job.name, node, outcome);
      return outcome.nextInMs;
    } catch (error) {
      // the database itself failed (restarting): look again after the usual delay
      app.log.error({ err: error, job: job.name }, 'không điều phối được tác vụ nền');
      return job.interval;
    }
  }

  async function runJob() {
    try {
      const next = await job.run();
      app.countJobRun?.(job.name, 'ok');
      return { failed: false, nextInMs: typeof next === 'number' ? next : job.interval };
    } catch (error) {
      app.log.error({ err: error, job: job.name }, 'tác vụ nền thất bại');
      app.countJobRun?.(job.name, 'failed');
      return { failed: true, error: failureOf(error), nextInMs: job.interval };
    }
  }

  app.addHook('onListen', async () => {
    if (!timer && !running) schedule(job.firstDelay);
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
    await running;
  });
}

/**
 * What the operator page shows of a failure: the innermost cause's first line. A failed statement's own message
 * carries its SQL and values (Drizzle's "Failed query: … params: …"), which may be personal data: never recorded.
 */
function failureOf(error: unknown): string {
  let inner = error;
  while (inner instanceof Error && inner.cause instanceof Error) inner = inner.cause;
  const message = inner instanceof Error ? inner.message : String(inner);
  return message.startsWith('Failed query:') ? 'Lỗi truy vấn cơ sở dữ liệu' : message.split('\n')[0];
}
