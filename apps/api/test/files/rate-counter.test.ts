import { randomInt, randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { consumeRateLimits, dbRateCounter, redisRateCounter } from '../../src/modules/files/rate-counter.ts';
import { buildTestApp, openTestDatabase, type TestApp } from '../helper.ts';
import { testConfig } from '../test-config.ts';
import { multipart, PNG } from './multipart.ts';

describe('rate counters in the database (no REDIS_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('counts concurrent hits exactly once each, and answers the time left in the window', async () => {
    const counter = dbRateCounter(t.database.db);
    const key = `test:${randomUUID()}`;
    const results = await Promise.all(Array.from({ length: 20 }, () => counter.hit(key, 60_000)));
    expect(results.map((r) => r.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(Math.min(...results.map((r) => r.resetInMs))).toBeGreaterThan(55_000);
  });

  it('a passed window starts again at 1', async () => {
    const counter = dbRateCounter(t.database.db);
    const key = `test:${randomUUID()}`;
    await counter.hit(key, 1);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await counter.hit(key, 60_000)).hits).toBe(1);
  });

  it('consumeRateLimits answers the wait of the rule that is over its limit', async () => {
    const counter = dbRateCounter(t.database.db);
    const [a, b] = [`test:${randomUUID()}`, `test:${randomUUID()}`];
    const rules = [
      { key: a, limit: 5, windowMs: 60_000 },
      { key: b, limit: 1, windowMs: 3_600_000 },
    ];
    expect(await consumeRateLimits(counter, rules)).toBe(0);
    const wait = await consumeRateLimits(counter, rules);
    expect(wait).toBeGreaterThan(3_500);
    expect(wait).toBeLessThanOrEqual(3_600);
  });
});

// runs in the PostgreSQL pass (npm run test:pg sets TEST_REDIS_URL)
describe.runIf(process.env.TEST_REDIS_URL)('rate counters with REDIS_URL', () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(process.env.TEST_REDIS_URL!);
  });
  afterAll(() => redis.disconnect());

  it('counts in Redis with the window as expiry, seen by every node', async () => {
    const key = `test:${randomUUID()}`;
    const node1 = redisRateCounter(redis);
    const other = new Redis(process.env.TEST_REDIS_URL!);
    const node2 = redisRateCounter(other);
    expect((await node1.hit(key, 60_000)).hits).toBe(1);
    const second = await node2.hit(key, 60_000);
    other.disconnect();
    expect(second.hits).toBe(2);
    expect(second.resetInMs).toBeGreaterThan(55_000);
    expect(await redis.pttl(`rate:${key}`)).toBeGreaterThan(55_000);
  });

  it('two API nodes share the guest upload limit of an address', async () => {
    const { database, drop } = await openTestDatabase();
    const config = testConfig({ DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'console-test-')) });
    const nodes = await Promise.all(
      [1, 2].map(() => buildApp({ config, database, redis, tokenSecret: config.TOKEN_SECRET! })),
    );
    try {
      const ip = `10.${randomInt(255)}.${randomInt(255)}.${randomInt(255)}`;
      const send = (n: number) => {
        const body = multipart([{ name: 'anh.png', content: PNG }]);
        return nodes[n % 2].inject({
          method: 'POST',
          url: '/api/files',
          payload: body.payload,
          headers: body.headers,
          remoteAddress: ip,
        });
      };
      for (let i = 0; i < 30; i++) expect((await send(i)).statusCode).toBe(200);
      expect((await send(0)).statusCode).toBe(429);
      expect((await send(1)).statusCode).toBe(429);
    } finally {
      await Promise.all(nodes.map((node) => node.close()));
      await drop();
    }
  });
});
