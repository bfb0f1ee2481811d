import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUnits } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helper.ts';

let t: TestApp;
let units: Awaited<ReturnType<typeof demoUnits>>;
beforeAll(async () => {
  t = await buildTestApp();
  units = await demoUnits(t);
});
afterAll(() => t.close());

const get = async (username: string, url: string) => t.request({ method: 'GET', url, token: await t.login(username) });

describe('administrative units within the caller’s reach', () => {
  it('gives admin every province and ward of the official data set', async () => {
    expect((await get('admin', '/api/admin/provinces')).json().data.total).toBe(34);
    expect((await get('admin', '/api/admin/wards?length=1')).json().data.total).toBe(3321);
  });

  it('limits a ward officer to their ward and its province', async () => {
    const wards = (await get('canbo1', '/api/admin/wards')).json().data;
    expect(wards.entries.map((w: { id: number }) => w.id)).toEqual([units.ward1]);
    const provinces = (await get('canbo1', '/api/admin/provinces')).json().data;
    expect(provinces.entries.map((p: { id: number }) => p.id)).toEqual([units.provinceId]);
    expect((await get('canbo1', `/api/admin/wards/${units.ward2}`)).statusCode).toBe(404);
    const own = (await get('canbo1', `/api/admin/wards/${units.ward1}`)).json().data.entry;
    expect(own).toMatchObject({ id: units.ward1, province_id: units.provinceId, short_name: expect.any(String) });
    const province = (await get('canbo1', `/api/admin/provinces/${units.provinceId}`)).json().data.entry;
    expect(province).toMatchObject({ id: units.provinceId, name: 'Tỉnh Lào Cai' });
  });

  it('lets province staff search their province’s wards without diacritics', async () => {
    const all = (await get('tinh', '/api/admin/wards?length=1')).json().data.total;
    expect(all).toBeGreaterThan(50);
    const found = (await get('tinh', `/api/admin/wards?keyword=${encodeURIComponent('bat xat')}`)).json().data;
    expect(found.entries.map((w: { name: string }) => w.name)).toContain('Xã Bát Xát');
    expect(found.entries[0]).toMatchObject({ province_name: 'Tỉnh Lào Cai', district_name: null });
    expect((await get('tinh', `/api/admin/wards/${units.foreignWard}`)).statusCode).toBe(404);
  });

  it('has no districts in the two-level data set', async () => {
    expect((await get('admin', '/api/admin/districts')).json().data.total).toBe(0);
  });
});
