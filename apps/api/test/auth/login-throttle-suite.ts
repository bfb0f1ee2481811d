import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loginRule, resetRule, type LoginThrottle } from '../../src/modules/auth/login-throttle.ts';
import { BAD_CREDENTIALS, DEMO_PASSWORD } from './auth-helpers.ts';

/** what the suite needs from a store: the app wired to it, and more throttles on it with a clock the test moves */
export interface ThrottleHarness {
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  throttle(now: () => number): LoginThrottle;
}

const WRONG = 'Wrong@2026';
const SECOND = 1000;
const MINUTE = 60 * SECOND;

export const delayed = (seconds: number) => ({
  code: 429,
  message: `Bạn đã đăng nhập sai nhiều lần, vui lòng thử lại sau ${seconds} giây`,
  data: null,
});
const addressLimited = (minutes: number) => ({
  code: 429,
  message: `Có quá nhiều lần đăng nhập sai từ mạng của bạn, vui lòng thử lại sau ${minutes} phút`,
  data: null,
});

/**
 * The behaviour both stores must share (login_failures without REDIS_URL, Redis with it). The app reads the time from
 * Date, frozen here and moved by hand, so a 60-second delay passes without waiting for it.
 */
export function describeLoginThrottling(store: string, harness: () => ThrottleHarness) {
  const login = (username: string, password: string, ip: string) =>
    harness().inject({ method: 'POST', url: '/api/auth/login', payload: { username, password }, remoteAddress: ip });
  const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);
  const retryAfter = (response: LightMyRequestResponse) => Number(response.headers['retry-after']);

  /** `n` wrong passwords for `username` that reach the password check, waiting out each delay met on the way */
  async function fail(username: string, n: number, ip: string) {
    for (let done = 0, tries = 0; done < n; tries++) {
      expect(tries, `${username}: refused too often`).toBeLessThan(2 * n + 1);
      const response = await login(username, WRONG, ip);
      if (response.statusCode === 401) done++;
      else {
        expect(response.statusCode).toBe(429);
        expect(retryAfter(response), 'Retry-After').toBeGreaterThan(0);
        advance(retryAfter(response) * SECOND);
      }
    }
  }

  describe(`login throttling per account (${store})`, () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('slows an account down after 5 free failures, by a delay doubling from 1 s to 60 s, then lets its owner in', async () => {
      let ip = 0;
      // the account is slowed down whatever address the guesses come from
      const from = () => `10.60.0.${++ip}`;
      for (let i = 1; i <= 5; i++)
        expect((await login('canbo1', WRONG, from())).json(), `failure ${i}`).toEqual(BAD_CREDENTIALS);
      for (const seconds of [1, 2, 4, 8, 16, 32, 60, 60]) {
        // refused before the password is checked: even the right one, in any letter case
        const right = await login('canbo1', DEMO_PASSWORD, from());
        expect(right.statusCode).toBe(429);
        expect(right.json()).toEqual(delayed(seconds));
        expect(retryAfter(right)).toBe(seconds);
        expect((await login('CANBO1', DEMO_PASSWORD, from())).statusCode).toBe(429);
        advance(seconds * SECOND - 1);
        expect(retryAfter(await login('canbo1', WRONG, from()))).toBe(1);
        advance(1);
        expect((await login('canbo1', WRONG, from())).statusCode).toBe(401);
      }
      advance(60 * SECOND);
      expect((await login('canbo1', DEMO_PASSWORD, from())).statusCode).toBe(200);
    });

    it('does not count refused attempts, so they neither lengthen the delay nor use up the free failures', async () => {
      const ip = '10.61.0.1';
      await fail('quantri1', 7, ip);
      advance(SECOND);
      for (let i = 0; i < 5; i++) {
        const refused = await login('quantri1', i % 2 ? DEMO_PASSWORD : WRONG, ip);
        expect(refused.json()).toEqual(delayed(3));
        expect(retryAfter(refused)).toBe(3);
      }
      advance(3 * SECOND);
      expect((await login('quantri1', WRONG, ip)).statusCode).toBe(401);
      // the eighth failure: 8 s, as if the refused attempts had never been made
      expect(retryAfter(await login('quantri1', DEMO_PASSWORD, ip))).toBe(8);
    });

    it('forgets the failures of an account on its next success', async () => {
      const ip = '10.62.0.1';
      await fail('thon1', 6, ip);
      advance(2 * SECOND);
      expect((await login('thon1', DEMO_PASSWORD, ip)).statusCode).toBe(200);
      for (let i = 1; i <= 5; i++) expect((await login('thon1', WRONG, ip)).statusCode, `failure ${i}`).toBe(401);
      expect(retryAfter(await login('thon1', WRONG, ip))).toBe(1);
    });

    it('forgets failures older than an hour', async () => {
      const ip = '10.63.0.1';
      await fail('yte1', 8, ip);
      advance(60 * MINUTE);
      for (let i = 1; i <= 5; i++) expect((await login('yte1', WRONG, ip)).statusCode, `failure ${i}`).toBe(401);
      expect(retryAfter(await login('yte1', WRONG, ip))).toBe(1);
    });

    it('slows an unknown user name down exactly like an account, so the answers do not tell which names exist', async () => {
      const ip = '10.64.0.1';
      const name = `khongtontai-${randomUUID().slice(0, 8)}`;
      for (let i = 1; i <= 5; i++) expect((await login(name, WRONG, ip)).json()).toEqual(BAD_CREDENTIALS);
      const refused = await login(name, WRONG, ip);
      expect(refused.json()).toEqual(delayed(1));
      expect(retryAfter(refused)).toBe(1);
    });

    it('lets only the free failures through when guesses arrive in parallel', async () => {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => login('congan1', WRONG, `10.65.0.${i + 1}`)),
      );
      const statuses = answers.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
    });
  });

  describe(`login throttling per client address (${store})`, () => {
    beforeEach(() => {
      vi.useFakeTimers({ toFake: ['Date'] });
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it("never refuses another account's right password because of one account's failures from the same address", async () => {
      const office = '10.70.0.1';
      await fail('phongban1', 10, office);
      expect((await login('phongban2', DEMO_PASSWORD, office)).statusCode).toBe(200);
      // one attacked account adds at most its 5 free failures to the address, however long it is attacked
      await fail('phongban1', 30, office);
      expect((await login('phongban2', DEMO_PASSWORD, office)).statusCode).toBe(200);
    });

    it('refuses an address at 100 failures of accounts in their free failures, for 15 minutes from the oldest', async () => {
      const ip = '10.71.0.1';
      const spray = (i: number) => `thu-${i}-${randomUUID().slice(0, 8)}`;
      // 5 counted, then 10 behind the delay that are not: 303 s of delays
      await fail('chinhanh1', 15, ip);
      for (let i = 1; i <= 94; i++) expect((await login(spray(i), WRONG, ip)).statusCode, `name ${i}`).toBe(401);
      // 99 counted: still open, and a success is not counted
      expect((await login('doanthe1', DEMO_PASSWORD, ip)).statusCode).toBe(200);
      expect((await login(spray(95), WRONG, ip)).statusCode).toBe(401);
      const refused = await login('doanthe2', DEMO_PASSWORD, ip);
      expect(refused.statusCode).toBe(429);
      expect(retryAfter(refused)).toBe(900 - 303);
      expect(refused.json()).toEqual(addressLimited(10));
      // refused attempts are not counted either, and other addresses are not concerned
      expect(retryAfter(await login(spray(96), WRONG, ip))).toBe(900 - 303);
      expect((await login('doanthe2', DEMO_PASSWORD, '10.71.0.2')).statusCode).toBe(200);
      // the 5 oldest failures leave the window
      advance((900 - 303) * SECOND);
      expect((await login('doanthe2', DEMO_PASSWORD, ip)).statusCode).toBe(200);
    });
  });

  describe(`throttle store (${store})`, () => {
    let now = 0;
    const clock = () => now;
    beforeEach(() => {
      now = Date.now();
    });

    it('allows at most 69 failures of one account in an hour, well under the 100 of ASVS 2.2.1', async () => {
      const throttle = harness().throttle(clock);
      const rule = loginRule(`asvs-${randomUUID()}`, '10.80.0.1');
      const end = now + 60 * MINUTE;
      let failures = 0;
      while (now < end) {
        const verdict = await throttle.attempt(rule);
        if (verdict.allowed) failures++;
        else now += verdict.retryAfterSeconds * SECOND;
      }
      expect(failures).toBe(69);
    });

    it('counts every reset request of an address, 10 in 15 minutes, and tells when the oldest leaves', async () => {
      const throttle = harness().throttle(clock);
      const rule = resetRule(`10.81.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`);
      for (let i = 0; i < 10; i++) {
        expect((await throttle.attempt(rule)).allowed, `request ${i + 1}`).toBe(true);
        now += MINUTE;
      }
      expect(await throttle.attempt(rule)).toEqual({ allowed: false, reason: 'address', retryAfterSeconds: 5 * 60 });
      now += 5 * MINUTE;
      expect((await throttle.attempt(rule)).allowed).toBe(true);
    });

    it('shares its counts between API nodes', async () => {
      const [node1, node2] = [harness().throttle(clock), harness().throttle(clock)];
      const rule = loginRule(`node-${randomUUID()}`, '10.82.0.1');
      for (let i = 0; i < 5; i++) expect((await node1.attempt(rule)).allowed).toBe(true);
      expect(await node2.attempt(rule)).toEqual({ allowed: false, reason: 'account', retryAfterSeconds: 1 });
      now += SECOND;
      const verdict = await node2.attempt(rule);
      expect(verdict.allowed).toBe(true);
      if (verdict.allowed) await node2.succeeded(verdict.ticket);
      expect((await node1.attempt(rule)).allowed).toBe(true);
    });
  });
}
