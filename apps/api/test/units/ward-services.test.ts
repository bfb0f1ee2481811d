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

const url = (id: number) => `/api/admin/unconf-wards/${id}`;
const enabledNames = (body: { data: { entries: { service: { name: string }; enabled: boolean }[] } }) =>
  body.data.entries.filter((e) => e.enabled).map((e) => e.service.name);

describe('/api/admin/unconf-wards/{id}', () => {
  it('lets any staff member of the ward read its services (length 100, spec §6)', async () => {
    const response = await t.request({
      method: 'GET',
      url: `${url(units.ward1)}?length=100`,
      token: await t.login('thon1'),
    });
    expect(response.json().data.total).toBe(8);
    expect(enabledNames(response.json())).toEqual(['Khảo sát', 'Phản ánh', 'Thông báo']);
    expect(response.json().data.entries[0]).toEqual({
      service: { id: 1, key: 'survey', name: 'Khảo sát' },
      enabled: true,
    });
  });

  it('hides other wards’ services', async () => {
    expect((await t.request({ method: 'GET', url: url(units.ward2), token: await t.login('canbo1') })).statusCode).toBe(
      404,
    );
  });

  it('lets admin switch services, all at once', async () => {
    const admin = await t.login('admin');
    const response = await t.request({
      method: 'PUT',
      url: url(units.ward1),
      token: admin,
      payload: { enabled_service_ids: [2, 5] },
    });
    expect(enabledNames(response.json())).toEqual(['Chợ quê', 'Du lịch']);
    const bad = await t.request({
      method: 'PUT',
      url: url(units.ward1),
      token: admin,
      payload: { enabled_service_ids: [99] },
    });
    expect(bad.json().message).toBe('Dịch vụ không đúng định dạng!');
    const officer = await t.request({
      method: 'PUT',
      url: url(units.ward1),
      token: await t.login('quantri1'),
      payload: { enabled_service_ids: [] },
    });
    expect(officer.statusCode).toBe(403);
  });
});
