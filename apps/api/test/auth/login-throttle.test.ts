import { LOGIN_FAILURE_WINDOW_MS } from '@console/shared/domain/limits';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginFailures } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { BAD_CREDENTIALS, DEMO_PASSWORD, loginRequest, TOO_MANY_LOGINS } from './auth-helpers.ts';

// Each test uses its own accounts and its own client addresses, so the counters of one never reach another.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const WRONG = 'Wrong@2026';

describe('throttling per account', () => {
  it('answers 429 after 10 failures on one account, even with the right password and from a new address', async () => {
    for (let i = 1; i <= 10; i++) {
      const response = await loginRequest(t, 'canbo1', WRONG, `10.2.0.${i}`);
      expect(response.statusCode, `failure ${i}`).toBe(401);
      expect(response.json()).toEqual(BAD_CREDENTIALS);
    }
    const right = await loginRequest(t, 'canbo1', DEMO_PASSWORD, '10.2.1.1');
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual(TOO_MANY_LOGINS);
    // the block does not depend on the spelling of the name
    const upper = await loginRequest(t, 'CANBO1', DEMO_PASSWORD, '10.2.1.2');
    expect(upper.statusCode).toBe(429);
  });

  it('leaves other accounts alone, from the same address as the last failure', async () => {
    for (let i = 1; i <= 10; i++) await loginRequest(t, 'quantri1', WRONG, `10.3.0.${i}`);
    expect((await loginRequest(t, 'quantri1', DEMO_PASSWORD, '10.3.0.10')).statusCode).toBe(429);
    // 10.3.0.10 has a single failure: another account logs in from there
    const other = await loginRequest(t, 'quantri2', DEMO_PASSWORD, '10.3.0.10');
    expect(other.statusCode).toBe(200);
  });

  it('counts failures on an unknown user name as well', async () => {
    for (let i = 1; i <= 10; i++) await loginRequest(t, 'khongtontai', WRONG, `10.4.0.${i}`);
    const response = await loginRequest(t, 'khongtontai', WRONG, '10.4.1.1');
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual(TOO_MANY_LOGINS);
  });

  it('clears the account counter on a successful login under the limit', async () => {
    for (let i = 1; i <= 9; i++) expect((await loginRequest(t, 'thon1', WRONG, `10.5.0.${i}`)).statusCode).toBe(401);
    expect((await loginRequest(t, 'thon1', DEMO_PASSWORD, '10.5.1.1')).statusCode).toBe(200);
    // without the reset these would make 18 failures in the window
    for (let i = 1; i <= 9; i++) expect((await loginRequest(t, 'thon1', WRONG, `10.5.2.${i}`)).statusCode).toBe(401);
    expect((await loginRequest(t, 'thon1', DEMO_PASSWORD, '10.5.3.1')).statusCode).toBe(200);
  });

  it('stops blocking once the failures are older than 15 minutes', async () => {
    for (let i = 1; i <= 10; i++) await loginRequest(t, 'yte1', WRONG, `10.6.0.${i}`);
    expect((await loginRequest(t, 'yte1', DEMO_PASSWORD, '10.6.1.1')).statusCode).toBe(429);
    const past = new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS - 60_000);
    await t.database.db.update(loginFailures).set({ failedAt: past }).where(sql`${loginFailures.key} = 'user:yte1'`);
    expect((await loginRequest(t, 'yte1', DEMO_PASSWORD, '10.6.1.2')).statusCode).toBe(200);
  });
});

describe('throttling per client address', () => {
  it('answers 429 to an 11th user name after 10 failures on different names from one address', async () => {
    const ip = '10.7.0.1';
    for (let i = 1; i <= 10; i++) {
      const response = await loginRequest(t, `khach${i}`, WRONG, ip);
      expect(response.statusCode, `failure ${i}`).toBe(401);
    }
    const eleventh = await loginRequest(t, 'doanthe1', DEMO_PASSWORD, ip);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual(TOO_MANY_LOGINS);
    // the account itself is not blocked: from another address it logs in
    expect((await loginRequest(t, 'doanthe1', DEMO_PASSWORD, '10.7.0.2')).statusCode).toBe(200);
  });

  it('is not cleared by a successful login from that address', async () => {
    const ip = '10.8.0.1';
    for (let i = 1; i <= 9; i++) await loginRequest(t, `khachb${i}`, WRONG, ip);
    expect((await loginRequest(t, 'phongban1', DEMO_PASSWORD, ip)).statusCode).toBe(200);
    expect((await loginRequest(t, 'khachb10', WRONG, ip)).statusCode).toBe(401);
    expect((await loginRequest(t, 'phongban2', DEMO_PASSWORD, ip)).statusCode).toBe(429);
  });

  it('does not record blocked attempts as new failures', async () => {
    const ip = '10.9.0.1';
    for (let i = 1; i <= 10; i++) await loginRequest(t, 'chinhanh1', WRONG, ip);
    for (let i = 0; i < 5; i++) expect((await loginRequest(t, 'chinhanh1', WRONG, ip)).statusCode).toBe(429);
    const counted = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(loginFailures)
      .where(sql`${loginFailures.key} in ('user:chinhanh1', ${`ip:${ip}`})`);
    expect(counted[0].n).toBe(20);
  });
});
