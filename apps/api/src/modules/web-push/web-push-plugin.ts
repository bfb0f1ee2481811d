import type { Agent } from 'node:https';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { runPeriodically } from '../../lib/periodic-job.ts';
import { runPushBatch, type Push } from './push-jobs.ts';
import { sendPush } from './push-sender.ts';
import type { VapidKeys } from './vapid-keys.ts';

/** how often every node looks for pushes left behind (a job another node dropped, a lease run out) */
const PUSH_SWEEP_INTERVAL_MS = 30_000;

declare module 'fastify' {
  interface FastifyInstance {
    webPush: {
      publicKey: string;
      /** pushes every due job's batches, one run at a time per node; resolves when none is left */
      drain(): Promise<void>;
    };
  }
}

export interface WebPushOptions {
  vapid: VapidKeys;
  /** the HTTPS agent pushes go out through (a test's trust of its local push service) */
  agent?: Agent;
}

/**
 * Web Push delivery: a sent notification's job is taken up at once by the node that sent it, and by any node's sweep
 * after that; each batch is claimed by one node (push-jobs.ts). Nothing waits on it: the sending request answered
 * already, and the inbox holds the notification whatever happens to its pushes.
 */
export const webPushPlugin = fp<WebPushOptions>(async (app: FastifyInstance, { vapid, agent }) => {
  const push: Push = (target, message) => sendPush(target, message, vapid, agent);
  let running: Promise<void> | undefined;
  let again = false;
  let closed = false;

  async function drainOnce() {
    do {
      again = false;
      while (!closed && (await runPushBatch(app.db, push)));
    } while (again && !closed);
  }
  function drain(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = drainOnce()
      .catch((error: unknown) => app.log.error({ err: error }, 'không gửi được thông báo đẩy'))
      .finally(() => (running = undefined));
    return running;
  }

  app.decorate('webPush', { publicKey: vapid.publicKey, drain });
  app.notificationEvents.on('delivered', () => void drain());
  runPeriodically(app, {
    name: 'web-push-sweep',
    firstDelay: PUSH_SWEEP_INTERVAL_MS,
    interval: PUSH_SWEEP_INTERVAL_MS,
    run: drain,
  });
  app.addHook('onClose', async () => {
    closed = true;
    await running;
  });
});
