import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loginFailures } from '../../src/db/schema/index.ts';
import { dbLoginThrottle, loginRule } from '../../src/modules/auth/login-throttle.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { describeLoginThrottling } from './login-throttle-suite.ts';

// the store without REDIS_URL (login_failures); the same suite runs on Redis in ../login-throttle-redis.test.ts
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describeLoginThrottling('database', () => ({
  inject: (options) => t.app.inject(options),
  throttle: (now) => dbLoginThrottle(t.database.db, now),
}));

it('drops entries older than every window now and then, so login_failures holds about an hour', async () => {
  let now = Date.now() - 61 * 60_000;
  const throttle = dbLoginThrottle(t.database.db, () => now);
  const old = loginRule(`old-${randomUUID()}`, '10.95.0.1');
  await throttle.attempt(old);
  now = Date.now();
  for (let i = 0; i < 99; i++) await throttle.attempt(loginRule(`new-${i}-${randomUUID()}`, '10.95.0.2'));
  const left = await t.database.db.select().from(loginFailures).where(eq(loginFailures.key, old.account!));
  expect(left).toEqual([]);
});
