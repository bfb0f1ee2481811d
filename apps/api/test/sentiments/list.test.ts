import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUnits } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import {
  createSentiment,
  daysFromNow,
  removeAllSentiments,
  revoke,
  STAFF_URL,
  userNamed,
  villagesOf,
} from './sentiment-fixtures.ts';

let t: TestApp;
let units: Awaited<ReturnType<typeof demoUnits>>;
let officer: string;
let province: string;
let admin: string;
let hamlet: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  units = await demoUnits(t);
  [officer, province, admin, hamlet] = await Promise.all(['canbo1', 'tinh', 'admin', 'thon1'].map((u) => t.login(u)));
  await removeAllSentiments(t);
  const [own, other] = await villagesOf(t, units.ward1);
  const resident = await userNamed(t, 'nguoidan1');
  const w1 = units.ward1;
  // created at 02/03/2025 00:30 Vietnam time (still 01/03 in UTC)
  ids.lamp = await createSentiment(t, {
    wardId: w1,
    title: 'Đèn đường hỏng',
    categoryId: 4,
    createdAt: '2025-03-01T17:30:00Z',
    villageId: own.id,
    timeFinish: daysFromNow(6),
  });
  ids.trash = await createSentiment(t, {
    wardId: w1,
    status: 2,
    title: 'Rác thải',
    content: 'Bãi rác gây ô nhiễm nguồn nước',
    timeFinish: daysFromNow(2),
    villageId: other.id,
  });
  ids.overdue = await createSentiment(t, {
    wardId: w1,
    status: 5,
    title: 'Đường sạt lở',
    timeFinish: daysFromNow(-1),
    reporterId: resident.id,
  });
  ids.late = await createSentiment(t, {
    wardId: w1,
    status: 2,
    title: 'Trạm y tế đóng cửa',
    categoryId: 1,
    timeFinish: daysFromNow(-0.1),
  });
  ids.done = await createSentiment(t, {
    wardId: w1,
    status: 3,
    title: 'Giống lúa',
    categoryId: 3,
    active: false,
    timeFinish: null,
    guestName: 'Hà Văn Tú',
  });
  ids.archived = await createSentiment(t, { wardId: w1, status: 3, title: 'Đã lưu trữ', archived: true });
  ids.deleted = await createSentiment(t, { wardId: w1, title: 'Đã xoá', deleted: true });
  ids.second1 = await createSentiment(t, { wardId: units.ward2, title: 'Xã hai một' });
  ids.second2 = await createSentiment(t, { wardId: units.ward2, status: 2, title: 'Xã hai hai' });
  ids.foreign = await createSentiment(t, { wardId: units.foreignWard, title: 'Tỉnh khác' });
});
afterAll(() => t.close());

const get = (token: string, query = '', path = '') =>
  t.request({ method: 'GET', url: `${STAFF_URL}${path}?length=1000${query}`, token });
const listIds = async (token: string, query = '', path = '') => {
  const response = await get(token, query, path);
  expect(response.statusCode).toBe(200);
  return response
    .json()
    .data.entries.map((e: { id: number }) => e.id)
    .sort((a: number, b: number) => a - b);
};
const pick = (...names: string[]) => names.map((n) => ids[n]).sort((a, b) => a - b);

describe('GET /api/admin/sentiments', () => {
  it('lists the caller’s ward without archived or deleted items, newest first, with names and time left', async () => {
    const response = await get(officer);
    const { total, entries } = response.json().data;
    expect(total).toBe(5);
    expect(entries.map((e: { id: number }) => e.id)).toEqual([ids.done, ids.late, ids.overdue, ids.trash, ids.lamp]);
    const trash = entries.find((e: { id: number }) => e.id === ids.trash);
    expect(trash).toMatchObject({
      status: 2,
      category_name: 'Môi trường',
      ward_id: units.ward1,
      ward_name: expect.stringMatching(/^Xã /),
      village_name: expect.any(String),
      reporter_name: 'Lý Thị Mai',
      archived_at: null,
    });
    expect(trash.seconds_left).toBeGreaterThan(2 * 86_400 - 120);
    expect(trash.seconds_left).toBeLessThanOrEqual(2 * 86_400);
    expect(entries.find((e: { id: number }) => e.id === ids.overdue)).toMatchObject({
      reporter_name: 'Vàng A Dình',
      seconds_left: expect.any(Number),
    });
    expect(entries.find((e: { id: number }) => e.id === ids.overdue).seconds_left).toBeLessThan(0);
    expect(entries.find((e: { id: number }) => e.id === ids.done)).toMatchObject({
      seconds_left: null,
      result_sentiment: 3,
      active: false,
    });
  });

  it('pages: the first page (its own statement) and later ones continue each other; past the end the total stays', async () => {
    const page = async (query: string) =>
      (await t.request({ method: 'GET', url: `${STAFF_URL}?${query}`, token: officer })).json().data;
    const all = [ids.done, ids.late, ids.overdue, ids.trash, ids.lamp];
    const first = await page('length=2');
    expect(first).toMatchObject({ total: 5, entries: [{ id: ids.done }, { id: ids.late }] });
    expect(Object.keys(first.entries[0])).not.toContain('total');
    expect((await page('length=2&page=2')).entries.map((e: { id: number }) => e.id)).toEqual(all.slice(2, 4));
    expect((await page('length=3&start=2')).entries.map((e: { id: number }) => e.id)).toEqual(all.slice(2, 5));
    expect(await page('length=2&page=9')).toEqual({ total: 5, entries: [] });
  });

  it('filters by status, category, public flag and overdue', async () => {
    expect(await listIds(officer, '&status=2')).toEqual(pick('trash', 'late'));
    expect(await listIds(officer, '&category_id=1')).toEqual(pick('late'));
    expect(await listIds(officer, '&active=false')).toEqual(pick('done'));
    expect(await listIds(officer, '&overdue_only=true')).toEqual(pick('overdue', 'late'));
  });

  it('searches title, content and reporter without diacritics', async () => {
    expect(await listIds(officer, `&keyword=${encodeURIComponent('den duong')}`)).toEqual(pick('lamp'));
    expect(await listIds(officer, `&keyword=${encodeURIComponent('O NHIEM')}`)).toEqual(pick('trash'));
    expect(await listIds(officer, `&keyword=${encodeURIComponent('vang a dinh')}`)).toEqual(pick('overdue'));
    expect(await listIds(officer, `&keyword=${encodeURIComponent('hà văn tú')}`)).toEqual(pick('done'));
    expect(await listIds(officer, `&keyword=${encodeURIComponent('100%')}`)).toEqual([]);
  });

  it('date ranges are calendar days in Vietnam time', async () => {
    expect(await listIds(officer, '&created_from=2025-03-02&created_to=2025-03-02')).toEqual(pick('lamp'));
    expect(await listIds(officer, '&created_to=2025-03-01')).toEqual([]);
    expect(await listIds(officer, '&created_from=2025-03-03')).toEqual(pick('trash', 'overdue', 'late', 'done'));
    const today = new Date(Date.now() + 7 * 3_600_000).toISOString().slice(0, 10);
    const inTwoDays = new Date(Date.now() + 7 * 3_600_000 + 2 * 86_400_000).toISOString().slice(0, 10);
    expect(await listIds(officer, `&deadline_from=${inTwoDays}&deadline_to=${inTwoDays}`)).toEqual(pick('trash'));
    expect(await listIds(officer, `&deadline_to=${today}`)).toEqual(expect.arrayContaining(pick('overdue')));
  });

  it('sorts by deadline (empty last) and status, and pages', async () => {
    const byDeadline = (await get(officer, '&sort=time_finish&order=asc'))
      .json()
      .data.entries.map((e: { id: number }) => e.id);
    expect(byDeadline).toEqual([ids.overdue, ids.late, ids.trash, ids.lamp, ids.done]);
    const byStatus = (await get(officer, '&sort=status&order=desc'))
      .json()
      .data.entries.map((e: { status: number }) => e.status);
    expect(byStatus).toEqual([5, 3, 2, 2, 1]);
    const page = (await t.request({ method: 'GET', url: `${STAFF_URL}?length=2&page=2`, token: officer })).json().data;
    expect([page.total, page.entries.map((e: { id: number }) => e.id)]).toEqual([5, [ids.overdue, ids.trash]]);
    const offset = (await t.request({ method: 'GET', url: `${STAFF_URL}?length=2&start=4`, token: officer })).json()
      .data;
    expect(offset.entries.map((e: { id: number }) => e.id)).toEqual([ids.lamp]);
  });

  it('keeps to the caller’s units: wards, province, everything', async () => {
    expect(await listIds(officer, `&ward_id=${units.ward2}`)).toEqual([]);
    expect(await listIds(province)).toEqual(pick('lamp', 'trash', 'overdue', 'late', 'done', 'second1', 'second2'));
    expect(await listIds(province, `&ward_id=${units.ward2}`)).toEqual(pick('second1', 'second2'));
    expect(await listIds(province, `&province_id=${units.provinceId}&status=1`)).toEqual(pick('lamp', 'second1'));
    expect(await listIds(admin)).toEqual(
      pick('lamp', 'trash', 'overdue', 'late', 'done', 'second1', 'second2', 'foreign'),
    );
    const [own] = await villagesOf(t, units.ward1);
    expect(await listIds(province, `&village_id=${own.id}`)).toEqual(pick('lamp'));
  });

  it('the hamlet officer sees their hamlet only', async () => {
    expect(await listIds(hamlet)).toEqual(pick('lamp'));
    expect((await t.request({ method: 'GET', url: `${STAFF_URL}/status-counts`, token: hamlet })).json().data).toEqual({
      1: 1,
      2: 0,
      3: 0,
      4: 0,
      5: 0,
      all: 1,
    });
  });

  it('answers bad parameters in the generic wording', async () => {
    for (const [query, message] of [
      ['&status=6', 'Trạng thái không đúng định dạng!'],
      ['&created_from=2025-02-30', 'Ngày tạo từ không đúng định dạng!'],
      ['&deadline_to=hom-nay', 'Hạn xử lý đến không đúng định dạng!'],
      ['&sort=title', 'Trường sắp xếp không đúng định dạng!'],
      ['&overdue_only=maybe', 'Quá hạn xử lý không đúng định dạng!'],
    ]) {
      const response = await get(officer, query);
      expect([response.statusCode, response.json().message]).toEqual([400, message]);
    }
  });
});

describe('GET /api/admin/sentiments/status-counts', () => {
  const counts = async (token: string, query = '') =>
    (await t.request({ method: 'GET', url: `${STAFF_URL}/status-counts?x=1${query}`, token })).json().data;

  it('counts each tab like the list counts it, with the same filters', async () => {
    for (const [token, query] of [
      [officer, ''],
      [officer, '&category_id=1'],
      [officer, `&keyword=${encodeURIComponent('duong')}`],
      [officer, '&overdue_only=true'],
      [province, ''],
      [province, `&ward_id=${units.ward2}`],
      [admin, '&created_from=2025-03-03'],
    ] as const) {
      const tabs = await counts(token, query);
      for (const status of [1, 2, 3, 4, 5] as const) {
        const listed = (await get(token, `${query}&status=${status}`)).json().data.total;
        expect([query, status, tabs[status]]).toEqual([query, status, listed]);
      }
      expect(tabs.all).toBe((await get(token, query)).json().data.total);
    }
    expect(await counts(officer)).toEqual({ 1: 1, 2: 2, 3: 1, 4: 0, 5: 1, all: 5 });
  });

  it('ignores a status filter', async () => {
    expect((await counts(officer, '&status=2')).all).toBe(5);
  });
});

describe('GET /api/admin/sentiments/archived', () => {
  it('lists archived items of the caller’s units', async () => {
    const response = await get(officer, '', '/archived');
    expect(response.json().data.entries.map((e: { id: number }) => e.id)).toEqual([ids.archived]);
    expect(response.json().data.entries[0].archived_at).toEqual(expect.any(String));
    expect(await listIds(await t.login('canbo2'), '', '/archived')).toEqual([]);
  });
});

describe('permissions and spec §6 filter rules', () => {
  it('refuses residents and roles without list', async () => {
    expect((await get(await t.login('nguoidan1'))).statusCode).toBe(403);
    const police = await t.login('congan1');
    expect((await get(police)).statusCode).toBe(200);
    await revoke(t, 11, 'list');
    expect((await get(police)).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: `${STAFF_URL}/status-counts`, token: police })).statusCode).toBe(403);
  });

  it('drops the ward filter without list on wards, and the province filter without the sentiment menu', async () => {
    const otherProvince = `&province_id=${units.provinceId + 1}`;
    expect(await listIds(province, otherProvince)).toEqual([]);
    await revoke(t, 3, 'list', 'wards');
    expect(await listIds(province, `&ward_id=${units.ward2}`)).toHaveLength(7);
    await revoke(t, 3, 'menu');
    expect(await listIds(province, otherProvince)).toHaveLength(7);
    // the filter goes, the scope stays
    expect(await listIds(province, `&province_id=${(await userNamed(t, 'admin')).provinceId ?? 1}`)).not.toContain(
      ids.foreign,
    );
  });
});
