import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runPeriodically } from '../../lib/periodic-job.ts';
import { markOverdueSentiments } from './mark-overdue.ts';

/**
 * Keeps "overdue" true without waiting for a read: once the server listens, the job runs at once (catching up after a
 * stop) and then every OVERDUE_JOB_INTERVAL_MS (0 switches it off); tests call markOverdueSentiments() themselves.
 */
export const overdueJobPlugin = fp(async (app: FastifyInstance) => {
  const interval = app.config.OVERDUE_JOB_INTERVAL_MS;
  if (!interval) return;
  runPeriodically(app, {
    name: 'sentiment-overdue',
    firstDelay: 0,
    interval,
    run: async () => {
      const run = await markOverdueSentiments(app.db);
      if (run.moved.length)
        app.log.info({ moved: run.moved.length }, 'phản ánh quá hạn xử lý đã được chuyển trạng thái');
      for (const notice of run.notices) app.notificationEvents.emit('delivered', notice);
    },
  });
});
