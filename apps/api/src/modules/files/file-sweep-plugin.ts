import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runPeriodically } from '../../lib/periodic-job.ts';
import { FILE_SWEEP_BATCH, sweepUnattachedFiles } from './file-sweep.ts';

/**
 * The first run waits this long after listen, so it does not compete with the boot's own catch-up work; so does the
 * next run after a full batch (a backlog, e.g. files uploaded before attached_at existed), instead of an hour.
 */
export const FILE_SWEEP_SHORT_DELAY_MS = 60_000;
// each run with candidates reads every text column of the database (file-sweep.ts): every six hours removes a file
// between one day and a day and a quarter old, at a sixth of an hourly run's reading
export const FILE_SWEEP_INTERVAL_MS = 6 * 60 * 60_000;

/**
 * Removes uploads never attached to anything after a day (file-sweep.ts): a minute after the server listens, then
 * every six hours (every minute while a backlog remains); tests call sweepUnattachedFiles() themselves.
 */
export const fileSweepPlugin = fp(async (app: FastifyInstance) => {
  // the same place the upload routes keep the bytes (file-routes.ts)
  const storage = app.fileStorage;
  /** answers the delay before the next run */
  async function tick(): Promise<number> {
    const run = await sweepUnattachedFiles(app.db, storage, { log: app.log });
    if (run.removed || run.attached)
      app.log.info({ removed: run.removed, attached: run.attached }, 'file sweep: unattached uploads checked');
    return run.checked >= FILE_SWEEP_BATCH ? FILE_SWEEP_SHORT_DELAY_MS : FILE_SWEEP_INTERVAL_MS;
  }
  runPeriodically(app, {
    name: 'file-sweep',
    firstDelay: FILE_SWEEP_SHORT_DELAY_MS,
    interval: FILE_SWEEP_INTERVAL_MS,
    run: tick,
  });
});
