import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rolePermissions, sentiments } from '../../src/db/schema/index.ts';
import { markOverdueSentiments } from '../../src/modules/sentiment-overdue/mark-overdue.ts';
import { demoUnits } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { insertSentiments, pastDeadline, villageOf } from '../sentiments/overdue-rows.ts';

// issue 13: the staff notices of the sentiment workflow are individual notifications of the one inbox
let t: TestApp;
let units: Awaited<ReturnType<typeof demoUnits>>;
const tokens: Record<string, string> = {};
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
  // the staff of the platform may already have notices of the demo data: only these three items count here
  await markOverdueSentiments(t.database.db);
  for (const name of ['canbo1', 'canbo2', 'thon1', 'tinh', 'admin', 'nguoidan1', 'phutrach1'])
    tokens[name] = await t.login(name);
});
afterAll(() => t.close());

type Row = {
  id: number;
  sentiment_id: number | null;
  sentiment_status: number | null;
  title: string;
  read_at: string | null;
};
const inbox = async (username: string) =>
  (await t.request({ method: 'GET', url: '/api/admin/ind-notifications?length=100', token: tokens[username] })).json()
    .data as { total: number; unread: number; entries: Row[] };
/** which of this file's three items the caller has notices of */
const itemsOf = async (username: string) => {
  const ours = [ward1Item, hamletItem, ward2Item];
  return (await inbox(username)).entries
    .map((row) => row.sentiment_id)
    .filter((id): id is number => id !== null && ours.includes(id))
    .sort((a, b) => a - b);
};

describe('overdue items notify the staff who handle them', () => {
  it('reaches a ward officer for their ward only, with the item’s state now', async () => {
    expect(await itemsOf('canbo1')).toEqual([ward1Item, hamletItem]);
    expect(await itemsOf('canbo2')).toEqual([ward2Item]);
    const row = (await inbox('canbo1')).entries.find((entry) => entry.sentiment_id === ward1Item)!;
    expect(row).toMatchObject({ title: 'Phản ánh "Cống thoát nước bị tắc" đã quá hạn xử lý', sentiment_status: 5 });
  });

  it('widens with the caller’s units and narrows to the hamlet for a hamlet officer', async () => {
    expect(await itemsOf('tinh')).toEqual([ward1Item, hamletItem, ward2Item]);
    expect(await itemsOf('admin')).toEqual([ward1Item, hamletItem, ward2Item]);
    expect(await itemsOf('thon1')).toEqual([hamletItem]);
    expect(await itemsOf('phutrach1')).toEqual([ward1Item, hamletItem]);
  });

  it('never reaches residents', async () => {
    const response = await t.request({ method: 'GET', url: '/api/web/notifications', token: tokens.nguoidan1 });
    const ids = response.json().data.entries.map((row: Row) => row.sentiment_id);
    expect(ids).not.toContain(ward1Item);
  });

  it('skips a role that may not list sentiments', async () => {
    const [item] = await insertSentiments(t.database.db, [
      { wardId: units.ward1, status: 2, timeFinish: pastDeadline(), title: 'Đường ngập' },
    ]);
    const phutrachRole = 9;
    await t.database.db
      .delete(rolePermissions)
      .where(
        and(
          eq(rolePermissions.roleId, phutrachRole),
          eq(rolePermissions.action, 'list'),
          eq(rolePermissions.subject, 'sentiments'),
        ),
      );
    await markOverdueSentiments(t.database.db);
    const reached = async (username: string) => (await inbox(username)).entries.map((row) => row.sentiment_id);
    expect(await reached('canbo1')).toContain(item);
    expect(await reached('phutrach1')).not.toContain(item);
  });

  it('counts, marks read, and goes with a deleted item', async () => {
    const before = await inbox('canbo2');
    const notice = before.entries.find((row) => row.sentiment_id === ward2Item)!;
    expect(notice.read_at).toBeNull();
    const read = await t.request({
      method: 'PATCH',
      url: `/api/admin/notifications/${notice.id}/read`,
      token: tokens.canbo2,
    });
    expect(read.json().data.individual).toBe(before.unread - 1);
    await t.database.db.delete(sentiments).where(eq(sentiments.id, ward2Item));
    expect(await itemsOf('canbo2')).toEqual([]);
  });
});

describe('a new item notifies the staff who handle it', () => {
  it('writes one notice with the submission, for the ward’s staff', async () => {
    const submitted = await t.request({
      method: 'POST',
      url: '/api/web/sentiments',
      token: tokens.nguoidan1,
      payload: {
        title: 'Ổ gà trên đường liên xã',
        content: 'Ổ gà sâu gây nguy hiểm',
        category_id: 7,
        ward_id: units.ward1,
      },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const id = submitted.json().data.entry.id as number;
    const notice = (await inbox('canbo1')).entries.find((row) => row.sentiment_id === id);
    expect(notice).toMatchObject({ title: 'Có phản ánh mới: "Ổ gà trên đường liên xã"', sentiment_status: 1 });
    expect((await inbox('canbo2')).entries.map((row) => row.sentiment_id)).not.toContain(id);
  });
});
