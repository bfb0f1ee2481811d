import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNAUTHENTICATED, userByName } from '../auth/auth-helpers.ts';
import { buildTestApp, type TestApp } from '../helper.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const url = '/api/admin/users';
const profile = (token: string) => t.request({ method: 'GET', url: '/api/admin/profile', token });
const changeStatus = (id: number, payload?: object) =>
  t.request({ method: 'PUT', url: `${url}/${id}/change-status`, token: admin, payload });

describe('locking an account ends its sessions', () => {
  it('PUT change-status: a token from before the lock stays dead after the unlock', async () => {
    const { id } = await userByName(t, 'canbo1');
    const laptop = await t.login('canbo1');
    const phone = await t.login('canbo1');
    const bystander = await t.login('canbo2');
    expect((await profile(laptop)).statusCode).toBe(200);

    expect((await changeStatus(id, { is_active: false })).json().data.entry.is_active).toBe(false);
    expect((await changeStatus(id, { is_active: true })).json().data.entry.is_active).toBe(true);

    for (const token of [laptop, phone]) {
      const answer = await profile(token);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual(UNAUTHENTICATED);
    }
    // the account itself works again with a new login; nobody else was signed out
    expect((await profile(await t.login('canbo1'))).statusCode).toBe(200);
    expect((await profile(bystander)).statusCode).toBe(200);
    expect((await profile(admin)).statusCode).toBe(200);
  });

  it('PUT change-status without a body toggles: the lock half ends the sessions too', async () => {
    const { id } = await userByName(t, 'yte1');
    const token = await t.login('yte1');
    expect((await changeStatus(id)).json().data.entry.is_active).toBe(false);
    expect((await changeStatus(id)).json().data.entry.is_active).toBe(true);
    expect((await profile(token)).statusCode).toBe(401);
  });

  it('PATCH with is_active false is a lock as well', async () => {
    const { id } = await userByName(t, 'congan1');
    const token = await t.login('congan1');
    const locked = await t.request({
      method: 'PATCH',
      url: `${url}/${id}`,
      token: admin,
      payload: { is_active: false },
    });
    expect(locked.json().data.entry.is_active).toBe(false);
    await t.request({ method: 'PATCH', url: `${url}/${id}`, token: admin, payload: { is_active: true } });
    expect((await profile(token)).statusCode).toBe(401);
  });

  it('an edit that does not lock leaves the sessions alone, and so does unlocking', async () => {
    const { id } = await userByName(t, 'thon1');
    const token = await t.login('thon1');
    await t.request({ method: 'PATCH', url: `${url}/${id}`, token: admin, payload: { full_name: 'Lò Văn Thôn' } });
    await changeStatus(id, { is_active: true });
    expect((await profile(token)).statusCode).toBe(200);
  });
});
