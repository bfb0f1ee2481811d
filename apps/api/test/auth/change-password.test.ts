import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper.ts';
import { BAD_CREDENTIALS, DEMO_PASSWORD, loginRequest, UNAUTHENTICATED, userByName } from './auth-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const NEW_PASSWORD = 'Moi@2026xyz';
const changePassword = (token: string, payload: object) =>
  t.request({ method: 'PUT', url: '/api/admin/change-password', token, payload });
const profileStatus = async (token: string) =>
  (await t.request({ method: 'GET', url: '/api/admin/profile', token })).statusCode;

describe('PUT /api/admin/change-password — refused', () => {
  let token: string;
  beforeAll(async () => {
    token = await t.login('quantri1');
  });

  it.each([
    [
      'a wrong old password',
      { old_password: 'Sai@2026', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      'Mật khẩu hiện tại không đúng',
    ],
    [
      'a mismatched confirmation',
      { old_password: DEMO_PASSWORD, password: NEW_PASSWORD, password_confirmation: 'Khac@2026xyz' },
      'Mật khẩu nhập lại không khớp',
    ],
    [
      'a new password under 8 characters',
      { old_password: DEMO_PASSWORD, password: 'Ab@1234', password_confirmation: 'Ab@1234' },
      'Mật khẩu mới phải có ít nhất 8 ký tự!',
    ],
    [
      'the same password again',
      { old_password: DEMO_PASSWORD, password: DEMO_PASSWORD, password_confirmation: DEMO_PASSWORD },
      'Mật khẩu mới phải khác mật khẩu hiện tại',
    ],
    [
      'a missing old password',
      { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      'Mật khẩu hiện tại không được trống!',
    ],
    [
      'a missing new password',
      { old_password: DEMO_PASSWORD, password_confirmation: NEW_PASSWORD },
      'Mật khẩu mới không được trống!',
    ],
    [
      'a missing confirmation',
      { old_password: DEMO_PASSWORD, password: NEW_PASSWORD },
      'Nhập lại mật khẩu không được trống!',
    ],
  ])('answers 400 for %s and keeps the password', async (_, payload, message) => {
    const response = await changePassword(token, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, message, data: null });
    expect(await profileStatus(token)).toBe(200);
  });

  it('left the old password working and the session alive', async () => {
    const hash = (await userByName(t, 'quantri1')).passwordHash;
    expect((await loginRequest(t, 'quantri1', DEMO_PASSWORD)).statusCode).toBe(200);
    expect((await userByName(t, 'quantri1')).passwordHash).toBe(hash);
  });

  it('answers 401 without a token', async () => {
    const response = await t.request({
      method: 'PUT',
      url: '/api/admin/change-password',
      payload: { old_password: DEMO_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHENTICATED);
  });
});

describe('PUT /api/admin/change-password — success', () => {
  it('sets the password, ends the other sessions and keeps the current one', async () => {
    const other = await t.login('canbo1');
    const another = await t.login('canbo1');
    const current = await t.login('canbo1');
    const bystander = await t.login('canbo2');
    const before = (await userByName(t, 'canbo1')).passwordHash;

    const response = await changePassword(current, {
      old_password: DEMO_PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, message: 'Đổi mật khẩu thành công', data: null });

    // other devices must sign in again; this one stays
    for (const token of [other, another]) {
      const answer = await t.request({ method: 'GET', url: '/api/admin/profile', token });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual(UNAUTHENTICATED);
    }
    expect(await profileStatus(current)).toBe(200);
    // another user is not touched
    expect(await profileStatus(bystander)).toBe(200);

    const after = (await userByName(t, 'canbo1')).passwordHash;
    expect(after).not.toBe(before);
    expect(after).toMatch(/^\$argon2/);

    const oldLogin = await loginRequest(t, 'canbo1', DEMO_PASSWORD, '10.20.0.1');
    expect(oldLogin.statusCode).toBe(401);
    expect(oldLogin.json()).toEqual(BAD_CREDENTIALS);
    const newLogin = await loginRequest(t, 'canbo1', NEW_PASSWORD, '10.20.0.2');
    expect(newLogin.statusCode).toBe(200);
    expect(await profileStatus(newLogin.json().data.token)).toBe(200);
  });

  it('can be changed again from the kept session, now with the new password as the old one', async () => {
    const current = await t.login('canbo2');
    const first = await changePassword(current, {
      old_password: DEMO_PASSWORD,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(first.statusCode).toBe(200);
    const stale = await changePassword(current, {
      old_password: DEMO_PASSWORD,
      password: 'Lan2@2026xyz',
      password_confirmation: 'Lan2@2026xyz',
    });
    expect(stale.json()).toEqual({ code: 400, message: 'Mật khẩu hiện tại không đúng', data: null });
    const second = await changePassword(current, {
      old_password: NEW_PASSWORD,
      password: 'Lan2@2026xyz',
      password_confirmation: 'Lan2@2026xyz',
    });
    expect(second.statusCode).toBe(200);
    expect((await loginRequest(t, 'canbo2', 'Lan2@2026xyz', '10.20.0.3')).statusCode).toBe(200);
  });

  it('accepts the seeded admin’s change too', async () => {
    const token = await t.login('admin');
    const response = await changePassword(token, {
      old_password: 'Admin@12345',
      password: 'Admin@67890',
      password_confirmation: 'Admin@67890',
    });
    expect(response.statusCode).toBe(200);
    expect((await loginRequest(t, 'admin', 'Admin@67890', '10.20.0.4')).statusCode).toBe(200);
  });
});
