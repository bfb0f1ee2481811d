import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { processNextResetRequest } from './reset-queue.ts';

/** how often a listening node looks for requests left by a node that stopped, and for mails due a retry */
export const RESET_QUEUE_POLL_MS = 30_000;

export interface ResetQueue {
  /** wake the job after an enqueue, without waiting for it: the mail must not wait for the next poll */
  kick(): void;
  /** run the job until no request is due; resolves after any run already in progress (tests) */
  drain(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    resetQueue: ResetQueue;
  }
}

/** every due reset request handled, and any started before the call (what a test waits for) */
export const drainResetQueue = (app: FastifyInstance) => app.resetQueue.drain();

/**
 * Mails reset links outside the request that asked for them (password-reset.ts). In this process one run at a time:
 * a kick during a run queues one more pass behind it. Across nodes each request is claimed by one of them
 * (reset-queue.ts). Polling starts on listen, like the overdue job, so tests that only inject requests never see a
 * timer; they call drainResetQueue(). Closing the app stops the timer and waits for the run in progress, so the
 * database closes after it.
 */
export const resetQueuePlugin = fp(async (app: FastifyInstance) => {
  let current: Promise<void> | undefined;
  let next: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  async function pass() {
    try {
      while (!closed && (await processNextResetRequest(app)));
    } catch (error) {
      app.log.error({ err: error }, 'lỗi khi xử lý hàng đợi đặt lại mật khẩu');
    }
  }

  function run(): Promise<void> {
    if (!current) {
      current = pass().finally(() => (current = undefined));
      return current;
    }
    next ??= current.then(() => {
      next = undefined;
      return run();
    });
    return next;
  }

  function schedule() {
    if (closed) return;
    timer = setTimeout(() => void run().finally(schedule), RESET_QUEUE_POLL_MS);
    // a pending poll alone does not keep the process alive
    timer.unref();
  }

  app.decorate<ResetQueue>('resetQueue', {
    kick() {
      // after the current turn, so the answer to the request is on its way first
      if (!closed) setImmediate(() => void (closed || run()));
    },
    drain: run,
  });

  app.addHook('onListen', async () => {
    if (timer) return;
    // catch up on what was queued while no node was running
    void run();
    schedule();
  });
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(timer);
    await current;
    await next;
  });
});
