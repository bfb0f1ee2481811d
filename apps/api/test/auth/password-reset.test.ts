import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets } from '../../src/db/schema/index.ts';
import { drainResetQueue } from '../../src/modules/auth/reset-queue-plugin.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import {
  DEMO_PASSWORD,
  loginRequest,
  outboxMailsTo,
  RESET_LINK,
  resetTokenFromMail,
  setUser,
  UNAUTHENTICATED,
  userByName,
} from './auth-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const INVALID = { code: 400, message: 'Đường dẫn đặt lại mật khẩu không hợp lệ hoặc đã hết hạn', data: null };
const NEW_PASSWORD = 'DatLai@2026';

// each request from its own address: reset requests are limited per IP (tested below)
let requests = 0;
async function requestReset(email: string, remoteAddress = `10.1.0.${++requests}`) {
  const response = await t.request({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { email },
    remoteAddress,
  });
  // the mail is sent by a job outside the request (reset-queue-plugin.ts)
  await drainResetQueue(t.app);
  return response;
}
const checkToken = (token: string) => t.request({ method: 'GET', url: `/api/auth/forgot-password/${token}` });
const setPassword = (
  token: string,
  payload: object = { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
) => t.request({ method: 'POST', url: `/api/auth/forgot-password/${token}`, payload });

/** gives the account an address and asks for a reset link; answers the token from the mail */
async function resetTokenFor(username: string, email: string) {
  await setUser(t, username, { email });
  expect((await requestReset(email)).statusCode).toBe(200);
  return resetTokenFromMail(t, email);
}

describe('POST /api/auth/reset-password', () => {
  it('gives the same answer for a known and an unknown address, and mails only the known one', async () => {
    await setUser(t, 'canbo1', { email: 'canbo1@example.vn' });
    const known = await requestReset('canbo1@example.vn');
    const unknown = await requestReset('khongai@example.vn');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(known.json()).toMatchObject({ code: 200, data: null });

    expect(await outboxMailsTo(t, 'khongai@example.vn')).toEqual([]);
    const mails = await outboxMailsTo(t, 'canbo1@example.vn');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(RESET_LINK);
    expect(mails[0]).toContain('canbo1');
  });

  it('matches the address without regard to case', async () => {
    await setUser(t, 'quantri1', { email: 'QuanTri1@Example.vn' });
    expect((await requestReset('quantri1@example.VN')).statusCode).toBe(200);
    expect(await outboxMailsTo(t, 'quantri1@example.vn')).toHaveLength(1);
  });

  it('sends nothing for a locked account', async () => {
    await setUser(t, 'yte1', { email: 'yte1@example.vn', isActive: false });
    expect((await requestReset('yte1@example.vn')).statusCode).toBe(200);
    expect(await outboxMailsTo(t, 'yte1@example.vn')).toEqual([]);
  });

  it.each([
    ['a missing email', {}, 'Email không được trống!'],
    ['a malformed email', { email: 'not-an-email' }, 'Email không đúng định dạng!'],
  ])('answers 400 for %s', async (_, payload, message) => {
    const response = await t.request({ method: 'POST', url: '/api/auth/reset-password', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, message, data: null });
  });
});

describe('reset request throttling', () => {
  it('answers 429 after 10 requests from one IP in 15 minutes, and sends nothing more', async () => {
    for (let i = 0; i < 10; i++) expect((await requestReset('khongai@example.vn', '10.9.9.9')).statusCode).toBe(200);
    const blocked = await requestReset('khongai@example.vn', '10.9.9.9');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      code: 429,
      message: 'Bạn đã gửi quá nhiều yêu cầu đặt lại mật khẩu, vui lòng thử lại sau 15 phút',
      data: null,
    });
    expect((await requestReset('khongai@example.vn', '10.9.9.10')).statusCode).toBe(200);
  });
});

describe('GET /api/auth/forgot-password/{token}', () => {
  it('answers 200 for the mailed token', async () => {
    const token = await resetTokenFor('quantri2', 'quantri2@example.vn');
    const response = await checkToken(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 200, data: { valid: true } });
  });

  it.each([
    ['an unknown token', randomBytes(32).toString('base64url')],
    ['a short token', 'abc'],
    ['a 100-character token', 'x'.repeat(100)],
  ])('answers 400 with the Vietnamese message for %s', async (_, token) => {
    const response = await checkToken(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID);
  });

  it('does not accept the stored hash in place of the token', async () => {
    const token = await resetTokenFor('phutrach1', 'phutrach1@example.vn');
    const user = await userByName(t, 'phutrach1');
    const [row] = await t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(row.tokenHash).not.toBe(token);
    expect((await checkToken(row.tokenHash)).statusCode).toBe(400);
  });
});

describe('POST /api/auth/forgot-password/{token}', () => {
  it('sets the password once, revokes every session, and the new password logs in', async () => {
    const sessionA = await t.login('canbo2');
    const sessionB = await t.login('canbo2');
    const token = await resetTokenFor('canbo2', 'canbo2@example.vn');

    const response = await setPassword(token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 200, data: null });

    for (const session of [sessionA, sessionB]) {
      const answer = await t.request({ method: 'GET', url: '/api/admin/profile', token: session });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual(UNAUTHENTICATED);
    }
    expect((await userByName(t, 'canbo2')).passwordHash).toMatch(/^\$argon2/);
    expect((await loginRequest(t, 'canbo2', NEW_PASSWORD)).statusCode).toBe(200);
    expect((await loginRequest(t, 'canbo2', DEMO_PASSWORD, '10.30.0.1')).statusCode).toBe(401);

    // single use
    expect((await checkToken(token)).json()).toEqual(INVALID);
    const again = await setPassword(token, { password: 'LanHai@2026', password_confirmation: 'LanHai@2026' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(INVALID);
    expect((await loginRequest(t, 'canbo2', 'LanHai@2026', '10.30.0.2')).statusCode).toBe(401);
  });

  it('refuses an expired token (older than 60 minutes) and keeps the password', async () => {
    const token = await resetTokenFor('thon1', 'thon1@example.vn');
    const user = await userByName(t, 'thon1');
    const [row] = await t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    // issued with a 60-minute life
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(59 * 60_000);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeLessThanOrEqual(61 * 60_000);

    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, user.id));
    expect((await checkToken(token)).json()).toEqual(INVALID);
    const response = await setPassword(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID);
    expect((await loginRequest(t, 'thon1', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it.each([
    ['an unknown token', randomBytes(32).toString('base64url')],
    ['a short token', 'abc'],
  ])('refuses %s', async (_, token) => {
    const response = await setPassword(token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(INVALID);
  });

  it.each([
    [
      'a mismatched confirmation',
      { password: NEW_PASSWORD, password_confirmation: 'Khac@2026xyz' },
      'Mật khẩu nhập lại không khớp',
    ],
    [
      'a password under 8 characters',
      { password: 'Ab@123', password_confirmation: 'Ab@123' },
      'Mật khẩu mới phải có ít nhất 8 ký tự!',
    ],
    ['a missing password', { password_confirmation: NEW_PASSWORD }, 'Mật khẩu mới không được trống!'],
  ])('answers 400 for %s and leaves the token usable', async (_, payload, message) => {
    const username = 'congan1';
    const token = await resetTokenFor(username, 'congan1@example.vn');
    const response = await setPassword(token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, message, data: null });
    expect((await checkToken(token)).statusCode).toBe(200);
  });

  it('mails a distinct working token for each request', async () => {
    await setUser(t, 'doanthe1', { email: 'doanthe1@example.vn' });
    await requestReset('doanthe1@example.vn');
    await requestReset('doanthe1@example.vn');
    const tokens = (await outboxMailsTo(t, 'doanthe1@example.vn')).map((mail) => RESET_LINK.exec(mail)![1]);
    expect(tokens).toHaveLength(2);
    expect(tokens[0]).not.toBe(tokens[1]);
    expect((await setPassword(tokens[1])).statusCode).toBe(200);
    expect((await loginRequest(t, 'doanthe1', NEW_PASSWORD)).statusCode).toBe(200);
    // the earlier link died with the reset
    expect((await checkToken(tokens[0])).statusCode).toBe(400);
  });
});
