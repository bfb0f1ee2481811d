import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../src/db/schema/index.ts';
import { demoUnits } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helper.ts';

let t: TestApp;
let units: Awaited<ReturnType<typeof demoUnits>>;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  units = await demoUnits(t);
  admin = await t.login('admin');
});
afterAll(() => t.close());

const merge = (token: string, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/admin/ward-mergers', token, payload });

describe('POST /api/admin/ward-mergers', () => {
  it('is refused to staff who do not reach every unit', async () => {
    for (const username of ['tinh', 'quantri1']) {
      expect(
        (await merge(await t.login(username), { from_ward_ids: [units.ward2], into_ward_id: units.ward1 })).statusCode,
      ).toBe(403);
    }
  });

  it('refuses unknown or already merged wards and changes nothing', async () => {
    const bad = await merge(admin, { from_ward_ids: [99999999], into_ward_id: units.ward1 });
    expect(bad.json()).toEqual({ code: 400, message: 'Xã/phường được sáp nhập không đúng định dạng!', data: null });
    const self = await merge(admin, { from_ward_ids: [units.ward1], into_ward_id: units.ward1 });
    expect(self.statusCode).toBe(400);
  });

  it('moves users, villages and FAQs of ward 2 into ward 1 in one transaction, with an audit record', async () => {
    const officer2 = await t.login('canbo2');
    const response = await merge(admin, { from_ward_ids: [units.ward2], into_ward_id: units.ward1 });
    expect(response.json()).toMatchObject({
      code: 200,
      data: {
        from_ward_ids: [units.ward2],
        into_ward_id: units.ward1,
        moved: { users: 10, villages: 3, 'freq-asked-questions': 2 },
      },
    });
    const [moved] = await t.database.db.select().from(users).where(eq(users.username, 'canbo2'));
    expect(moved.wardId).toBe(units.ward1);
    const villages = (
      await t.request({ method: 'GET', url: '/api/admin/villages', token: await t.login('canbo1') })
    ).json().data;
    expect(villages.total).toBe(6);
    // the officer of the old ward now works in the merged one (scope is read on every request)
    const profile = (await t.request({ method: 'GET', url: '/api/admin/profile', token: officer2 })).json().data.entry;
    expect(profile.ward_id).toBe(units.ward1);
    const [audit] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: 'merge', subject: 'wards' });
    const wards = (
      await t.request({ method: 'GET', url: `/api/admin/wards?keyword=${encodeURIComponent('bat xat')}`, token: admin })
    ).json().data;
    expect(wards.entries.map((w: { id: number }) => w.id)).not.toContain(units.ward2);
    expect((await merge(admin, { from_ward_ids: [units.ward2], into_ward_id: units.ward1 })).statusCode).toBe(400);
    // one header/footer config a ward: the merged ward keeps its own, the other's goes
    const configs = (await t.request({ method: 'GET', url: '/api/admin/header-footer-configs', token: admin })).json()
      .data.entries as { ward_id: number; header_title: string }[];
    expect(configs.filter((row) => row.ward_id === units.ward1).map((row) => row.header_title)).toEqual([
      'UBND Xã Hợp Thành',
    ]);
    expect(configs.some((row) => row.ward_id === units.ward2)).toBe(false);
  });
});

describe('PATCH /api/admin/wards/{id}', () => {
  it('lets admin correct a name, validated, and refuses others', async () => {
    const ok = await t.request({
      method: 'PATCH',
      url: `/api/admin/wards/${units.ward1}`,
      token: admin,
      payload: { name: 'Xã Hợp Thành Mới', short_name: 'Hợp Thành Mới' },
    });
    expect(ok.json()).toMatchObject({ code: 200, data: { entry: { name: 'Xã Hợp Thành Mới' } } });
    const bad = await t.request({
      method: 'PATCH',
      url: `/api/admin/wards/${units.ward1}`,
      token: admin,
      payload: { name: '', short_name: 'x' },
    });
    expect(bad.json().message).toBe('Tên đầy đủ không được trống!');
    const officer = await t.request({
      method: 'PATCH',
      url: `/api/admin/wards/${units.ward1}`,
      token: await t.login('quantri1'),
      payload: { name: 'X', short_name: 'X' },
    });
    expect(officer.statusCode).toBe(403);
  });
});
