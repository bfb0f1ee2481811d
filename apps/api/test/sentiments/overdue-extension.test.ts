import { CLEAR_OVERDUE_DEADLINE_MESSAGE, EXTENSION_REASON_REQUIRED_MESSAGE } from '@console/shared/domain/sentiments';
import { SENTINEL_DATE_ISO } from '@console/shared/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentiments } from '../../src/db/schema/index.ts';
import { markOverdueSentiments } from '../../src/modules/sentiment-overdue/mark-overdue.ts';
import { demoUnits } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import {
  createSentiment,
  daysFromNow,
  removeAllSentiments,
  revoke,
  rowOf,
  STAFF_URL,
  timelineOf,
} from './sentiment-fixtures.ts';

// Issue 10, "the overdue-item trap": an overdue item takes progress notes with its past deadline unchanged; moving the
// deadline is an extension (gia hạn) with a reason, written on the timeline and counted; an overdue item cannot lose
// its deadline; an extended item given a future deadline leaves "overdue", and reports tell extended from plain late.

let t: TestApp;
let units: Awaited<ReturnType<typeof demoUnits>>;
let officer: string;
beforeAll(async () => {
  t = await buildTestApp();
  // the counts below start from none (the demo data has overdue items of its own)
  await removeAllSentiments(t);
  units = await demoUnits(t);
  officer = await t.login('canbo1');
});
afterAll(() => t.close());

const REASON = 'Chờ huyện cấp kinh phí sửa đường.';
const put = (token: string, id: number, payload: Record<string, unknown>) =>
  t.request({ method: 'PUT', url: `${STAFF_URL}/${id}/update`, token, payload });
const body = (timeFinish: string | null, extra: Record<string, unknown> = {}) => ({
  title: 'Đường vào điểm trường bị sạt lở',
  content: 'Sau mưa lớn đoạn đường bị sạt một bên taluy.',
  category_id: 5,
  content_update: 'Đã rào chắn tạm, chờ phương án sửa chữa.',
  time_finish: timeFinish ?? SENTINEL_DATE_ISO,
  ...extra,
});
/** an item past its deadline, marked overdue; the deadline carries seconds and milliseconds, as now() + days does */
const overdueItem = (extra: Parameters<typeof createSentiment>[1] extends infer S ? Partial<S> : never = {}) =>
  createSentiment(t, {
    wardId: units.ward1,
    status: 5,
    categoryId: 5,
    timeStart: daysFromNow(-6),
    timeFinish: new Date(Date.now() - 2 * 86_400_000 - 12_345).toISOString(),
    ...extra,
  });
/** the minute the pickers show of an instant, sent back as the screen sends it */
const asShown = (date: Date) =>
  new Date(Math.floor(date.getTime() / 60_000) * 60_000).toISOString().replace('.000Z', 'Z');
const detailOf = async (id: number) =>
  (await t.request({ method: 'GET', url: `${STAFF_URL}/${id}`, token: officer })).json().data.entry;

/** a refusal: its status and message, and the row and timeline as they were */
async function expectRefused(id: number, payload: Record<string, unknown>, message: string, token = officer) {
  const before = await rowOf(t, id);
  const events = (await timelineOf(t, id)).length;
  const response = await put(token, id, payload);
  expect([response.statusCode, response.json().message]).toEqual([400, message]);
  expect(await rowOf(t, id)).toEqual(before);
  expect(await timelineOf(t, id)).toHaveLength(events);
}

describe('an overdue item takes progress notes', () => {
  it('keeps its past deadline exactly, sent back as stored or as the picker shows it (to the minute): no extension, still overdue', async () => {
    const id = await overdueItem();
    const stored = (await rowOf(t, id)).timeFinish!;
    for (const [n, sent] of [stored.toISOString(), asShown(stored)].entries()) {
      const response = await put(officer, id, body(sent, { content_update: `Ghi chú tiến độ lần ${n + 1}` }));
      expect([response.statusCode, response.json().message]).toEqual([200, 'Cập nhật phản ánh thành công']);
      expect(response.json().data.entry).toMatchObject({
        status: 5,
        extension_count: 0,
        time_finish: stored.toISOString(),
      });
    }
    expect((await rowOf(t, id)).timeFinish).toEqual(stored);
    const events = await timelineOf(t, id);
    expect(events.map((e) => [e.action, e.fromStatus, e.toStatus])).toEqual([
      ['update', 5, 5],
      ['update', 5, 5],
    ]);
    expect(events[1].changes).toEqual({
      content_update: { from: 'Ghi chú tiến độ lần 1', to: 'Ghi chú tiến độ lần 2' },
    });
  });
});

describe('moving the deadline is an extension (gia hạn)', () => {
  it('needs a reason: without one (or blank) the Vietnamese message, and nothing changes', async () => {
    const overdue = await overdueItem();
    await expectRefused(overdue, body(daysFromNow(5)), EXTENSION_REASON_REQUIRED_MESSAGE);
    await expectRefused(overdue, body(daysFromNow(5), { extension_reason: '   ' }), EXTENSION_REASON_REQUIRED_MESSAGE);
    // not only for overdue items: any existing deadline that moves
    const open = await createSentiment(t, {
      wardId: units.ward1,
      status: 2,
      timeStart: daysFromNow(-1),
      timeFinish: daysFromNow(3),
    });
    await expectRefused(open, body(daysFromNow(6)), EXTENSION_REASON_REQUIRED_MESSAGE);
  });

  it('with a reason to a future deadline: overdue → processing (waiting if never received), counted, on the timeline as Gia hạn xử lý', async () => {
    const id = await overdueItem();
    const old = (await rowOf(t, id)).timeFinish!.toISOString();
    const later = daysFromNow(5);
    const response = await put(officer, id, body(later, { extension_reason: `  ${REASON} ` }));
    expect([response.statusCode, response.json().message]).toEqual([200, 'Cập nhật phản ánh thành công']);
    const entry = response.json().data.entry;
    expect(entry).toMatchObject({ status: 2, time_finish: later, extension_count: 1 });
    expect(entry.seconds_left).toBeGreaterThan(4 * 86_400);
    const event = entry.timeline.at(-1);
    expect(event).toMatchObject({ action: 'extend', from_status: 5, to_status: 2, actor_name: 'Nguyễn Thị Hoa' });
    expect(event.changes).toMatchObject({
      time_finish: { from: old, to: later },
      extension_reason: { from: null, to: REASON },
    });
    expect(await rowOf(t, id)).toMatchObject({ status: 2, extensionCount: 1, timeFinish: new Date(later) });

    const never = await overdueItem({ received: false, timeStart: null });
    const waiting = await put(officer, never, body(daysFromNow(3), { extension_reason: REASON }));
    expect(waiting.json().data.entry).toMatchObject({ status: 1, extension_count: 1 });

    // a second extension counts again
    const again = await put(officer, id, body(daysFromNow(9), { extension_reason: 'Nhà thầu xin thêm thời gian.' }));
    expect(again.json().data.entry).toMatchObject({ status: 2, extension_count: 2 });
  });

  it('the new deadline still may not lie before today; a deadline of today already gone by keeps the item overdue', async () => {
    const id = await overdueItem();
    await expectRefused(
      id,
      body(daysFromNow(-1), { extension_reason: REASON }),
      'Hạn xử lý không được trước ngày hôm nay',
    );
    // an extension to the start of today in Vietnam: allowed as a date, but already past
    const midnight = new Date(Date.now() - ((Date.now() + 7 * 3_600_000) % 86_400_000));
    if (Date.now() - midnight.getTime() > 60_000) {
      const response = await put(officer, id, body(midnight.toISOString(), { extension_reason: REASON }));
      expect(response.json().data.entry).toMatchObject({ status: 5, extension_count: 1 });
    }
  });

  it('an overdue item cannot lose its deadline, with or without a reason — nor an open one whose deadline already passed', async () => {
    const overdue = await overdueItem();
    await expectRefused(overdue, body(null), CLEAR_OVERDUE_DEADLINE_MESSAGE);
    await expectRefused(overdue, body(null, { extension_reason: REASON }), CLEAR_OVERDUE_DEADLINE_MESSAGE);
    const notMarkedYet = await createSentiment(t, {
      wardId: units.ward1,
      status: 2,
      timeStart: daysFromNow(-3),
      timeFinish: daysFromNow(-0.1),
    });
    await expectRefused(notMarkedYet, body(null, { extension_reason: REASON }), CLEAR_OVERDUE_DEADLINE_MESSAGE);
  });

  it('removing a deadline not yet passed is an extension too (reason, count); a first deadline is not', async () => {
    const open = await createSentiment(t, {
      wardId: units.ward1,
      status: 2,
      timeStart: daysFromNow(-1),
      timeFinish: daysFromNow(2),
    });
    await expectRefused(open, body(null), EXTENSION_REASON_REQUIRED_MESSAGE);
    const cleared = await put(
      officer,
      open,
      body(null, { extension_reason: 'Chờ ý kiến của huyện, chưa xác định được thời hạn.' }),
    );
    expect(cleared.json().data.entry).toMatchObject({ status: 2, time_finish: null, extension_count: 1 });
    expect(cleared.json().data.entry.timeline.at(-1)).toMatchObject({
      action: 'extend',
      changes: { time_finish: { to: null } },
    });
    // now without a deadline: giving it one needs no reason and is not counted
    const first = await put(officer, open, body(daysFromNow(4)));
    expect(first.statusCode).toBe(200);
    expect(first.json().data.entry).toMatchObject({ extension_count: 1 });
    expect(first.json().data.entry.timeline.at(-1).action).toBe('update');
    // an item left overdue without a deadline (before it was refused) leaves "overdue" with a new one, no reason asked
    const stuck = await overdueItem({ timeFinish: null });
    const rescued = await put(officer, stuck, body(daysFromNow(3)));
    expect(rescued.json().data.entry).toMatchObject({ status: 2, extension_count: 0 });
  });
});

describe('late with an extension versus plain late', () => {
  it('the job marks an extended item overdue again once its new deadline passes; list and counts filter on extended', async () => {
    await removeAllSentiments(t);
    const extended = await overdueItem({ title: 'Đã gia hạn' });
    const extension = await put(officer, extended, body(daysFromNow(2), { extension_reason: REASON }));
    expect(extension.statusCode, extension.body).toBe(200);
    expect(extension.json().data.entry.status).toBe(2);
    const plain = await overdueItem({ title: 'Quá hạn không gia hạn' });
    const onTime = await createSentiment(t, {
      wardId: units.ward1,
      status: 2,
      timeFinish: daysFromNow(3),
      title: 'Còn hạn',
    });
    // the extended deadline passes too
    await t.database.db
      .update(sentiments)
      .set({ timeFinish: new Date(Date.now() - 60_000) })
      .where(eq(sentiments.id, extended));
    const run = await markOverdueSentiments(t.database.db);
    expect(run.moved.map((m) => m.id)).toEqual([extended]);
    expect(await detailOf(extended)).toMatchObject({ status: 5, extension_count: 1 });
    expect((await timelineOf(t, extended)).map((e) => [e.action, e.fromStatus, e.toStatus])).toEqual([
      ['extend', 5, 2],
      ['mark_overdue', 2, 5],
    ]);

    const ids = async (query: string) =>
      (await t.request({ method: 'GET', url: `${STAFF_URL}?${query}`, token: officer }))
        .json()
        .data.entries.map((e: { id: number }) => e.id)
        .sort();
    expect(await ids('overdue_only=true')).toEqual([extended, plain].sort());
    expect(await ids('overdue_only=true&extended=true')).toEqual([extended]);
    expect(await ids('overdue_only=true&extended=false')).toEqual([plain]);
    expect(await ids('extended=false')).toEqual([plain, onTime].sort());
    const counts = async (query: string) =>
      (await t.request({ method: 'GET', url: `${STAFF_URL}/status-counts?${query}`, token: officer })).json().data;
    expect(await counts('extended=true')).toEqual({ 1: 0, 2: 0, 3: 0, 4: 0, 5: 1, all: 1 });
    expect(await counts('extended=false')).toEqual({ 1: 0, 2: 1, 3: 0, 4: 0, 5: 1, all: 2 });
    const list = (await t.request({ method: 'GET', url: `${STAFF_URL}?status=5`, token: officer })).json().data.entries;
    expect(list.map((e: { id: number; extension_count: number }) => [e.id, e.extension_count]).sort()).toEqual(
      [
        [extended, 1],
        [plain, 0],
      ].sort(),
    );
    const refused = await t.request({ method: 'GET', url: `${STAFF_URL}?extended=maybe`, token: officer });
    expect([refused.statusCode, refused.json().message]).toEqual([400, 'Đã gia hạn không đúng định dạng!']);
  });
});

describe('who may extend', () => {
  it('another ward’s officer gets 404, a resident 403, a role without update 403; nothing changes', async () => {
    const id = await overdueItem();
    const before = await rowOf(t, id);
    const payload = body(daysFromNow(5), { extension_reason: REASON });
    expect((await put(await t.login('canbo2'), id, payload)).statusCode).toBe(404);
    expect((await put(await t.login('nguoidan1'), id, payload)).statusCode).toBe(403);
    const inCharge = await t.login('phutrach1');
    await revoke(t, 9, 'update');
    const denied = await put(inCharge, id, payload);
    expect([denied.statusCode, denied.json().message]).toEqual([403, 'Bạn không có quyền thực hiện chức năng này']);
    expect(await rowOf(t, id)).toEqual(before);
    expect(await timelineOf(t, id)).toHaveLength(0);
  });
});
