import { eq } from 'drizzle-orm';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { testConfig } from '../test-config.ts';
import { setUser, UNAUTHENTICATED, userByName } from './auth-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const profile = (token?: string, headers?: Record<string, string>) =>
  t.request({ method: 'GET', url: '/api/admin/profile', token, headers });
const logout = (token?: string) => t.request({ method: 'POST', url: '/api/admin/logout', token });

describe('POST /api/admin/logout', () => {
  it('revokes the token: the same token then gets 401', async () => {
    const token = await t.login('canbo1');
    expect((await profile(token)).statusCode).toBe(200);
    const response = await logout(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, message: 'Đăng xuất thành công', data: null });

    const after = await profile(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(UNAUTHENTICATED);
    // a second logout with the spent token is refused too
    expect((await logout(token)).statusCode).toBe(401);
  });

  it('ends only that session: the user’s other tokens keep working', async () => {
    const laptop = await t.login('canbo2');
    const phone = await t.login('canbo2');
    expect((await logout(laptop)).statusCode).toBe(200);
    expect((await profile(laptop)).statusCode).toBe(401);
    expect((await profile(phone)).statusCode).toBe(200);
  });

  it('marks the session row revoked', async () => {
    const token = await t.login('quantri2');
    const { sid } = decodeJwt(token) as { sid: string };
    await logout(token);
    const [row] = await t.database.db.select().from(sessions).where(eq(sessions.id, sid));
    expect(row.revokedAt).toBeInstanceOf(Date);
  });

  it('answers 401 without a token', async () => {
    const response = await logout();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
  });
});

describe('locked accounts', () => {
  it('stop working at once when users.is_active turns false, and cannot log in again', async () => {
    const token = await t.login('thon1');
    expect((await profile(token)).statusCode).toBe(200);
    await setUser(t, 'thon1', { isActive: false });

    const locked = await profile(token);
    expect(locked.statusCode).toBe(401);
    expect(locked.json()).toEqual(UNAUTHENTICATED);

    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'thon1', password: 'Demo@2026' },
    });
    expect(login.statusCode).toBe(403);
    expect(login.json().message).toMatch(/^Tài khoản đã bị khoá/);

    // unlocking brings the same (unexpired, unrevoked) session back
    await setUser(t, 'thon1', { isActive: true });
    expect((await profile(token)).statusCode).toBe(200);
  });
});

describe('residents', () => {
  it('log in but get 403 on /api/admin/*', async () => {
    const token = await t.login('nguoidan1');
    for (const url of ['/api/admin/profile', '/api/admin/load-profile']) {
      const response = await t.request({ method: 'GET', url, token });
      expect(response.statusCode, url).toBe(403);
      expect(response.json()).toEqual({
        code: 403,
        message: 'Tài khoản người dân không được truy cập trang quản trị',
        data: null,
      });
    }
    const change = await t.request({
      method: 'PUT',
      url: '/api/admin/change-password',
      token,
      payload: { old_password: 'Demo@2026', password: 'Moi@20262026', password_confirmation: 'Moi@20262026' },
    });
    expect(change.statusCode).toBe(403);
  });
});

describe('tokens that do not authenticate', () => {
  it('no token → 401 envelope', async () => {
    const response = await profile();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
  });

  it.each([
    ['garbage', 'Bearer not-a-token'],
    ['a garbage JWT', 'Bearer aaa.bbb.ccc'],
    ['an empty bearer', 'Bearer '],
    ['another scheme', 'Basic YWRtaW46QWRtaW5AMTIzNDU='],
  ])('%s → 401 envelope', async (_, authorization) => {
    const response = await profile(undefined, { authorization });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
  });

  it('a token for a live session signed with another secret → 401', async () => {
    const real = await t.login('admin');
    const { sid, sub } = decodeJwt(real) as { sid: string; sub: string };
    const forged = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-0123456789'));
    const response = await profile(forged);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
    expect((await profile(real)).statusCode).toBe(200);
  });

  it('an unsigned (alg none) token → 401', async () => {
    const real = await t.login('admin');
    const { sid, sub } = decodeJwt(real) as { sid: string; sub: string };
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${encode({ alg: 'none' })}.${encode({ sid, sub, exp: Math.floor(Date.now() / 1000) + 3600 })}.`;
    expect((await profile(unsigned)).statusCode).toBe(401);
  });

  it('a correctly signed token naming another user’s session → 401', async () => {
    const key = new TextEncoder().encode(testConfig().TOKEN_SECRET!);
    const real = await t.login('canbo1');
    const { sid } = decodeJwt(real) as { sid: string };
    const admin = await userByName(t, 'admin');
    const swapped = await new SignJWT({ sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(admin.id))
      .setExpirationTime('1h')
      .sign(key);
    expect((await profile(swapped)).statusCode).toBe(401);
  });

  it('a token whose session has expired → 401', async () => {
    const token = await t.login('quantri1');
    const { sid } = decodeJwt(token) as { sid: string };
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, sid));
    const response = await profile(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
  });

  it('a token whose session row is gone → 401', async () => {
    const token = await t.login('quantri1');
    const { sid } = decodeJwt(token) as { sid: string };
    await t.database.db.delete(sessions).where(eq(sessions.id, sid));
    expect((await profile(token)).statusCode).toBe(401);
  });
});
