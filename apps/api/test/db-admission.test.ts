import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { dbAdmissionPlugin, type DbAdmissionOptions } from '../src/plugins/db-admission.ts';
import { errorsPlugin } from '../src/plugins/errors.ts';
import { buildTestApp, type TestApp } from './helper.ts';

const BUSY = { code: 503, message: 'Hệ thống đang bận, vui lòng thử lại sau giây lát', data: null };
const tick = () => new Promise((resolve) => setImmediate(resolve));

/** a bare Fastify with the queue and routes whose handlers wait until the test lets them finish */
async function queuedApp(options: DbAdmissionOptions) {
  const app = Fastify();
  await app.register(errorsPlugin);
  await app.register(dbAdmissionPlugin, options);
  const gates: (() => void)[] = [];
  const finished: number[] = [];
  app.get<{ Params: { n: string } }>('/api/work/:n', async (request) => {
    await new Promise<void>((resolve) => gates.push(resolve));
    finished.push(Number(request.params.n));
    return { code: 200, message: 'OK', data: null };
  });
  app.get('/api/free', { config: { dbQueue: false } }, async () => ({ code: 200, message: 'OK', data: null }));
  app.get('/outside', async () => 'page');
  await app.ready();
  /** lets the handlers waiting now finish, and waits for the ones admitted meanwhile */
  const openGates = async (until: () => boolean) => {
    for (let i = 0; i < 1000 && !until(); i++) {
      gates.splice(0).forEach((open) => open());
      await tick();
    }
  };
  return { app, gates, finished, openGates };
}

describe('admission queue in front of the embedded database (plugin)', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  it('admits in arrival order: completion follows arrival', async () => {
    const q = await queuedApp({ concurrency: 1, maxWaitMs: 10_000, maxQueue: 100 });
    app = q.app;
    const answers: Promise<{ statusCode: number }>[] = [];
    for (let n = 0; n < 8; n++) {
      answers.push(q.app.inject({ method: 'GET', url: `/api/work/${n}` }));
      await tick();
    }
    // one handler at a time: only the first is running
    expect(q.gates).toHaveLength(1);
    await q.openGates(() => q.finished.length === 8);
    expect((await Promise.all(answers)).map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(q.finished).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('refuses with 503, Retry-After and the Vietnamese envelope past the wait bound; the running request succeeds', async () => {
    const q = await queuedApp({ concurrency: 1, maxWaitMs: 30, maxQueue: 100 });
    app = q.app;
    const first = q.app.inject({ method: 'GET', url: '/api/work/1' });
    await tick();
    const started = Date.now();
    const waiting = await Promise.all([2, 3, 4].map((n) => q.app.inject({ method: 'GET', url: `/api/work/${n}` })));
    const waited = Date.now() - started;
    for (const answer of waiting) {
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('1');
      expect(answer.json()).toEqual(BUSY);
    }
    // generous: refused near the bound, never after seconds
    expect(waited).toBeLessThan(2_000);
    await q.openGates(() => q.finished.length === 1);
    expect((await first).statusCode).toBe(200);
    // no slot was lost to the refused requests
    const after = q.app.inject({ method: 'GET', url: '/api/work/5' });
    await q.openGates(() => q.finished.length === 2);
    expect((await after).statusCode).toBe(200);
  });

  it('refuses at once when the queue is full, and leaves exempt and non-API routes alone', async () => {
    const q = await queuedApp({ concurrency: 2, maxWaitMs: 60_000, maxQueue: 1 });
    app = q.app;
    const running = [
      q.app.inject({ method: 'GET', url: '/api/work/1' }),
      q.app.inject({ method: 'GET', url: '/api/work/2' }),
    ];
    await tick();
    const queued = q.app.inject({ method: 'GET', url: '/api/work/3' });
    await tick();
    const refused = await q.app.inject({ method: 'GET', url: '/api/work/4' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('1');
    expect(refused.json()).toEqual(BUSY);
    expect((await q.app.inject({ method: 'GET', url: '/api/free' })).statusCode).toBe(200);
    expect((await q.app.inject({ method: 'GET', url: '/outside' })).statusCode).toBe(200);
    await q.openGates(() => q.finished.length === 3);
    expect((await Promise.all([...running, queued])).map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(q.finished).toEqual([1, 2, 3]);
  });

  it('starts at most one request per turn of the event loop, so sockets are read between any two', async () => {
    app = Fastify();
    await app.register(errorsPlugin);
    await app.register(dbAdmissionPlugin, { concurrency: 2, maxWaitMs: 10_000, maxQueue: 100 });
    // a turn counter: a setImmediate chain advances once per turn of the loop
    let turn = 0;
    let counting = true;
    const count = () => {
      turn++;
      if (counting) setImmediate(count);
    };
    setImmediate(count);
    const turns: number[] = [];
    // answers without waiting for anything, as a PGlite request does (its statements run on this thread)
    app.get('/api/now', async () => {
      turns.push(turn);
      return { code: 200, message: 'OK', data: null };
    });
    await app.ready();
    const answers = await Promise.all(Array.from({ length: 6 }, () => app!.inject({ method: 'GET', url: '/api/now' })));
    counting = false;
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(turns).size).toBe(6);
  });

  it('passes the slot on when a waiting client leaves', async () => {
    const q = await queuedApp({ concurrency: 1, maxWaitMs: 60_000, maxQueue: 100 });
    app = q.app;
    await q.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(q.app.server.address() as { port: number }).port}`;
    const first = fetch(`${base}/api/work/1`);
    while (q.gates.length === 0) await tick();
    const leaving = new AbortController();
    const gone = fetch(`${base}/api/work/2`, { signal: leaving.signal }).catch(() => 'aborted');
    await new Promise((resolve) => setTimeout(resolve, 50));
    leaving.abort();
    expect(await gone).toBe('aborted');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const third = fetch(`${base}/api/work/3`);
    await q.openGates(() => q.finished.length === 2);
    expect((await first).status).toBe(200);
    expect((await third).status).toBe(200);
    expect(q.finished).toEqual([1, 3]);
  });
});

describe('the console on its test database', () => {
  const pglite = inject('testDatabase').kind === 'pglite';
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    // one request at a time, nobody waits: any overlap is refused
    t = await buildTestApp({ DB_QUEUE_CONCURRENCY: '1', DB_QUEUE_MAX_LENGTH: '0', DB_QUEUE_MAX_WAIT_MS: '1' });
    token = await t.login('canbo1');
  });
  afterAll(() => t.close());

  it.runIf(pglite)(
    'on PGlite: overlapping requests beyond capacity get 503 while others succeed; health still answers',
    async () => {
      const answers = await Promise.all([
        ...Array.from({ length: 10 }, () => t.request({ method: 'GET', url: '/api/admin/users?length=20', token })),
        t.request({ method: 'GET', url: '/api/health' }),
      ]);
      const health = answers.pop()!;
      expect(health.statusCode).toBe(200);
      expect(health.json()).toMatchObject({ code: 200, data: { database: 'ok' } });
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses).toContain(200);
      expect(statuses).toContain(503);
      for (const refused of answers.filter((a) => a.statusCode === 503)) {
        expect(refused.headers['retry-after']).toBe('1');
        expect(refused.json()).toEqual(BUSY);
      }
      // one at a time afterwards: all admitted
      expect((await t.request({ method: 'GET', url: '/api/admin/users?length=20', token })).statusCode).toBe(200);
    },
  );

  it.runIf(!pglite)('on PostgreSQL: no queue (the pool does the waiting)', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => t.request({ method: 'GET', url: '/api/admin/users?length=20', token })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
  });
});
