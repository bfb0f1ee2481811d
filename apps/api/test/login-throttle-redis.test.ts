import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.ts';
import { redisLoginThrottle } from '../src/modules/auth/login-throttle.ts';

// runs in the PostgreSQL pass of CI (npm run test:pg sets TEST_REDIS_URL); the database store is tested in auth/
describe.runIf(process.env.TEST_REDIS_URL)('login throttling with REDIS_URL', () => {
  let t: TestApp;
  let redis: Redis;
  beforeAll(async () => {
    redis = new Redis(process.env.TEST_REDIS_URL!);
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
    redis.disconnect();
  });

  it('blocks an account after 10 failures in the window, shared through Redis', async () => {
    const throttle = redisLoginThrottle(redis);
    const key = `user:test-${randomUUID()}`;
    for (let i = 0; i < 9; i++) await throttle.recordFailure([key]);
    expect(await throttle.isBlocked([key])).toBe(false);
    await throttle.recordFailure([key]);
    expect(await throttle.isBlocked([key])).toBe(true);
    // a second API node sees the same count
    const otherNode = new Redis(process.env.TEST_REDIS_URL!);
    expect(await redisLoginThrottle(otherNode).isBlocked([key])).toBe(true);
    otherNode.disconnect();
    expect(await redis.pttl(`login-failures:${key}`)).toBeGreaterThan(14 * 60_000);
    await throttle.clear(key);
    expect(await throttle.isBlocked([key])).toBe(false);
  });
});
