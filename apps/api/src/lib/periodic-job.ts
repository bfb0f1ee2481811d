import type { FastifyInstance } from 'fastify';

/**
 * A background job of the server (the overdue marking, the file sweep, the notification scheduler): it starts when the
 * server listens, not when it is built, so tests that only inject requests never see it tick (they call the job's
 * function themselves). `run` answers the delay before its next run. A pending run alone does not keep the process
 * alive; closing the app stops the timer and waits for a run in progress, so the database closes after it.
 */
export function runPeriodically(app: FastifyInstance, firstDelay: number, run: () => Promise<number>) {
  // BACKGROUND_JOBS=false: a node that only answers requests
  if (!app.config.BACKGROUND_JOBS) return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closed = false;

  function schedule(delay: number) {
    if (closed) return;
    timer = setTimeout(() => {
      running = run().then((next) => {
        running = undefined;
        schedule(next);
      });
    }, delay);
    timer.unref();
  }

  app.addHook('onListen', async () => {
    if (!timer && !running) schedule(firstDelay);
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
    await running;
  });
}
