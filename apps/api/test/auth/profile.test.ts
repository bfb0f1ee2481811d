import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper.ts';
import { setUser, userByName } from './auth-helpers.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login('canbo1');
});
afterAll(() => t.close());

const VALID = {
  full_name: 'Nguyễn Thị Hoa',
  email: 'hoa.nguyen@example.vn',
  phone: '091 234 5678',
  dob: '1990-05-17',
  sex: 2,
  id_card_number: '001190012345',
};
const putProfile = (payload: object, as = token) =>
  t.request({ method: 'PUT', url: '/api/admin/load-profile', token: as, payload });
const loadProfile = (as = token) => t.request({ method: 'GET', url: '/api/admin/load-profile', token: as });

describe('GET /api/admin/profile', () => {
  it('answers the signed-in user in data.entry', async () => {
    const response = await t.request({ method: 'GET', url: '/api/admin/profile', token });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.code).toBe(200);
    const user = await userByName(t, 'canbo1');
    expect(body.data.entry).toMatchObject({
      id: user.id,
      username: 'canbo1',
      role: { id: 6, field: 'ward' },
      ward_id: user.wardId,
      ward_name: expect.any(String),
      kyc: { full_name: user.fullName },
    });
    expect(body.data.entry.role.permissions).toEqual(
      expect.arrayContaining([{ action: expect.any(String), subject: expect.any(String) }]),
    );
  });
});

describe('GET /api/admin/load-profile', () => {
  it('answers the editable fields of the signed-in user', async () => {
    await setUser(t, 'quantri1', {
      email: 'qt1@example.vn',
      phone: '0987654321',
      dob: '1985-01-02',
      sex: 1,
      idCardNumber: '123456789',
    });
    const response = await loadProfile(await t.login('quantri1'));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.entry).toEqual({
      username: 'quantri1',
      email: 'qt1@example.vn',
      phone: '0987654321',
      full_name: (await userByName(t, 'quantri1')).fullName,
      dob: '1985-01-02',
      sex: 1,
      id_card_number: '123456789',
    });
  });

  it('answers 401 without a token', async () => {
    expect((await t.request({ method: 'GET', url: '/api/admin/load-profile' })).statusCode).toBe(401);
  });
});

describe('PUT /api/admin/load-profile', () => {
  it('saves the fields and answers the updated user', async () => {
    const response = await putProfile(VALID);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ code: 200, message: 'Cập nhật thông tin cá nhân thành công' });
    expect(body.data.entry).toMatchObject({
      username: 'canbo1',
      email: VALID.email,
      phone: '0912345678', // sent as '091 234 5678', stored as its digits (issue 10)
      kyc: { full_name: VALID.full_name, dob: '1990-05-17', sex: 2, id_card_number: VALID.id_card_number },
    });
    const loaded = (await loadProfile()).json().data.entry;
    expect(loaded).toEqual({ username: 'canbo1', ...VALID, phone: '0912345678' });
    const row = await userByName(t, 'canbo1');
    expect(row).toMatchObject({ fullName: VALID.full_name, email: VALID.email, dob: '1990-05-17', sex: 2 });
  });

  it.each([
    ['YYYY-MM-DD', '1992-11-30'],
    ['YYYY-MM-DDT00:00:00Z', '1992-11-30T00:00:00Z'],
    ['YYYY-MM-DDT00:00:00.000Z', '1992-11-30T00:00:00.000Z'],
  ])('accepts the birthday as %s and stores the day', async (_, dob) => {
    const response = await putProfile({ ...VALID, dob });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.entry.kyc.dob).toBe('1992-11-30');
    expect((await userByName(t, 'canbo1')).dob).toBe('1992-11-30');
  });

  it('clears the optional fields when they are sent empty or left out', async () => {
    const response = await putProfile({ full_name: 'Chỉ có tên', email: '', phone: null });
    expect(response.statusCode).toBe(200);
    expect((await loadProfile()).json().data.entry).toEqual({
      username: 'canbo1',
      full_name: 'Chỉ có tên',
      email: null,
      phone: null,
      dob: null,
      sex: null,
      id_card_number: null,
    });
  });

  it('trims the text fields', async () => {
    const response = await putProfile({ ...VALID, full_name: '  Trần Văn Bình  ', email: ' binh@example.vn ' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.entry).toMatchObject({ email: 'binh@example.vn', kyc: { full_name: 'Trần Văn Bình' } });
  });

  it.each([
    ['full_name missing', { full_name: undefined }, 'Họ và tên không được trống!'],
    ['full_name blank', { full_name: '   ' }, 'Họ và tên không được trống!'],
    ['full_name too long', { full_name: 'a'.repeat(151) }, 'Họ và tên không được dài quá 150 ký tự!'],
    ['a bad email', { email: 'hoa.example.vn' }, 'Email không đúng định dạng!'],
    ['an email without domain', { email: 'hoa@' }, 'Email không đúng định dạng!'],
    ['a bad phone', { phone: '12345' }, 'Số điện thoại không đúng định dạng!'],
    ['a phone not starting with 0', { phone: '1912345678' }, 'Số điện thoại không đúng định dạng!'],
    ['a phone with 00 prefix', { phone: '0012345678' }, 'Số điện thoại không đúng định dạng!'],
    ['a phone with 11 digits', { phone: '09123456789' }, 'Số điện thoại không đúng định dạng!'],
    ['a bad dob', { dob: '17/05/1990' }, 'Ngày sinh không đúng định dạng!'],
    ['a dob with a time of day', { dob: '1990-05-17T08:30:00Z' }, 'Ngày sinh không đúng định dạng!'],
    ['a dob in month 13', { dob: '1990-13-01' }, 'Ngày sinh không đúng định dạng!'],
    ['a bad id card', { id_card_number: '12345' }, 'Số CCCD không đúng định dạng!'],
    ['an id card with letters', { id_card_number: '00119001234A' }, 'Số CCCD không đúng định dạng!'],
    ['an unknown sex', { sex: 9 }, 'Giới tính không đúng định dạng!'],
  ])('answers 400 for %s', async (_, change, message) => {
    const response = await putProfile({ ...VALID, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 400, message, data: null });
  });

  it('reports the first failing field when several fail', async () => {
    const response = await putProfile({ full_name: 'Hoa', email: 'x', phone: 'y', id_card_number: 'z' });
    expect(response.json().message).toBe('Email không đúng định dạng!');
  });

  it('accepts the other phone separators of spec §5', async () => {
    for (const phone of ['0912345678', '091.234.5678', '091-234-5678', '091 2345678']) {
      expect((await putProfile({ ...VALID, phone })).statusCode, phone).toBe(200);
    }
  });

  it('changes only the signed-in user and leaves the username alone', async () => {
    const before = await userByName(t, 'canbo2');
    const response = await putProfile({ ...VALID, username: 'hacker', id: before.id, role_id: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.entry).toMatchObject({ username: 'canbo1', role_id: 6 });
    expect(await userByName(t, 'canbo2')).toEqual(before);
  });
});
