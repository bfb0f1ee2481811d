import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { markOverdueSentiments } from './mark-overdue.ts';

/**
 * Keeps "overdue" true without waiting for a read: once the server listens, the job runs at once (catching up after a
 * stop) and then every OVERDUE_JOB_INTERVAL_MS (0 switches it off). It starts on listen, not on build, so tests that
 * only inject requests never see it tick; they call markOverdueSentiments() themselves. Closing the app stops the
 * timer and waits for a run in progress, so the database closes after it.
 */
export const overdueJobPlugin = fp(async (app: FastifyInstance) => {
  const interval = app.config.OVERDUE_JOB_INTERVAL_MS;
  if (!interval) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;

  async function tick() {
    try {
      const run = await markOverdueSentiments(app.db);
      if (run.moved.length)
        app.log.info({ moved: run.moved.length }, 'phản ánh quá hạn xử lý đã được chuyển trạng thái');
    } catch (error) {
      app.log.error({ err: error }, 'lỗi khi đánh dấu phản ánh quá hạn xử lý');
    }
  }

  function schedule(delay: number) {
    if (closed) return;
    timer = setTimeout(() => {
      running = tick().finally(() => {
        running = undefined;
        schedule(interval);
      });
    }, delay);
    // a pending tick alone does not keep the process alive
    timer.unref();
  }

  app.addHook('onListen', async () => {
    if (!timer && !running) schedule(0);
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
    await running;
  });
});
