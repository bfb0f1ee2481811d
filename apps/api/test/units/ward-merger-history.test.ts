import { and, asc, eq, isNull, ne, notInArray, sql } from 'drizzle-orm';
import { RESOURCE_TABLES } from '../../src/crud/resource-tables.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wards } from '../../src/db/schema/index.ts';
import { demoUnits } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helper.ts';

let t: TestApp;
let units: Awaited<ReturnType<typeof demoUnits>>;
let admin: string;
/** three wards without users in the demo province, three in another province */
let home: { id: number; name: string }[];
let away: { id: number; name: string }[];

beforeAll(async () => {
  t = await buildTestApp();
  units = await demoUnits(t);
  admin = await t.login('admin');
  const pick = (where: ReturnType<typeof and>) =>
    t.database.db.select({ id: wards.id, name: wards.name }).from(wards).where(where).orderBy(asc(wards.code)).limit(3);
  home = await pick(
    and(
      eq(wards.provinceId, units.provinceId),
      notInArray(wards.id, [units.ward1, units.ward2]),
      isNull(wards.mergedIntoId),
    ),
  );
  away = await pick(and(ne(wards.provinceId, units.provinceId), isNull(wards.mergedIntoId)));
});
afterAll(() => t.close());

const get = async (username: string, url: string) =>
  t.request({ method: 'GET', url, token: username === 'admin' ? admin : await t.login(username) });
const merge = (from: { id: number }[], into: { id: number }) =>
  t.request({
    method: 'POST',
    url: '/api/admin/ward-mergers',
    token: admin,
    payload: { from_ward_ids: from.map((w) => w.id), into_ward_id: into.id },
  });

describe('GET /api/admin/ward-mergers', () => {
  it('is empty before any merger', async () => {
    expect((await get('admin', '/api/admin/ward-mergers')).json()).toEqual({
      code: 200,
      message: 'Thành công',
      data: { total: 0, entries: [] },
    });
  });

  it('lists past mergers newest first: when, who, from which wards into which, what moved', async () => {
    expect((await merge([away[0], away[1]], away[2])).statusCode).toBe(200);
    expect((await merge([home[0], home[1]], home[2])).statusCode).toBe(200);
    const body = (await get('admin', '/api/admin/ward-mergers')).json();
    expect(body.data.total).toBe(2);
    const [newest, older] = body.data.entries;
    expect(newest).toEqual({
      id: expect.any(Number),
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      actor: { id: expect.any(Number), username: 'admin', full_name: expect.anything() },
      from_wards: [home[0], home[1]],
      into_ward: home[2],
      // every ward-scoped area counts what moved, found from the definitions like the routes
      moved: {
        users: 0,
        ...Object.fromEntries(RESOURCE_TABLES.filter((bound) => bound.wardId).map((b) => [b.resource.name, 0])),
      },
    });
    expect(older).toMatchObject({ from_wards: [away[0], away[1]], into_ward: away[2] });
    expect(newest.id).toBeGreaterThan(older.id);
    const paged = (await get('admin', '/api/admin/ward-mergers?page=2&length=1')).json().data;
    expect(paged).toMatchObject({ total: 2, entries: [{ id: older.id }] });
  });

  it('shows other staff only the mergers into a ward they reach', async () => {
    const province = (await get('tinh', '/api/admin/ward-mergers')).json().data;
    expect(province.entries.map((m: { into_ward: { id: number } }) => m.into_ward.id)).toEqual([home[2].id]);
    expect((await get('canbo1', '/api/admin/ward-mergers')).json().data).toEqual({ total: 0, entries: [] });
  });
});

describe('GET /api/admin/wards?merged=', () => {
  it('leaves merged wards out by default, lists them tagged with ?merged=all and alone with ?merged=only', async () => {
    const byId = (entries: { id: number }[]) => entries.map((w) => w.id);
    const keyword = encodeURIComponent(home[0].name);
    const current = (await get('admin', `/api/admin/wards?keyword=${keyword}`)).json().data.entries;
    expect(byId(current)).not.toContain(home[0].id);
    const all = (
      await get('admin', `/api/admin/wards?merged=all&province_id=${units.provinceId}&keyword=${keyword}`)
    ).json().data;
    expect(all.entries.find((w: { id: number }) => w.id === home[0].id)).toMatchObject({
      merged_into_id: home[2].id,
      merged_into_name: home[2].name,
      province_name: 'Tỉnh Lào Cai',
    });
    const only = (await get('admin', '/api/admin/wards?merged=only')).json().data;
    expect(only.total).toBe(4);
    expect(only.entries.every((w: { merged_into_name: string | null }) => w.merged_into_name)).toBe(true);
    // the target keeps working and is not tagged
    const target = (
      await get('admin', `/api/admin/wards?merged=all&keyword=${encodeURIComponent(home[2].name)}`)
    ).json().data.entries;
    expect(target.find((w: { id: number }) => w.id === home[2].id)).toMatchObject({
      merged_into_id: null,
      merged_into_name: null,
    });
    // the province officer sees their province's merged wards only
    const province = (await get('tinh', '/api/admin/wards?merged=only')).json().data;
    expect(byId(province.entries).sort()).toEqual([home[0].id, home[1].id].sort());
    const bad = (await get('admin', '/api/admin/wards?merged=yes')).json();
    expect(bad).toMatchObject({ code: 400, message: 'Trạng thái sáp nhập không đúng định dạng!' });
  });

  it('counts what the page shows', async () => {
    const [{ count }] = await t.database.db.select({ count: sql<number>`count(*)::int` }).from(wards);
    expect((await get('admin', '/api/admin/wards?merged=all&length=1')).json().data.total).toBe(count);
  });
});
