import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../src/db/schema/index.ts';
import { UNAUTHENTICATED, userByName } from '../auth/auth-helpers.ts';
import { demoUnits } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helper.ts';

// issue 19: app users — the residents' accounts of the resident app, managed at /api/admin/app-users: their units'
// residents only (never a staff account), verification (acc_status 3) only with a complete identity, the birthday as
// its date plus T00:00:00Z (spec §3), locks that end the resident's sessions, deletes.

let t: TestApp;
let units: Awaited<ReturnType<typeof demoUnits>>;
const tokens: Record<'quantri1' | 'quantri2' | 'canbo1' | 'thon1' | 'tinh' | 'yte1', string> = {
  quantri1: '',
  quantri2: '',
  canbo1: '',
  thon1: '',
  tinh: '',
  yte1: '',
};

beforeAll(async () => {
  t = await buildTestApp();
  units = await demoUnits(t);
  for (const name of Object.keys(tokens) as (keyof typeof tokens)[]) tokens[name] = await t.login(name);
});
afterAll(() => t.close());

const URL = '/api/admin/app-users';
type Token = keyof typeof tokens;
const get = (path: string, as: Token = 'quantri1') => t.request({ method: 'GET', url: path, token: tokens[as] });
const send = (method: 'POST' | 'PUT' | 'DELETE', path: string, payload?: object, as: Token = 'quantri1') =>
  t.request({ method, url: path, token: tokens[as], ...(payload ? { payload } : {}) });
const idOf = async (username: string) => (await userByName(t, username)).id;
const stored = (username: string) => userByName(t, username);
const usernames = (body: { data: { entries: { username: string }[] } }) =>
  body.data.entries.map((row) => row.username).sort();
const FORBIDDEN = { code: 403, message: 'Bạn không có quyền thực hiện chức năng này', data: null };
const NOT_FOUND = { code: 404, message: 'Không tìm thấy dữ liệu', data: null };
const newResident = (extra: Record<string, unknown> = {}) => ({
  full_name: 'Quàng Văn Mới',
  phone: '0386000111',
  ward_id: units.ward1,
  ...extra,
});

describe('GET /api/admin/app-users', () => {
  it('lists the residents of the caller’s units only, with their KYC status and birthday', async () => {
    const response = await get(`${URL}?length=100`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    // nguoidan1 and the two demo residents waiting for verification; no staff account, nobody of commune 2
    expect(usernames(body)).toEqual(['danmoi1', 'danmoi2', 'nguoidan1']);
    expect(body.data.total).toBe(3);
    const waiting = body.data.entries.find((row: { username: string }) => row.username === 'danmoi1');
    expect(waiting).toMatchObject({
      full_name: 'Lò Thị Xuân',
      birthday: '1992-03-08T00:00:00Z',
      sex: 2,
      id_card_number: '014192000123',
      ward_id: units.ward1,
      ward_name: expect.stringMatching(/^Xã /),
      village_name: 'Thôn Đồng Tâm',
      acc_status: 2,
      locked: false,
      kyc_missing: [],
    });
    const incomplete = body.data.entries.find((row: { username: string }) => row.username === 'danmoi2');
    expect(incomplete).toMatchObject({ birthday: null, kyc_missing: ['ngày sinh', 'số CCCD'] });
    expect(JSON.stringify(body)).not.toMatch(/password|argon2/);
    // the province officer reaches both communes' residents
    expect(usernames((await get(`${URL}?length=100`, 'tinh')).json())).toEqual([
      'danmoi1',
      'danmoi2',
      'nguoidan1',
      'nguoidan2',
    ]);
  });

  it('pages, searches name, username, phone and CCCD, and filters by KYC status, lock, ward and village', async () => {
    const page = (await get(`${URL}?start=1&length=1`)).json().data;
    expect(page.total).toBe(3);
    expect(page.entries).toHaveLength(1);
    const search = async (keyword: string) =>
      usernames((await get(`${URL}?keyword=${encodeURIComponent(keyword)}`)).json());
    expect(await search('lo thi xuan')).toEqual(['danmoi1']);
    expect(await search('DANMOI2')).toEqual(['danmoi2']);
    expect(await search('0386214572')).toEqual(['danmoi2']);
    expect(await search('0141920')).toEqual(['danmoi1']);
    // a staff member's name finds nothing here
    expect(await search('Nguyễn Thị Hoa')).toEqual([]);
    expect(usernames((await get(`${URL}?acc_status=2`)).json())).toEqual(['danmoi1', 'danmoi2']);
    expect(usernames((await get(`${URL}?acc_status=3&locked=false`)).json())).toEqual(['nguoidan1']);
    expect((await get(`${URL}?locked=true`)).json().data.total).toBe(0);
    const village = (await stored('danmoi1')).villageId;
    expect((await get(`${URL}?ward_id=${units.ward1}&village_id=${village}`)).json().data.total).toBe(3);
    // another ward's filter cannot widen the reach
    expect((await get(`${URL}?ward_id=${units.ward2}`)).json().data).toEqual({ total: 0, entries: [] });
  });

  it('refuses bad filters in Vietnamese and callers without the users list permission', async () => {
    const cases: [string, string][] = [
      ['acc_status=7', 'Trạng thái xác thực không đúng định dạng!'],
      ['locked=maybe', 'Trạng thái khoá không đúng định dạng!'],
      ['ward_id=abc', 'Xã/phường không đúng định dạng!'],
      ['start=-1', 'Vị trí bắt đầu không đúng định dạng!'],
      ['sort=password_hash', 'Trường sắp xếp không đúng định dạng!'],
    ];
    for (const [query, message] of cases) {
      const response = await get(`${URL}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toEqual({ code: 400, message, data: null });
    }
    // users READ is enough to read (ward officer, hamlet officer); the health officer has no users permission
    expect((await get(URL, 'canbo1')).statusCode).toBe(200);
    expect((await get(URL, 'thon1')).statusCode).toBe(200);
    expect((await get(URL, 'yte1')).json()).toEqual(FORBIDDEN);
    expect((await t.request({ method: 'GET', url: URL })).json()).toEqual(UNAUTHENTICATED);
    const resident = await t.request({ method: 'GET', url: URL, token: await t.login('nguoidan1') });
    expect(resident.statusCode).toBe(403);
  });
});

describe('GET /api/admin/app-users/{id}', () => {
  it('answers one resident; a staff account, another ward’s resident or a bad id is not one', async () => {
    const response = await get(`${URL}/${await idOf('danmoi2')}`, 'canbo1');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.entry).toMatchObject({
      username: 'danmoi2',
      full_name: 'Hoàng Văn Dũng',
      acc_status: 2,
      kyc_missing: ['ngày sinh', 'số CCCD'],
      verified_at: null,
    });
    for (const username of ['canbo1', 'quantri1', 'nguoidan2'])
      expect((await get(`${URL}/${await idOf(username)}`)).json(), username).toEqual(NOT_FOUND);
    expect((await get(`${URL}/999999`)).json()).toEqual(NOT_FOUND);
    expect((await get(`${URL}/abc`)).json()).toEqual({ code: 400, message: 'Mã không đúng định dạng!', data: null });
    expect((await get(`${URL}/${await idOf('danmoi2')}`, 'yte1')).json()).toEqual(FORBIDDEN);
  });
});

describe('POST /api/admin/app-users', () => {
  it('creates a resident of the caller’s ward, not verified, with the birthday as a date', async () => {
    const response = await send(
      'POST',
      URL,
      newResident({ username: 'danmoi3', password: 'MatKhau@123', birthday: '1990-05-17', sex: 1 }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      code: 200,
      message: 'Thêm mới tài khoản người dân thành công',
      data: {
        password: null,
        entry: {
          username: 'danmoi3',
          birthday: '1990-05-17T00:00:00Z',
          sex: 1,
          acc_status: 1,
          locked: false,
          ward_id: units.ward1,
          province_id: units.provinceId,
          kyc_missing: ['số CCCD'],
        },
      },
    });
    const row = await stored('danmoi3');
    expect(row).toMatchObject({ roleId: 7, dob: '1990-05-17', accStatus: 1 });
    expect(row.passwordHash).toMatch(/^\$argon2/);
    // the resident signs in to the app with it
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'danmoi3', password: 'MatKhau@123' },
    });
    expect(login.json().data.entry.role.field).toBe('resident');
  });

  it('reads a date-time birthday as its day in Vietnam (UTC+7) and generates a password when none is given', async () => {
    const response = await send(
      'POST',
      URL,
      // a date picker in Hanoi choosing 18 May 1990 sends its midnight: 17:00 UTC on the 17th
      newResident({ username: 'danmoi4', birthday: '1990-05-17T17:00:00.000Z', role_id: 1 }),
    );
    expect(response.statusCode).toBe(200);
    const { entry, password } = response.json().data;
    expect(entry.birthday).toBe('1990-05-18T00:00:00Z');
    expect(password).toMatch(/^[A-Za-z0-9]{12}$/);
    // a role in the body is no way to make staff
    expect((await stored('danmoi4')).roleId).toBe(7);
  });

  it('validates in Vietnamese, refuses a taken login name and another ward, and writes nothing', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [newResident({ username: '' }), 400, 'Tên đăng nhập không được trống!'],
      [newResident({ username: 'dan moi' }), 400, 'Tên đăng nhập không đúng định dạng!'],
      [newResident({ username: 'danloi1', full_name: '  ' }), 400, 'Họ và tên không được trống!'],
      [newResident({ username: 'danloi1', password: 'ngan' }), 400, 'Mật khẩu phải có ít nhất 8 ký tự!'],
      [newResident({ username: 'danloi1', phone: '123' }), 400, 'Số điện thoại không đúng định dạng!'],
      [newResident({ username: 'danloi1', birthday: '17/05/1990' }), 400, 'Ngày sinh không đúng định dạng!'],
      [newResident({ username: 'danloi1', birthday: '2999-01-01' }), 400, 'Ngày sinh không đúng định dạng!'],
      [newResident({ username: 'danloi1', sex: 9 }), 400, 'Giới tính không đúng định dạng!'],
      [newResident({ username: 'danloi1', id_card_number: '12ab' }), 400, 'Số CCCD không đúng định dạng!'],
      [newResident({ username: 'danloi1', ward_id: undefined }), 400, 'Xã/phường không được trống!'],
      [newResident({ username: 'nguoidan1' }), 409, 'Tên đăng nhập đã tồn tại'],
      [
        newResident({ username: 'danloi1', ward_id: units.ward2 }),
        403,
        'Bạn không có quyền với dữ liệu của đơn vị này',
      ],
    ];
    for (const [payload, status, message] of cases) {
      const response = await send('POST', URL, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json(), JSON.stringify(payload)).toEqual({ code: status, message, data: null });
    }
    const refused = await send('POST', URL, newResident({ username: 'danloi2' }), 'canbo1');
    expect(refused.json()).toEqual(FORBIDDEN);
    expect(await t.database.db.$count(users, eq(users.username, 'danloi1'))).toBe(0);
    expect(await t.database.db.$count(users, eq(users.username, 'danloi2'))).toBe(0);
  });
});

describe('PUT /api/admin/app-users/{id}', () => {
  it('edits identity and contact, never the role; the birthday as a date', async () => {
    const id = await idOf('danmoi3');
    const response = await send('PUT', `${URL}/${id}`, {
      full_name: 'Quàng Văn Mạnh',
      phone: '0386000222',
      birthday: '1990-05-17T17:00:00.000Z',
      role_id: 1,
      acc_status: 3,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Cập nhật tài khoản thành công',
      data: { entry: { full_name: 'Quàng Văn Mạnh', phone: '0386000222', birthday: '1990-05-18T00:00:00Z' } },
    });
    expect(await stored('danmoi3')).toMatchObject({ roleId: 7, accStatus: 1, dob: '1990-05-18' });
    const asDate = await send('PUT', `${URL}/${id}`, { birthday: '1990-05-17' });
    expect(asDate.json().data.entry.birthday).toBe('1990-05-17T00:00:00Z');
  });

  it('moves a resident to a hamlet of their ward; a hamlet of another ward is refused', async () => {
    const id = await idOf('danmoi3');
    const [, village] = (await get('/api/admin/villages?length=10')).json().data.entries;
    const moved = await send('PUT', `${URL}/${id}`, { village_id: village.id });
    expect(moved.json().data.entry).toMatchObject({ village_id: village.id, village_name: village.name });
    const [foreign] = (await get('/api/admin/villages', 'quantri2')).json().data.entries;
    const refused = await send('PUT', `${URL}/${id}`, { village_id: foreign.id });
    expect(refused.json()).toEqual({ code: 400, message: 'Thôn/xóm không đúng định dạng!', data: null });
    expect((await stored('danmoi3')).villageId).toBe(village.id);
  });

  it('refuses bad values in Vietnamese, other wards, staff and readers, and changes nothing', async () => {
    const id = await idOf('danmoi3');
    const before = await stored('danmoi3');
    for (const [payload, message] of [
      [{ phone: 'abc' }, 'Số điện thoại không đúng định dạng!'],
      [{ full_name: '' }, 'Họ và tên không được trống!'],
      [{ ward_id: null }, 'Xã/phường không được trống!'],
      [{ birthday: '1990-02-30T10:00:00Z' }, 'Ngày sinh không đúng định dạng!'],
    ] as const) {
      expect((await send('PUT', `${URL}/${id}`, payload)).json()).toEqual({ code: 400, message, data: null });
    }
    expect((await send('PUT', `${URL}/${id}`, { phone: '0386999999' }, 'canbo1')).json()).toEqual(FORBIDDEN);
    const other = await idOf('nguoidan2');
    const otherBefore = await stored('nguoidan2');
    expect((await send('PUT', `${URL}/${other}`, { full_name: 'Đổi tên' })).json()).toEqual(NOT_FOUND);
    expect(await stored('nguoidan2')).toEqual(otherBefore);
    const staff = await stored('canbo1');
    expect((await send('PUT', `${URL}/${staff.id}`, { full_name: 'Đổi tên' })).json()).toEqual(NOT_FOUND);
    expect(await stored('canbo1')).toEqual(staff);
    expect(await stored('danmoi3')).toEqual(before);
  });
});

describe('PUT /api/admin/app-users/approve/{id}', () => {
  it('refuses an incomplete identity, naming what is missing, and leaves the status', async () => {
    const id = await idOf('danmoi2');
    const response = await send('PUT', `${URL}/approve/${id}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      message: 'Chưa đủ thông tin định danh để xác thực: thiếu ngày sinh, số CCCD',
      data: null,
    });
    expect((await stored('danmoi2')).accStatus).toBe(2);
  });

  it('verifies a complete identity (acc_status 3) and records who did it', async () => {
    const id = await idOf('danmoi1');
    const response = await send('PUT', `${URL}/approve/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Xác thực tài khoản thành công',
      data: { entry: { id, acc_status: 3, birthday: '1992-03-08T00:00:00Z' } },
    });
    expect((await stored('danmoi1')).accStatus).toBe(3);
    const detail = (await get(`${URL}/${id}`)).json().data.entry;
    expect(detail).toMatchObject({ verified_by_name: 'Hoàng Văn Thắng', verified_at: expect.any(String) });
    // again: still verified, no second record
    expect((await send('PUT', `${URL}/approve/${id}`)).json().data.entry.acc_status).toBe(3);
    const records = await t.database.db.$count(
      auditLog,
      and(eq(auditLog.subject, 'app_users'), eq(auditLog.rowId, id), eq(auditLog.action, 'approve')),
    );
    expect(records).toBe(1);
  });

  it('accepts the one completed afterwards; an identity edit of a verified account asks for verification again', async () => {
    const id = await idOf('danmoi2');
    const completed = await send('PUT', `${URL}/${id}`, { birthday: '1988-11-02', id_card_number: '014088000456' });
    expect(completed.json().data.entry).toMatchObject({ kyc_missing: [], acc_status: 2 });
    expect((await send('PUT', `${URL}/approve/${id}`)).json().data.entry.acc_status).toBe(3);
    // contact is not identity: still verified
    const contact = await send('PUT', `${URL}/${id}`, { phone: '0386214579' });
    expect(contact.json()).toMatchObject({
      message: 'Cập nhật tài khoản thành công',
      data: { entry: { acc_status: 3 } },
    });
    // the same birthday in another spelling is no change either
    expect((await send('PUT', `${URL}/${id}`, { birthday: '1988-11-02T00:00:00Z' })).json().data.entry.acc_status).toBe(
      3,
    );
    const changed = await send('PUT', `${URL}/${id}`, { id_card_number: '014088000457' });
    expect(changed.json()).toMatchObject({
      message: 'Cập nhật tài khoản thành công; thông tin định danh đã thay đổi nên tài khoản cần được xác thực lại',
      data: { entry: { acc_status: 1 } },
    });
  });

  it('is refused to readers, for staff accounts and other wards’ residents, changing nothing', async () => {
    const id = await idOf('danmoi3');
    await send('PUT', `${URL}/${id}`, { sex: 1, id_card_number: '014090000789' });
    for (const as of ['thon1', 'canbo1'] as const)
      expect((await send('PUT', `${URL}/approve/${id}`, undefined, as)).json()).toEqual(FORBIDDEN);
    expect((await stored('danmoi3')).accStatus).toBe(1);
    await setAccStatus('nguoidan2', 2);
    expect((await send('PUT', `${URL}/approve/${await idOf('nguoidan2')}`)).json()).toEqual(NOT_FOUND);
    expect((await stored('nguoidan2')).accStatus).toBe(2);
    // the other commune's administrator reaches them (and is told what their identity lacks)
    expect((await send('PUT', `${URL}/approve/${await idOf('nguoidan2')}`, undefined, 'quantri2')).json()).toEqual({
      code: 400,
      message: 'Chưa đủ thông tin định danh để xác thực: thiếu ngày sinh, giới tính, số CCCD',
      data: null,
    });
    await setAccStatus('canbo2', 1);
    expect((await send('PUT', `${URL}/approve/${await idOf('canbo2')}`, undefined, 'quantri2')).json()).toEqual(
      NOT_FOUND,
    );
    expect((await stored('canbo2')).accStatus).toBe(1);
    expect((await send('PUT', `${URL}/approve/0`)).json()).toEqual({
      code: 400,
      message: 'Mã không đúng định dạng!',
      data: null,
    });
  });
});

async function setAccStatus(username: string, accStatus: number) {
  await t.database.db.update(users).set({ accStatus }).where(eq(users.username, username));
}

describe('PUT /api/admin/app-users/{id}/lock', () => {
  const positions = (token: string) => t.request({ method: 'GET', url: '/api/web/positions', token });

  it('locks a resident: their token is refused at once and stays dead after the unlock', async () => {
    const id = await idOf('danmoi4');
    await t.database.db
      .update(users)
      .set({ passwordHash: (await stored('danmoi3')).passwordHash })
      .where(eq(users.id, id));
    const login = () =>
      t.request({ method: 'POST', url: '/api/auth/login', payload: { username: 'danmoi4', password: 'MatKhau@123' } });
    const token = (await login()).json().data.token as string;
    expect((await positions(token)).statusCode).toBe(200);

    const locked = await send('PUT', `${URL}/${id}/lock`, { locked: true });
    expect(locked.json()).toMatchObject({ message: 'Đã khoá tài khoản', data: { entry: { id, locked: true } } });
    expect((await positions(token)).json()).toEqual(UNAUTHENTICATED);
    expect((await login()).json()).toEqual({
      code: 403,
      message: 'Tài khoản đã bị khoá, vui lòng liên hệ quản trị viên',
      data: null,
    });
    expect(usernames((await get(`${URL}?locked=true`)).json())).toEqual(['danmoi4']);

    const unlocked = await send('PUT', `${URL}/${id}/lock`, { locked: false });
    expect(unlocked.json()).toMatchObject({ message: 'Đã mở khoá tài khoản', data: { entry: { locked: false } } });
    expect((await positions(token)).statusCode).toBe(401);
    expect((await positions((await login()).json().data.token)).statusCode).toBe(200);
  });

  it('refuses a bad body, readers, staff and other wards, changing nothing', async () => {
    const id = await idOf('danmoi4');
    for (const payload of [{ locked: 'yes' }, {}])
      expect((await send('PUT', `${URL}/${id}/lock`, payload)).json()).toEqual({
        code: 400,
        message: 'Trạng thái khoá không đúng định dạng!',
        data: null,
      });
    expect((await send('PUT', `${URL}/${id}/lock`, { locked: true }, 'canbo1')).json()).toEqual(FORBIDDEN);
    for (const username of ['nguoidan2', 'canbo1']) {
      expect((await send('PUT', `${URL}/${await idOf(username)}/lock`, { locked: true })).json()).toEqual(NOT_FOUND);
      expect((await stored(username)).isActive).toBe(true);
    }
    expect((await stored('danmoi4')).isActive).toBe(true);
  });
});

describe('DELETE /api/admin/app-users/{id}', () => {
  it('is refused to readers, for staff and other wards’ residents, deleting nothing', async () => {
    const id = await idOf('danmoi4');
    expect((await send('DELETE', `${URL}/${id}`, undefined, 'canbo1')).json()).toEqual(FORBIDDEN);
    for (const username of ['nguoidan2', 'canbo1', 'quantri1'])
      expect((await send('DELETE', `${URL}/${await idOf(username)}`)).json(), username).toEqual(NOT_FOUND);
    for (const username of ['danmoi4', 'nguoidan2', 'canbo1', 'quantri1']) await stored(username);
  });

  it('deletes a resident of the ward', async () => {
    const id = await idOf('danmoi4');
    const response = await send('DELETE', `${URL}/${id}`);
    expect(response.json()).toEqual({ code: 200, message: 'Xoá tài khoản người dân thành công', data: null });
    expect(await t.database.db.$count(users, eq(users.id, id))).toBe(0);
    expect((await get(`${URL}/${id}`)).json()).toEqual(NOT_FOUND);
  });
});
