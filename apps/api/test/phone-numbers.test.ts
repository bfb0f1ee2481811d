import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentiments, users, villages, wardMarketConfigs } from '../src/db/schema/index.ts';
import { demoUnits } from './fixtures.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { importWorkbook, uploadImport } from './users/import-files.ts';
import { submission, submit } from './sentiments/citizen-helpers.ts';

// issue 10: numbers written the usual ways ('0912 345 678', '0912.345.678') are accepted and every phone field stores
// the digits; a wrong one keeps the spec's message word for word (spec §5)

let t: TestApp;
let units: Awaited<ReturnType<typeof demoUnits>>;
let wardAdmin: string;
let officer: string;
beforeAll(async () => {
  t = await buildTestApp();
  units = await demoUnits(t);
  [wardAdmin, officer] = await Promise.all(['quantri1', 'canbo1'].map((u) => t.login(u)));
});
afterAll(() => t.close());

const storedPhoneOf = async (username: string) =>
  (await t.database.db.select({ phone: users.phone }).from(users).where(eq(users.username, username)))[0]?.phone;

describe('users', () => {
  it('create stores 0912 345 678 as 0912345678 and answers the digits', async () => {
    const payload = {
      full_name: 'Đỗ Văn Số',
      role_id: 6,
      ward_id: units.ward1,
      username: 'sodt1',
      phone: '0912 345 678',
    };
    const response = await t.request({ method: 'POST', url: '/api/admin/users', token: wardAdmin, payload });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.entry.phone).toBe('0912345678');
    expect(await storedPhoneOf('sodt1')).toBe('0912345678');
  });

  it('update stores 0987.654.321 as 0987654321, and the digits find the user', async () => {
    const id = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'sodt1')))[0].id;
    const response = await t.request({
      method: 'PATCH',
      url: `/api/admin/users/${id}`,
      token: wardAdmin,
      payload: { phone: '0987.654.321' },
    });
    expect(response.statusCode).toBe(200);
    expect(await storedPhoneOf('sodt1')).toBe('0987654321');
    const found = await t.request({ method: 'GET', url: '/api/admin/users?keyword=0987654321', token: wardAdmin });
    expect(found.json().data.entries.map((u: { username: string }) => u.username)).toEqual(['sodt1']);
  });

  it('a number that is not ten digits keeps the spec’s message, and nothing changes', async () => {
    const id = (await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'sodt1')))[0].id;
    const response = await t.request({
      method: 'PATCH',
      url: `/api/admin/users/${id}`,
      token: wardAdmin,
      payload: { phone: '0912 345 67' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Số điện thoại không đúng định dạng!');
    expect(await storedPhoneOf('sodt1')).toBe('0987654321');
  });
});

describe('profile', () => {
  it('PUT /api/admin/load-profile stores 0912-345-678 as 0912345678', async () => {
    const response = await t.request({
      method: 'PUT',
      url: '/api/admin/load-profile',
      token: officer,
      payload: { full_name: 'Nguyễn Thị Hoa', phone: '0912-345-678' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.entry.phone).toBe('0912345678');
    expect(await storedPhoneOf('canbo1')).toBe('0912345678');
  });
});

describe('import', () => {
  it('an Excel row with 0912 345 679 is imported with the digits', async () => {
    const admin = await t.login('admin');
    const code = (await t.request({ method: 'GET', url: `/api/admin/wards/${units.ward1}`, token: admin })).json().data
      .entry.code;
    const file = await importWorkbook([
      ['sodt2', 'Đỗ Thị Nhập', 'ward', code, null, '0912 345 679', null, null, null, null],
      ['sodt3', 'Đỗ Văn Nhập', 'ward', code, null, '0912.345.670', null, null, null, null],
    ]);
    const response = await uploadImport(t, wardAdmin, file);
    expect(response.json()).toMatchObject({ code: 200, data: { imported: 2 } });
    expect(await storedPhoneOf('sodt2')).toBe('0912345679');
    expect(await storedPhoneOf('sodt3')).toBe('0912345670');
  });
});

describe('other phone fields', () => {
  it('a village’s phone', async () => {
    const payload = { name: 'Thôn Số Điện', ward_id: units.ward1, phone: '0912 345 678' };
    const response = await t.request({ method: 'POST', url: '/api/admin/villages', token: wardAdmin, payload });
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ phone: villages.phone })
      .from(villages)
      .where(eq(villages.id, response.json().data.entry.id));
    expect(row.phone).toBe('0912345678');
  });

  it('a ward market config’s contact phone', async () => {
    const payload = {
      ward_id: units.ward1,
      market_name: 'Chợ quê',
      contact_person: 'Hoàng Văn Thắng',
      contact_phone: '0912.345.678',
      address: 'Thôn Đồng Tâm',
      description: 'Nông sản',
    };
    const response = await t.request({
      method: 'POST',
      url: '/api/admin/ward-market-configs',
      token: wardAdmin,
      payload,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.entry.contact_phone).toBe('0912345678');
    const [row] = await t.database.db
      .select({ phone: wardMarketConfigs.contactPhone })
      .from(wardMarketConfigs)
      .where(eq(wardMarketConfigs.wardId, units.ward1));
    expect(row.phone).toBe('0912345678');
  });

  it('a guest’s phone on a citizen sentiment', async () => {
    const response = await submit(
      t,
      { ...submission(units.ward2), guest_name: 'Lý Thị Mai', guest_phone: '0912 345 678' },
      { remoteAddress: '10.9.8.7' },
    );
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ phone: sentiments.guestPhone })
      .from(sentiments)
      .where(eq(sentiments.id, response.json().data.entry.id));
    expect(row.phone).toBe('0912345678');
  });
});
