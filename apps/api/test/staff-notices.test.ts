import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolePermissions, sentiments, staffNoticeReads } from '../src/db/schema/index.ts';
import { markOverdueSentiments } from '../src/modules/sentiment-overdue/mark-overdue.ts';
import { demoUnits } from './fixtures.ts';
import { buildTestApp, type TestApp } from './helper.ts';
import { insertSentiments, pastDeadline, villageOf } from './sentiments/overdue-rows.ts';

let t: TestApp;
let units: Awaited<ReturnType<typeof demoUnits>>;
let tokens: Record<string, string>;
// items that became overdue: two of ward 1 (one in thon1's hamlet), one of ward 2
let ward1Item: number;
let hamletItem: number;
let ward2Item: number;

beforeAll(async () => {
  t = await buildTestApp();
  units = await demoUnits(t);
  const hamlet = await villageOf(t.database.db, 'thon1');
  [ward1Item, hamletItem, ward2Item] = await insertSentiments(t.database.db, [
    { wardId: units.ward1, status: 2, timeFinish: pastDeadline(), title: 'Cống thoát nước bị tắc' },
    { wardId: units.ward1, status: 1, timeFinish: pastDeadline(), title: 'Cây đổ chắn đường thôn', villageId: hamlet },
    { wardId: units.ward2, status: 2, timeFinish: pastDeadline(), title: 'Trạm y tế thiếu thuốc' },
  ]);
  await markOverdueSentiments(t.database.db);
  const names = ['canbo1', 'canbo2', 'quantri1', 'thon1', 'tinh', 'admin', 'nguoidan1', 'phutrach1'];
  tokens = Object.fromEntries(await Promise.all(names.map(async (u) => [u, await t.login(u)] as const)));
});
afterAll(() => t.close());

const BASE = '/api/admin/staff-notices';
const get = (username: string, url: string) => t.request({ method: 'GET', url, token: tokens[username] });
const noticesOf = async (username: string, query = '') => (await get(username, `${BASE}${query}`)).json().data;
const unreadOf = async (username: string) => (await get(username, `${BASE}/unread-count`)).json().data.entry.unread;
const markRead = (username: string, ids: unknown) =>
  t.request({ method: 'PATCH', url: `${BASE}/read`, token: tokens[username], payload: { ids } });
const itemsOf = (data: { entries: { sentiment_id: number }[] }) => data.entries.map((n) => n.sentiment_id);

describe('GET /api/admin/staff-notices', () => {
  it('shows a ward officer the notices of their ward only, newest first, with the item’s state', async () => {
    const data = await noticesOf('canbo1');
    expect(data.total).toBe(2);
    expect(itemsOf(data).sort()).toEqual([ward1Item, hamletItem].sort());
    expect(data.entries.find((n: { sentiment_id: number }) => n.sentiment_id === ward1Item)).toMatchObject({
      kind: 'sentiment_overdue',
      message: 'Phản ánh "Cống thoát nước bị tắc" đã quá hạn xử lý',
      ward_id: units.ward1,
      sentiment_status: 5,
      sentiment_received: true,
      read: false,
    });
    expect(data.entries.find((n: { sentiment_id: number }) => n.sentiment_id === hamletItem)).toMatchObject({
      sentiment_received: false,
    });
    const times = data.entries.map((n: { created_at: string }) => n.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(itemsOf(await noticesOf('canbo2'))).toEqual([ward2Item]);
  });

  it('widens with the caller’s units and narrows to the hamlet for a hamlet officer', async () => {
    expect(itemsOf(await noticesOf('tinh')).sort()).toEqual([ward1Item, hamletItem, ward2Item].sort());
    expect((await noticesOf('admin')).total).toBeGreaterThanOrEqual(3);
    expect(itemsOf(await noticesOf('thon1'))).toEqual([hamletItem]);
  });

  it('pages', async () => {
    const first = await noticesOf('canbo1', '?length=1');
    const second = await noticesOf('canbo1', '?length=1&page=2');
    expect(first.total).toBe(2);
    expect(first.entries).toHaveLength(1);
    expect(itemsOf(second)).not.toEqual(itemsOf(first));
  });

  it('is for staff only', async () => {
    expect((await t.request({ method: 'GET', url: BASE })).statusCode).toBe(401);
    expect((await get('nguoidan1', BASE)).statusCode).toBe(403);
    expect((await get('nguoidan1', `${BASE}/unread-count`)).statusCode).toBe(403);
  });

  it('hides a kind from staff without the permission of its subject', async () => {
    expect((await noticesOf('phutrach1')).total).toBe(2);
    await t.database.db
      .delete(rolePermissions)
      .where(
        and(
          eq(rolePermissions.roleId, 9),
          eq(rolePermissions.action, 'list'),
          eq(rolePermissions.subject, 'sentiments'),
        ),
      );
    expect((await noticesOf('phutrach1')).total).toBe(0);
    expect(await unreadOf('phutrach1')).toBe(0);
  });
});

describe('reading notices', () => {
  it('marks read per staff member and counts what is left', async () => {
    expect(await unreadOf('canbo1')).toBe(2);
    expect(await unreadOf('quantri1')).toBe(2);
    const response = await markRead('canbo1', [
      (await noticesOf('canbo1')).entries.find((n: { sentiment_id: number }) => n.sentiment_id === ward1Item).id,
    ]);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Đã đánh dấu thông báo là đã đọc',
      data: { entry: { unread: 1 } },
    });
    expect(await unreadOf('canbo1')).toBe(1);
    const entries = (await noticesOf('canbo1')).entries as { sentiment_id: number; read: boolean }[];
    expect(entries.find((n) => n.sentiment_id === ward1Item)!.read).toBe(true);
    expect(entries.find((n) => n.sentiment_id === hamletItem)!.read).toBe(false);
    // the ward's administrator has read nothing yet
    expect(await unreadOf('quantri1')).toBe(2);
  });

  it('marking twice changes nothing more', async () => {
    const ids = (await noticesOf('canbo1')).entries.map((n: { id: number }) => n.id);
    expect((await markRead('canbo1', ids)).json().data.entry.unread).toBe(0);
    expect((await markRead('canbo1', ids)).json().data.entry.unread).toBe(0);
  });

  it('ignores notices outside the caller’s reach', async () => {
    const ward2Notice = (await noticesOf('canbo2')).entries[0].id;
    expect((await markRead('canbo1', [ward2Notice])).statusCode).toBe(200);
    expect(await unreadOf('canbo2')).toBe(1);
    expect((await noticesOf('canbo2')).entries[0].read).toBe(false);
    // no read mark was stored for canbo1 on a notice they cannot see
    const marks = await t.database.db.select().from(staffNoticeReads).where(eq(staffNoticeReads.noticeId, ward2Notice));
    expect(marks).toEqual([]);
  });

  it('validates the ids', async () => {
    const bad = await markRead('canbo1', 'all');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Thông báo không đúng định dạng!');
    expect(
      (
        await markRead(
          'canbo1',
          Array.from({ length: 101 }, (_, n) => n + 1),
        )
      ).statusCode,
    ).toBe(400);
  });

  it('drops notices of deleted items', async () => {
    await t.database.db.update(sentiments).set({ deletedAt: new Date() }).where(eq(sentiments.id, ward2Item));
    expect((await noticesOf('canbo2')).total).toBe(0);
    expect(await unreadOf('canbo2')).toBe(0);
  });

  it('counts unread notices up to 100 (the bell shows 99+)', async () => {
    await insertSentiments(
      t.database.db,
      Array.from({ length: 120 }, () => ({ wardId: units.ward2, status: 2, timeFinish: pastDeadline() })),
    );
    await markOverdueSentiments(t.database.db);
    expect((await noticesOf('canbo2')).total).toBe(120);
    expect(await unreadOf('canbo2')).toBe(100);
  });
});
