import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper.ts';
import { TEST_ADMIN_PASSWORD } from '../test-config.ts';
import { sessions } from '../../src/db/schema/index.ts';
import { BAD_CREDENTIALS, DEMO_PASSWORD, loginRequest, setUser, userByName } from './auth-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('POST /api/auth/login — success', () => {
  it('answers the token and the user with role, permissions, units and kyc', async () => {
    const response = await loginRequest(t, 'canbo1', DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ code: 200, message: 'Đăng nhập thành công' });
    expect(body.data.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);

    const entry = body.data.entry;
    expect(entry).toMatchObject({ username: 'canbo1', role_id: 6, role: { id: 6, field: 'ward', scope: 'ward' } });
    expect(entry.role.permissions.length).toBeGreaterThan(0);
    for (const permission of entry.role.permissions) {
      expect(Object.keys(permission).sort()).toEqual(['action', 'subject']);
      expect(permission.action).toEqual(expect.any(String));
      expect(permission.subject).toEqual(expect.any(String));
    }
    expect(entry.ward_id).toEqual(expect.any(Number));
    expect(entry.ward_name).toEqual(expect.any(String));
    expect(entry.ward_name.length).toBeGreaterThan(0);
    expect(entry.province_name).toEqual(expect.any(String));
    expect(entry.kyc).toEqual({ full_name: 'Nguyễn Thị Hoa', dob: null, sex: null, id_card_number: null });
    // nothing secret leaks into the user
    expect(JSON.stringify(entry)).not.toMatch(/argon2|password/i);

    // the token works on the console
    const profile = await t.request({ method: 'GET', url: '/api/admin/profile', token: body.data.token });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.entry).toEqual(entry);
  });

  it('gives the village officer (role 8) the village name', async () => {
    const response = await loginRequest(t, 'thon1', DEMO_PASSWORD);
    expect(response.statusCode).toBe(200);
    const { entry } = response.json().data;
    expect(entry.role).toMatchObject({ id: 8, field: 'village' });
    expect(entry.village_id).toEqual(expect.any(Number));
    expect(entry.village_name).toEqual(expect.any(String));
  });

  it('logs in the seeded admin with every permission level', async () => {
    const response = await loginRequest(t, 'admin', TEST_ADMIN_PASSWORD);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.entry.role).toMatchObject({ field: 'admin', scope: 'all' });
  });

  it('issues a new token on each login', async () => {
    const a = await t.login('quantri1');
    const b = await t.login('quantri1');
    expect(a).not.toBe(b);
  });
});

describe('POST /api/auth/login — failures', () => {
  it('answers a wrong password and an unknown user identically', async () => {
    const wrongPassword = await loginRequest(t, 'canbo2', 'Wrong@2026', '10.1.0.1');
    const unknownUser = await loginRequest(t, 'khongtontai', 'Wrong@2026', '10.1.0.2');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(wrongPassword.statusCode);
    expect(unknownUser.body).toBe(wrongPassword.body);
    expect(wrongPassword.json()).toEqual(BAD_CREDENTIALS);
  });

  it('answers a locked account the same whether the password is right or wrong, and never counts it as a failure', async () => {
    await setUser(t, 'yte2', { isActive: false });
    const right = await loginRequest(t, 'yte2', DEMO_PASSWORD, '10.1.0.4');
    const wrong = await loginRequest(t, 'yte2', 'Wrong@2026', '10.1.0.3');
    expect(right.json()).toEqual({
      code: 403,
      message: 'Tài khoản đã bị khoá, vui lòng liên hệ quản trị viên',
      data: null,
    });
    // the answer cannot confirm a guessed password
    expect(wrong.statusCode).toBe(right.statusCode);
    expect(wrong.body).toBe(right.body);
    for (let i = 0; i < 8; i++) expect((await loginRequest(t, 'yte2', 'Wrong@2026', '10.1.0.3')).body).toBe(right.body);
    // none of these were failures: unlocked, the account signs in at once, with no delay to wait out
    await setUser(t, 'yte2', { isActive: true });
    expect((await loginRequest(t, 'yte2', DEMO_PASSWORD, '10.1.0.4')).statusCode).toBe(200);
  });

  it.each([
    ['a missing username', { password: DEMO_PASSWORD }, 'Tên đăng nhập không được trống!'],
    ['a blank username', { username: '   ', password: DEMO_PASSWORD }, 'Tên đăng nhập không được trống!'],
    ['a missing password', { username: 'canbo1' }, 'Mật khẩu không được trống!'],
    ['an empty password', { username: 'canbo1', password: '' }, 'Mật khẩu không được trống!'],
    ['no fields at all (first field reported)', {}, 'Tên đăng nhập không được trống!'],
  ])('answers 400 for %s', async (_, payload, message) => {
    const response = await t.request({ method: 'POST', url: '/api/auth/login', payload, remoteAddress: '10.1.0.5' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, message, data: null });
  });

  it('does not count a validation error as a failed login', async () => {
    for (let i = 0; i < 12; i++) {
      await t.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'congan1' },
        remoteAddress: '10.1.0.6',
      });
    }
    const response = await loginRequest(t, 'congan1', DEMO_PASSWORD, '10.1.0.6');
    expect(response.statusCode).toBe(200);
  });
});

describe('password storage', () => {
  it('stores argon2 hashes, never the password', async () => {
    for (const username of ['admin', 'canbo1', 'nguoidan1']) {
      const user = await userByName(t, username);
      expect(user.passwordHash).toMatch(/^\$argon2(id|i|d)\$/);
      expect(user.passwordHash).not.toContain(username === 'admin' ? TEST_ADMIN_PASSWORD : DEMO_PASSWORD);
    }
  });

  it('gives each account its own salt', async () => {
    const admin = await userByName(t, 'admin');
    const canbo = await userByName(t, 'canbo1');
    expect(admin.passwordHash).not.toBe(canbo.passwordHash);
  });
});

describe('POST /api/auth/login with portal admin (the console)', () => {
  it('refuses residents without issuing a token, and signs staff in as usual', async () => {
    const sessionsBefore = await t.database.db.$count(sessions);
    const resident = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'nguoidan1', password: 'Demo@2026', portal: 'admin' },
    });
    expect(resident.json()).toEqual({
      code: 403,
      message: 'Tài khoản người dân không được truy cập trang quản trị',
      data: null,
    });
    expect(await t.database.db.$count(sessions)).toBe(sessionsBefore);
    const staff = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'canbo1', password: 'Demo@2026', portal: 'admin' },
    });
    expect(staff.statusCode).toBe(200);
    const app = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'nguoidan1', password: 'Demo@2026' },
    });
    expect(app.statusCode).toBe(200);
  });
});
