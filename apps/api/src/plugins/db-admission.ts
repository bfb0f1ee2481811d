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
  /** starts the request; false when its client has left meanwhile */
  grant: () => boolean;
  timer: NodeJS.Timeout;
}

/**
 * Fair admission in front of the embedded database (PGlite runs one statement at a time, so requests queue behind
 * each other anyway; here they queue in arrival order and are refused quickly instead of waiting for ever).
 * Per request, not per statement: a slot is taken before the handler (before the session check) and held until the
 * answer has been sent or the connection closed, so a request's statements and transactions never interleave with
 * more than `concurrency - 1` other requests. /api routes only; `config: { dbQueue: false }` exempts a route.
 * Nothing is shared with other nodes: PGlite is single-node.
 *
 * **At most one request starts per turn of the event loop.** PGlite answers on this thread, so a request admitted
 * straight from its socket's read runs to its answer inside that read: with 50 busy connections one turn became
 * 50 requests long (~185 ms), and Node accepts one new connection per turn — the 50th connection of a burst waited
 * 4.6 s for its first answer, before this queue ever saw it (docs/benchmarks.md). Starting the others from
 * `setImmediate`, one per turn, keeps every turn one request long: sockets are read, connections accepted and the
 * wait bound's timers fire between any two requests.
 */
export const dbAdmissionPlugin = fp<DbAdmissionOptions>(async (app: FastifyInstance, options) => {
  const queue: Waiter[] = [];
  let running = 0;
  /** a request started during this turn: the others wait for the next one */
  let startedThisTurn = false;
  let turnScheduled = false;

  const nextTurn = () => {
    if (turnScheduled) return;
    turnScheduled = true;
    // scheduled from a setImmediate callback, it runs in the next turn, after the poll phase
    setImmediate(onTurn);
  };
  const onTurn = () => {
    turnScheduled = false;
    startedThisTurn = false;
    if (running >= options.concurrency) return;
    // the next waiter in arrival order still connected takes the free slot
    for (let next = queue.shift(); next; next = queue.shift()) {
      clearTimeout(next.timer);
      if (next.grant()) return;
    }
  };
  const occupy = () => {
    running++;
    startedThisTurn = true;
    nextTurn();
  };
  const release = () => {
    running--;
    if (queue.length) nextTurn();
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
      occupy();
      holding = true;
      const onEnd = () => {
        if (!holding) return;
        holding = false;
        release();
      };
      reply.raw.once('finish', onEnd);
      reply.raw.once('close', onEnd);
    };
    if (!startedThisTurn && running < options.concurrency && queue.length === 0) {
      take();
      return done();
    }
    // the slots and the queue together hold concurrency + maxQueue requests
    if (queue.length + running >= options.concurrency + options.maxQueue) return refuse(reply, done);
    const waiter: Waiter = {
      grant: () => {
        const gone = settled;
        settled = true;
        reply.raw.off('close', onGone);
        // the client left while waiting: the next waiter takes the turn
        if (gone || reply.raw.destroyed || reply.raw.writableEnded) return false;
        take();
        done();
        return true;
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
    nextTurn();
  });
});
