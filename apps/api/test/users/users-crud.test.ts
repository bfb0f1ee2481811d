import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUnits } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helper.ts';

let t: TestApp;
let units: Awaited<ReturnType<typeof demoUnits>>;
let wardAdmin: string;
let officer: string;
let province: string;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  units = await demoUnits(t);
  [wardAdmin, officer, province, admin] = await Promise.all(
    ['quantri1', 'canbo1', 'tinh', 'admin'].map((u) => t.login(u)),
  );
});
afterAll(() => t.close());

const url = '/api/admin/users';
const create = (token: string, payload: Record<string, unknown>) => t.request({ method: 'POST', url, token, payload });
const base = () => ({ full_name: 'Nguyễn Văn Mới', role_id: 6, ward_id: units.ward1 });

describe('GET /api/admin/users', () => {
  it('lists only the caller’s units, with role and unit names', async () => {
    const ward = (await t.request({ method: 'GET', url: `${url}?length=100`, token: officer })).json().data;
    // ten ward accounts, the district officer (whose scope is this ward) and the two residents waiting for
    // verification (issue 19, seed-demo-app-users.ts)
    expect(ward.total).toBe(13);
    expect(ward.entries.every((u: { ward_id: number }) => u.ward_id === units.ward1)).toBe(true);
    expect(ward.entries[0]).toMatchObject({ role_name: expect.any(String), ward_name: expect.stringMatching(/^Xã /) });
    expect(JSON.stringify(ward.entries)).not.toMatch(/password|argon2/);
    const wide = (await t.request({ method: 'GET', url: `${url}?length=1`, token: province })).json().data.total;
    const all = (await t.request({ method: 'GET', url: `${url}?length=1`, token: admin })).json().data.total;
    expect(wide).toBe(24); // both wards' accounts, the province and district officers
    expect(all).toBe(26); // plus admin and root
  });

  it('searches name without diacritics, username, phone and id card; filters by role and status', async () => {
    const byName = (
      await t.request({ method: 'GET', url: `${url}?keyword=${encodeURIComponent('nguyen thi hoa')}`, token: officer })
    ).json().data;
    expect(byName.entries.map((u: { username: string }) => u.username)).toEqual(['canbo1']);
    const byRole = (await t.request({ method: 'GET', url: `${url}?role_id=8`, token: province })).json().data;
    expect(byRole.entries.map((u: { username: string }) => u.username).sort()).toEqual(['thon1', 'thon2']);
    const bad = await t.request({ method: 'GET', url: `${url}?is_active=maybe`, token: officer });
    expect(bad.json().message).toBe('Trạng thái tài khoản không đúng định dạng!');
  });

  it('cannot be widened with unit filters', async () => {
    const other = (await t.request({ method: 'GET', url: `${url}?ward_id=${units.ward2}`, token: officer })).json()
      .data;
    expect(other.total).toBe(0);
  });

  it('refuses roles without the list permission', async () => {
    expect((await t.request({ method: 'GET', url, token: await t.login('yte1') })).statusCode).toBe(403);
  });
});

describe('POST /api/admin/users', () => {
  it('creates a user of the caller’s ward and shows a generated password once', async () => {
    const response = await create(wardAdmin, {
      ...base(),
      username: 'canbomoi1',
      phone: '0912345678',
      dob: '1990-05-15',
      sex: 1,
    });
    expect(response.statusCode).toBe(200);
    const { entry, password } = response.json().data;
    expect(entry).toMatchObject({
      username: 'canbomoi1',
      ward_id: units.ward1,
      province_id: units.provinceId,
      dob: '1990-05-15',
      is_active: true,
    });
    expect(password).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/login', payload: { username: 'canbomoi1', password } }))
        .statusCode,
    ).toBe(200);
  });

  it('keeps a chosen password and answers a taken username with 409', async () => {
    const first = await create(wardAdmin, { ...base(), username: 'canbomoi2', password: 'MatKhau@123' });
    expect(first.json().data.password).toBeNull();
    const again = await create(wardAdmin, { ...base(), username: 'canbomoi2' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Tên đăng nhập đã tồn tại');
  });

  it('validates with the generic wording', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base(), username: '' }, 'Tên đăng nhập không được trống!'],
      [{ ...base(), username: 'co dau cach' }, 'Tên đăng nhập không đúng định dạng!'],
      [{ ...base(), username: 'ok1', password: 'ngan' }, 'Mật khẩu phải có ít nhất 8 ký tự!'],
      [{ ...base(), username: 'ok1', full_name: '' }, 'Họ và tên không được trống!'],
      [{ ...base(), username: 'ok1', phone: '123' }, 'Số điện thoại không đúng định dạng!'],
      [{ ...base(), username: 'ok1', email: 'a@' }, 'Email không đúng định dạng!'],
      [{ ...base(), username: 'ok1', role_id: 99 }, 'Vai trò không đúng định dạng!'],
      [{ ...base(), username: 'ok1', ward_id: undefined }, 'Xã/phường không được trống!'],
    ];
    for (const [payload, message] of cases) {
      const response = await create(wardAdmin, payload);
      expect(response.json(), JSON.stringify(payload)).toEqual({ code: 400, message, data: null });
    }
  });

  it('refuses a user in another ward or province and a village of another ward', async () => {
    for (const ward_id of [units.ward2, units.foreignWard]) {
      expect((await create(wardAdmin, { ...base(), username: 'lac1', ward_id })).statusCode).toBe(403);
    }
    const [village2] = (
      await t.request({ method: 'GET', url: '/api/admin/villages', token: await t.login('quantri2') })
    ).json().data.entries;
    const response = await create(wardAdmin, { ...base(), username: 'lac2', village_id: village2.id });
    expect(response.json().message).toBe('Thôn/xóm không đúng định dạng!');
  });
});

describe('one user: read, edit, status, password, delete', () => {
  const idOf = async (username: string) =>
    (await t.request({ method: 'GET', url: `${url}?keyword=${username}`, token: admin })).json().data.entries[0]
      .id as number;

  it('edits a user of the ward and moves them to one of its villages', async () => {
    const id = await idOf('phutrach1');
    const [village] = (await t.request({ method: 'GET', url: '/api/admin/villages', token: officer })).json().data
      .entries;
    const response = await t.request({
      method: 'PATCH',
      url: `${url}/${id}`,
      token: wardAdmin,
      payload: { full_name: 'Trần Quốc Bảo', village_id: village.id },
    });
    expect(response.json()).toMatchObject({
      code: 200,
      data: { entry: { village_id: village.id, village_name: village.name, ward_id: units.ward1 } },
    });
  });

  it('hides another ward’s user (404) for read, edit, status, reset and delete', async () => {
    const id = await idOf('canbo2');
    for (const [method, suffix] of [
      ['GET', ''],
      ['PATCH', ''],
      ['PUT', '/change-status'],
      ['PUT', '/reset-password-without-email'],
      ['DELETE', ''],
    ] as const) {
      const response = await t.request({
        method,
        url: `${url}/${id}${suffix}`,
        token: wardAdmin,
        payload: method === 'PATCH' ? { full_name: 'X' } : undefined,
      });
      expect(response.statusCode, `${method} ${suffix}`).toBe(404);
    }
  });

  it('locks an account: its token stops working at once; the caller cannot lock themself', async () => {
    const token = await t.login('doanthe1');
    const id = await idOf('doanthe1');
    const locked = await t.request({
      method: 'PUT',
      url: `${url}/${id}/change-status`,
      token: wardAdmin,
      payload: { is_active: false },
    });
    expect(locked.json()).toMatchObject({ message: 'Đã khoá tài khoản', data: { entry: { is_active: false } } });
    expect((await t.request({ method: 'GET', url: '/api/admin/profile', token })).statusCode).toBe(401);
    const unlocked = await t.request({ method: 'PUT', url: `${url}/${id}/change-status`, token: wardAdmin });
    expect(unlocked.json().data.entry.is_active).toBe(true);
    const self = await t.request({
      method: 'PUT',
      url: `${url}/${await idOf('quantri1')}/change-status`,
      token: wardAdmin,
    });
    expect(self.statusCode).toBe(400);
  });

  it('resets a password without e-mail: shown once, sessions end, the new one works', async () => {
    const token = await t.login('chinhanh1');
    const response = await t.request({
      method: 'PUT',
      url: `${url}/${await idOf('chinhanh1')}/reset-password-without-email`,
      token: wardAdmin,
    });
    const { password } = response.json().data;
    expect(password).toMatch(/^[A-Za-z0-9]{12}$/);
    expect((await t.request({ method: 'GET', url: '/api/admin/profile', token })).statusCode).toBe(401);
    expect(
      (await t.request({ method: 'POST', url: '/api/auth/login', payload: { username: 'chinhanh1', password } }))
        .statusCode,
    ).toBe(200);
  });

  it('deletes a user, but never oneself; officers without the right get 403', async () => {
    const created = (await create(wardAdmin, { ...base(), username: 'xoadi1' })).json().data.entry;
    expect((await t.request({ method: 'DELETE', url: `${url}/${created.id}`, token: officer })).statusCode).toBe(403);
    expect((await t.request({ method: 'DELETE', url: `${url}/${created.id}`, token: wardAdmin })).json().message).toBe(
      'Xoá người dùng thành công',
    );
    expect(
      (await t.request({ method: 'DELETE', url: `${url}/${await idOf('quantri1')}`, token: wardAdmin })).statusCode,
    ).toBe(400);
  });
});

describe('POST /api/admin/users/list (notification recipients)', () => {
  it('answers the whole selection of the caller’s units in one request, in id order, with the total', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/admin/users/list',
      token: province,
      payload: { role_ids: [8, 12] },
    });
    const { total, entries } = response.json().data;
    expect(total).toBe(4);
    expect(entries.map((u: { username: string }) => u.username).sort()).toEqual([
      'doanthe1',
      'doanthe2',
      'thon1',
      'thon2',
    ]);
    expect(entries.map((u: { id: number }) => u.id)).toEqual(
      [...entries.map((u: { id: number }) => u.id)].sort((a, b) => a - b),
    );
    const ward = (await t.request({ method: 'POST', url: '/api/admin/users/list', token: officer, payload: {} })).json()
      .data;
    expect(ward.entries.every((u: { ward_id: number }) => u.ward_id === units.ward1)).toBe(true);
    const next = (
      await t.request({
        method: 'POST',
        url: `/api/admin/users/list?after_id=${entries[1].id}`,
        token: province,
        payload: { role_ids: [8, 12] },
      })
    ).json().data;
    expect(next.entries).toHaveLength(2);
    const bad = await t.request({
      method: 'POST',
      url: '/api/admin/users/list',
      token: province,
      payload: { role_ids: ['x'] },
    });
    expect(bad.json().message).toBe('Vai trò không đúng định dạng!');
  });
});
