import { randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loginRule, redisLoginThrottle } from '../src/modules/auth/login-throttle.ts';
import { describeLoginThrottling } from './auth/login-throttle-suite.ts';
import { openTestDatabase } from './helper.ts';
import { testConfig } from './test-config.ts';

// runs in the PostgreSQL pass of CI (npm run test:pg sets TEST_REDIS_URL); the same suite runs on the database store
// in auth/login-throttle.test.ts
describe.runIf(process.env.TEST_REDIS_URL)('login throttling with REDIS_URL', () => {
  // every key of this run under its own prefix: earlier runs and other files cannot reach these counts
  const prefix = `test-${randomUUID()}:`;
  let redis: Redis;
  let app: FastifyInstance;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    redis = new Redis(process.env.TEST_REDIS_URL!, { keyPrefix: prefix });
    const opened = await openTestDatabase();
    drop = opened.drop;
    const config = testConfig({ DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'console-test-')) });
    app = await buildApp({ config, database: opened.database, redis, tokenSecret: config.TOKEN_SECRET! });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await drop();
    const plain = new Redis(process.env.TEST_REDIS_URL!);
    const keys = await plain.keys(`${prefix}*`);
    if (keys.length) await plain.del(...keys);
    plain.disconnect();
    redis.disconnect();
  });

  describeLoginThrottling('Redis', () => ({
    inject: (options) => app.inject(options),
    throttle: (now) => redisLoginThrottle(redis, now),
  }));

  it('keeps an account no longer than its hour, and an address no longer than its 15 minutes', async () => {
    const rule = loginRule(`ttl-${randomUUID()}`, `10.90.0.${Math.floor(Math.random() * 250)}`);
    expect((await redisLoginThrottle(redis).attempt(rule)).allowed).toBe(true);
    const account = await redis.pttl(`login-attempts:${rule.account}`);
    const address = await redis.pttl(`login-attempts:${rule.address}`);
    expect(account).toBeGreaterThan(59 * 60_000);
    expect(account).toBeLessThanOrEqual(60 * 60_000);
    expect(address).toBeGreaterThan(14 * 60_000);
    expect(address).toBeLessThanOrEqual(15 * 60_000);
  });
});
