import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUnits } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { resourceClient } from '../resources/resource-client.ts';

let t: TestApp;
let units: Awaited<ReturnType<typeof demoUnits>>;
const tokens: Record<string, string> = {};
const UPLOADED = '/api/files/5d1e7c2a-8b4f-4e3a-9c6d-1f2a3b4c5d6e/banner.png';
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await buildTestApp();
  units = await demoUnits(t);
  for (const name of ['admin', 'quantri1', 'quantri2', 'canbo1']) tokens[name] = await t.login(name);
});
afterAll(() => t.close());

const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const shownIds = async (url: string) =>
  (await t.request({ method: 'GET', url })).json().data.entries.map((row: { id: number }) => row.id);

describe('banners: residents see an active banner inside its period', () => {
  it('platform banners (main, second, header, smart travel, config): not before it starts, not after it ends', async () => {
    for (const name of ['main-banners', 'second-banners', 'header-images', 'smart-travel-banners', 'config-banners']) {
      const banners = resourceClient(t, name);
      const make = async (period: Record<string, string>) =>
        (await banners.create(tokens.admin, { title: `Banner ${name}`, image: UPLOADED, ...period })).json().data.entry
          .id as number;
      const running = await make({ starts_at: at(-1), ends_at: at(1) });
      const open = await make({});
      const later = await make({ starts_at: at(2) });
      const over = await make({ ends_at: at(-1) });
      const ids = await shownIds(`/api/web/${name}?length=100`);
      expect(ids, name).toEqual(expect.arrayContaining([running, open]));
      expect(ids, name).not.toContain(later);
      expect(ids, name).not.toContain(over);
      expect((await t.request({ method: 'GET', url: `/api/web/${name}/${over}` })).statusCode).toBe(404);
      // written at platform level only
      expect((await banners.create(tokens.quantri1, { title: 'x', image: UPLOADED })).statusCode).toBe(403);
    }
  });

  it('a ward’s banners of each type, by type in the path, for its own ward only', async () => {
    for (const type of ['home', 'services', 'travel', 'market']) {
      const banners = resourceClient(t, `ward-banners/${type}`);
      const mine = (
        await banners.create(tokens.quantri1, { title: 'Xã', image: UPLOADED, ward_id: units.ward1 })
      ).json().data.entry;
      expect(mine).toMatchObject({ ward_id: units.ward1, ward_name: expect.stringMatching(/^Xã /) });
      const later = (
        await banners.create(tokens.quantri1, { title: 'Sau', image: UPLOADED, ward_id: units.ward1, starts_at: at(3) })
      ).json().data.entry.id;
      const ids = await shownIds(`/api/web/ward-banners/${type}?ward_id=${units.ward1}&length=100`);
      expect(ids, type).toContain(mine.id);
      expect(ids, type).not.toContain(later);
      expect((await banners.get(tokens.quantri2, mine.id)).statusCode).toBe(404);
      expect(
        (await banners.create(tokens.quantri1, { title: 'x', image: UPLOADED, ward_id: units.ward2 })).statusCode,
      ).toBe(403);
    }
  });

  it('the logo is one row: GET and PUT /api/admin/logo, GET /api/web/logo', async () => {
    const before = (await t.request({ method: 'GET', url: '/api/admin/logo', token: tokens.admin })).json().data.entry;
    expect(before.image).toMatch(/^\/api\/files\//);
    const put = await t.request({
      method: 'PUT',
      url: '/api/admin/logo',
      token: tokens.admin,
      payload: { image: UPLOADED },
    });
    expect(put.json()).toMatchObject({
      message: 'Cập nhật logo thành công',
      data: { entry: { id: before.id, image: UPLOADED } },
    });
    expect((await t.request({ method: 'GET', url: '/api/web/logo' })).json().data.entry).toMatchObject({
      name: before.name,
      image: UPLOADED,
    });
  });
});

describe('banners: a period in order', () => {
  it('refuses an end before the start, on create and when an update makes it so, and stores nothing', async () => {
    const banners = resourceClient(t, 'ward-banners/home');
    const message = { code: 400, message: 'Hiển thị từ không được lớn hơn Hiển thị đến', data: null };
    const before = await banners.total(tokens.quantri1);
    const period = { starts_at: at(5), ends_at: at(1) };
    const base = { title: 'Sai thời gian', image: UPLOADED, ward_id: units.ward1 };
    expect((await banners.create(tokens.quantri1, { ...base, ...period })).json()).toEqual(message);
    expect(await banners.total(tokens.quantri1)).toBe(before);
    const banner = (await banners.create(tokens.quantri1, { ...base, ends_at: at(1) })).json().data.entry;
    expect((await banners.update(tokens.quantri1, banner.id, { starts_at: at(2) })).json()).toEqual(message);
    expect(await banners.row(tokens.quantri1, banner.id)).toEqual(banner);
    const fine = await banners.update(tokens.quantri1, banner.id, { starts_at: at(-1) });
    expect(fine.statusCode).toBe(200);
  });
});
