import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route never waits for a database slot (health, routes that do not touch the database) */
    dbQueue?: boolean;
  }
}

export interface DbAdmissionOptions {
  /** requests allowed to run their handler at once */
  concurrency: number;
  /** a request that has waited this long is refused with 503 */
  maxWaitMs: number;
  /** a request arriving when this many already wait is refused at once */
  maxQueue: number;
}

interface Waiter {
  grant: () => void;
  timer: NodeJS.Timeout;
}

/**
 * Fair admission in front of the embedded database (PGlite runs one statement at a time, so requests queue behind
 * each other anyway; here they queue in arrival order and are refused quickly instead of waiting for ever).
 * Per request, not per statement: a slot is taken before the handler (before the session check) and held until the
 * answer has been sent or the connection closed, so a request's statements and transactions never interleave with
 * more than `concurrency - 1` other requests. /api routes only; `config: { dbQueue: false }` exempts a route.
 * Nothing is shared with other nodes: PGlite is single-node.
 */
export const dbAdmissionPlugin = fp<DbAdmissionOptions>(async (app: FastifyInstance, options) => {
  const queue: Waiter[] = [];
  let running = 0;

  const release = () => {
    // the next waiter in arrival order takes the freed slot directly (the queue is bounded by maxQueue)
    const next = queue.shift();
    if (!next) {
      running--;
      return;
    }
    clearTimeout(next.timer);
    // through the event loop, not straight from this request's last callback: granting in the same chain of
    // promise callbacks starved the poll phase, so new connections were not even read while the queue was
    // non-empty (10 s client timeouts at 200 connections with every request answered in < 0.6 s server-side)
    setImmediate(next.grant);
  };

  const refuse = (reply: FastifyReply, done: HookHandlerDoneFunction) => {
    reply.header('retry-after', '1');
    done(new AppError('DB_BUSY'));
  };

  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const url = request.routeOptions.url;
    if (
      !url ||
      !url.startsWith('/api/') ||
      url.startsWith('/api/docs') ||
      request.routeOptions.config.dbQueue === false
    ) {
      return done();
    }
    let holding = false;
    let settled = false;
    const take = () => {
      holding = true;
      const onEnd = () => {
        if (!holding) return;
        holding = false;
        release();
      };
      reply.raw.once('finish', onEnd);
      reply.raw.once('close', onEnd);
    };
    if (running < options.concurrency) {
      running++;
      take();
      return done();
    }
    if (queue.length >= options.maxQueue) return refuse(reply, done);
    const waiter: Waiter = {
      grant: () => {
        const gone = settled;
        settled = true;
        reply.raw.off('close', onGone);
        if (gone || reply.raw.destroyed || reply.raw.writableEnded) {
          // the client left while waiting: pass the slot on
          release();
          return;
        }
        take();
        done();
      },
      timer: setTimeout(() => {
        settled = true;
        remove();
        reply.raw.off('close', onGone);
        refuse(reply, done);
      }, options.maxWaitMs),
    };
    const remove = () => {
      const at = queue.indexOf(waiter);
      if (at >= 0) queue.splice(at, 1);
    };
    // a client that gives up while waiting leaves the queue
    const onGone = () => {
      if (settled) return;
      settled = true;
      clearTimeout(waiter.timer);
      remove();
    };
    reply.raw.once('close', onGone);
    queue.push(waiter);
  });
});
