import {
  NO_RECIPIENT_MESSAGE,
  SCHEDULE_IN_PAST_MESSAGE,
  SENT_IS_FINAL_MESSAGE,
} from '@console/shared/forms/notification';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, ne, sql } from 'drizzle-orm';
import { demoUnits } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { notificationReceivers, notifications, users } from '../../src/db/schema/index.ts';
import { deliverDue } from '../../src/modules/notifications/notification-delivery.ts';

let t: TestApp;
let units: Awaited<ReturnType<typeof demoUnits>>;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};
const URL = '/api/admin/notifications';

beforeAll(async () => {
  t = await buildTestApp();
  units = await demoUnits(t);
  const names = [
    'admin',
    'tinh',
    'quantri1',
    'quantri2',
    'canbo1',
    'canbo2',
    'yte1',
    'thon1',
    'nguoidan1',
    'nguoidan2',
  ];
  for (const name of names) tokens[name] = await t.login(name);
  for (const row of await t.database.db.select({ id: users.id, username: users.username }).from(users))
    ids[row.username] = row.id;
});
afterAll(() => t.close());

const body = (extra: Record<string, unknown> = {}) => ({
  title: 'Lịch tiêm chủng tháng 12',
  content: '<p>Mời bà con đưa trẻ đến trạm y tế xã.</p>',
  ward_ids: [units.ward1],
  ...extra,
});
const create = (token: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: URL, token, payload: payload as object, headers });
const send = (token: string, id: number) => t.request({ method: 'PATCH', url: `${URL}/${id}/sent-status`, token });
const rowCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(notifications))[0].n;
const receiversOf = async (id: number) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notificationReceivers)
      .where(eq(notificationReceivers.notificationId, id))
  )[0].n;
/** active users of a ward other than the sender: whom a ward-wide notice reaches */
const activeInWard = async (wardId: number, senderId: number) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(and(eq(users.wardId, wardId), eq(users.isActive, true), ne(users.id, senderId)))
  )[0].n;
const draft = async (token = tokens.canbo1, extra: Record<string, unknown> = {}) => {
  const response = await create(token, body(extra));
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.entry as { id: number; status: string; content: string };
};

describe('general notifications: write, choose recipients, send', () => {
  it('creates a draft with a sanitised text, and counts who it will reach', async () => {
    const response = await create(
      tokens.canbo1,
      body({ content: '<p onclick="alert(1)">Họp thôn<script>alert(2)</script></p>', role_ids: [7] }),
    );
    expect(response.statusCode, response.body).toBe(200);
    const { data, message } = response.json();
    expect(message).toBe('Thêm mới thông báo thành công');
    expect(data.entry).toMatchObject({
      status: 'draft',
      ward_ids: [units.ward1],
      role_ids: [7],
      role_names: ['Người dân'],
      receiver_count: 0,
      ward_id: units.ward1,
    });
    expect(data.entry.content).toBe('<p>Họp thôn</p>');
    const count = await t.request({
      method: 'POST',
      url: `${URL}/recipient-count`,
      token: tokens.canbo1,
      payload: { ward_ids: [units.ward1] },
    });
    expect(count.json().data.total).toBe(await activeInWard(units.ward1, ids.canbo1));
    const residents = await t.request({
      method: 'POST',
      url: `${URL}/recipient-count`,
      token: tokens.canbo1,
      payload: { ward_ids: [units.ward1], role_ids: [7] },
    });
    expect(residents.json().data.total).toBeGreaterThanOrEqual(1);
    expect(residents.json().data.total).toBeLessThan(count.json().data.total);
  });

  it('refuses a bad body in Vietnamese and creates nothing', async () => {
    const before = await rowCount();
    const cases: [Record<string, unknown>, string][] = [
      [body({ title: '' }), 'Tiêu đề không được trống!'],
      [body({ ward_ids: [] }), NO_RECIPIENT_MESSAGE],
      [body({ content: '<script>alert(1)</script>' }), 'Nội dung không được trống!'],
      [body({ ward_ids: ['x'] }), 'Xã/phường không đúng định dạng!'],
      [body({ ward_ids: [999_999] }), 'Xã/phường không đúng định dạng!'],
      [body({ scheduled_at: '2020-01-01T00:00:00Z' }), SCHEDULE_IN_PAST_MESSAGE],
    ];
    for (const [payload, message] of cases) {
      const response = await create(tokens.canbo1, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect(await rowCount()).toBe(before);
  });

  it('refuses recipients outside the sender’s units and callers without the permission', async () => {
    const before = await rowCount();
    for (const extra of [
      { ward_ids: [units.ward2] },
      { ward_ids: [], user_ids: [ids.canbo2] },
      { ward_ids: [], province_ids: [units.provinceId] },
    ]) {
      const response = await create(tokens.canbo1, body(extra));
      expect(response.statusCode, JSON.stringify(extra)).toBe(403);
    }
    expect((await create(tokens.thon1, body())).statusCode).toBe(403);
    expect((await create(tokens.nguoidan1, body())).statusCode).toBe(403);
    expect(await rowCount()).toBe(before);
  });

  it('answers a retried create with the same Idempotency-Key with the draft it made', async () => {
    const before = await rowCount();
    const headers = { 'idempotency-key': 'form-3f2a9c1b' };
    const first = await create(tokens.canbo1, body(), headers);
    const second = await create(tokens.canbo1, body(), headers);
    expect(second.json().data.entry.id).toBe(first.json().data.entry.id);
    expect(await rowCount()).toBe(before + 1);
  });

  it('sends once: the receivers are written in one go, a second send changes nothing, a sent one is final', async () => {
    const { id } = await draft();
    const expected = await activeInWard(units.ward1, ids.canbo1);
    const sent = await send(tokens.canbo1, id);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.entry).toMatchObject({ status: 'sent', receiver_count: expected, read_count: 0 });
    expect(sent.json().message).toContain('Gửi thông báo thành công');
    const again = await send(tokens.canbo1, id);
    expect(again.json().message).toBe('Thông báo đã được gửi trước đó');
    expect(await receiversOf(id)).toBe(expected);
    const edit = await t.request({ method: 'PUT', url: `${URL}/${id}`, token: tokens.canbo1, payload: body() });
    expect([edit.statusCode, edit.json().message]).toEqual([400, SENT_IS_FINAL_MESSAGE]);
    const remove = await t.request({ method: 'DELETE', url: `${URL}/${id}`, token: tokens.quantri1 });
    expect([remove.statusCode, remove.json().message]).toEqual([400, SENT_IS_FINAL_MESSAGE]);
    // two sends at once: the row lock lets one deliver
    const { id: raced } = await draft();
    const both = await Promise.all([send(tokens.canbo1, raced), send(tokens.canbo1, raced)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await receiversOf(raced)).toBe(expected);
  });

  it('keeps another ward’s notifications out of reach: 404 to read, edit, send, delete', async () => {
    const { id } = await draft();
    for (const [method, url] of [
      ['GET', `${URL}/${id}`],
      ['PUT', `${URL}/${id}`],
      ['DELETE', `${URL}/${id}`],
      ['PATCH', `${URL}/${id}/sent-status`],
      ['GET', `${URL}/${id}/receivers`],
    ] as const) {
      const response = await t.request({
        method,
        url,
        token: tokens.quantri2,
        payload: method === 'PUT' ? body() : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(await receiversOf(id)).toBe(0);
    const list = await t.request({ method: 'GET', url: URL, token: tokens.canbo2 });
    expect(list.json().data.entries.map((row: { id: number }) => row.id)).not.toContain(id);
    const mine = await t.request({ method: 'GET', url: `${URL}?status=draft`, token: tokens.quantri1 });
    expect(mine.json().data.entries.map((row: { id: number }) => row.id)).toContain(id);
  });

  it('edits and deletes a draft', async () => {
    const { id } = await draft();
    const edit = await t.request({
      method: 'PUT',
      url: `${URL}/${id}`,
      token: tokens.canbo1,
      payload: body({ title: 'Lịch tiêm chủng (đổi ngày)' }),
    });
    expect(edit.json()).toMatchObject({
      message: 'Cập nhật thông báo thành công',
      data: { entry: { title: 'Lịch tiêm chủng (đổi ngày)' } },
    });
    // deleting is the ward administrator's (the default matrix gives ward officers write, not delete)
    const refused = await t.request({ method: 'DELETE', url: `${URL}/${id}`, token: tokens.canbo1 });
    expect(refused.statusCode).toBe(403);
    const remove = await t.request({ method: 'DELETE', url: `${URL}/${id}`, token: tokens.quantri1 });
    expect(remove.json().message).toBe('Xoá thông báo thành công');
    expect((await t.request({ method: 'GET', url: `${URL}/${id}`, token: tokens.canbo1 })).statusCode).toBe(404);
  });

  it('sends a scheduled notification when its time comes (the scheduler)', async () => {
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const { id } = await draft(tokens.canbo1, { scheduled_at: at });
    const scheduled = await send(tokens.canbo1, id);
    expect([scheduled.json().message, scheduled.json().data.entry.status]).toEqual([
      'Đã hẹn giờ gửi thông báo',
      'scheduled',
    ]);
    expect(await deliverDue(t.database.db)).toEqual([]);
    await t.database.db
      .update(notifications)
      .set({ scheduledAt: sql`now() - interval '1 minute'` })
      .where(eq(notifications.id, id));
    const delivered = await deliverDue(t.database.db);
    expect(delivered).toEqual([{ id, receivers: await activeInWard(units.ward1, ids.canbo1) }]);
    expect(await deliverDue(t.database.db)).toEqual([]);
  });

  it('lets a province officer reach the whole province, and only it', async () => {
    const { id } = await draft(tokens.tinh, { ward_ids: [], province_ids: [units.provinceId], role_ids: [6] });
    await send(tokens.tinh, id);
    const reached = await t.database.db
      .select({ username: users.username })
      .from(notificationReceivers)
      .innerJoin(users, eq(users.id, notificationReceivers.userId))
      .where(eq(notificationReceivers.notificationId, id));
    expect(reached.map((r) => r.username).sort()).toEqual(['canbo1', 'canbo2']);
    expect((await create(tokens.tinh, body({ ward_ids: [units.foreignWard] }))).statusCode).toBe(403);
  });
});

describe('the inbox: what reached me, read and unread', () => {
  it('shows a sent notification to its receivers, marks it read, and the receivers page follows', async () => {
    const { id } = await draft(tokens.canbo1, { title: 'Họp giao ban sáng thứ hai' });
    await send(tokens.canbo1, id);
    const inbox = await t.request({ method: 'GET', url: `${URL}/received?type=general`, token: tokens.yte1 });
    expect(inbox.statusCode, inbox.body).toBe(200);
    const row = inbox.json().data.entries.find((entry: { id: number }) => entry.id === id);
    expect(row).toMatchObject({ title: 'Họp giao ban sáng thứ hai', read_at: null, sender_name: 'Nguyễn Thị Hoa' });
    const unreadBefore = (await t.request({ method: 'GET', url: `${URL}/unread-count`, token: tokens.yte1 })).json()
      .data;
    const one = await t.request({ method: 'GET', url: `${URL}/received/${id}`, token: tokens.yte1 });
    expect(one.json().data.entry.content).toContain('trạm y tế');
    const read = await t.request({ method: 'PATCH', url: `${URL}/${id}/read`, token: tokens.yte1 });
    expect(read.json().data.general).toBe(unreadBefore.general - 1);
    const receivers = await t.request({ method: 'GET', url: `${URL}/${id}/receivers?read=true`, token: tokens.canbo1 });
    expect(receivers.json().data.entries.map((r: { username: string }) => r.username)).toEqual(['yte1']);
    // unfiltered: the count written at sending; past the last page: that total and no rows; another ward's: not found
    const all = await t.request({ method: 'GET', url: `${URL}/${id}/receivers?length=2`, token: tokens.canbo1 });
    expect(all.json().data.total).toBe(await receiversOf(id));
    expect(all.json().data.entries).toHaveLength(2);
    const past = await t.request({ method: 'GET', url: `${URL}/${id}/receivers?start=5000`, token: tokens.canbo1 });
    expect([past.statusCode, past.json().data.total, past.json().data.entries]).toEqual([
      200,
      await receiversOf(id),
      [],
    ]);
    const foreign = await t.request({ method: 'GET', url: `${URL}/${id}/receivers`, token: tokens.quantri2 });
    expect(foreign.statusCode).toBe(404);
    const named = await t.request({ method: 'GET', url: `${URL}/${id}/receivers?keyword=yte`, token: tokens.canbo1 });
    expect(named.json().data).toMatchObject({ total: 1, entries: [{ username: 'yte1', read_at: expect.any(String) }] });
    expect(new Date(named.json().data.entries[0].read_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(
      (await t.request({ method: 'GET', url: `${URL}/${id}`, token: tokens.canbo1 })).json().data.entry.read_count,
    ).toBe(1);
    // not a receiver: nothing to read or mark
    expect((await t.request({ method: 'GET', url: `${URL}/received/${id}`, token: tokens.canbo2 })).statusCode).toBe(
      404,
    );
    expect((await t.request({ method: 'PATCH', url: `${URL}/${id}/read`, token: tokens.canbo2 })).statusCode).toBe(404);
  });

  it('marks all read (type=general), and marks given individual ones read (type=individual)', async () => {
    const { id } = await draft();
    await send(tokens.canbo1, id);
    const [personal] = await t.database.db
      .insert(notifications)
      .values({
        type: 'individual',
        title: 'Phản ánh #12 đã quá hạn',
        content: '',
        status: 'sent',
        sentAt: new Date(),
        link: '/admin/sentiments/12',
      })
      .returning({ id: notifications.id });
    await t.database.db.insert(notificationReceivers).values({ notificationId: personal.id, userId: ids.quantri1 });
    const individual = await t.request({ method: 'GET', url: '/api/admin/ind-notifications', token: tokens.quantri1 });
    expect(individual.json().data.entries.map((r: { id: number }) => r.id)).toEqual([personal.id]);
    const all = await t.request({ method: 'PATCH', url: `${URL}/mark-all-read?type=general`, token: tokens.quantri1 });
    expect(all.json().data).toMatchObject({ general: 0, individual: 1 });
    const marked = await t.request({
      method: 'PATCH',
      url: `${URL}/mark-as-read?type=individual`,
      token: tokens.quantri1,
      payload: { ids: [personal.id] },
    });
    expect(marked.json().data).toEqual({ general: 0, individual: 0, total: 0 });
    const bad = await t.request({ method: 'PATCH', url: `${URL}/mark-all-read?type=x`, token: tokens.quantri1 });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Loại thông báo không đúng định dạng!']);
  });

  it('gives residents their notifications in the app', async () => {
    const { id } = await draft(tokens.canbo1, { title: 'Thông báo cắt điện', role_ids: [7] });
    await send(tokens.canbo1, id);
    const inbox = await t.request({ method: 'GET', url: '/api/web/notifications', token: tokens.nguoidan1 });
    expect(inbox.json().data.entries[0]).toMatchObject({ id, title: 'Thông báo cắt điện', read_at: null });
    const read = await t.request({
      method: 'PATCH',
      url: `/api/web/notifications/${id}/read`,
      token: tokens.nguoidan1,
    });
    expect(read.statusCode).toBe(200);
    const after = await t.request({ method: 'GET', url: `/api/web/notifications/${id}`, token: tokens.nguoidan1 });
    expect(after.json().data.entry.read_at).not.toBeNull();
    // another ward's resident never got it
    expect(
      (await t.request({ method: 'GET', url: `/api/web/notifications/${id}`, token: tokens.nguoidan2 })).statusCode,
    ).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/web/notifications' })).statusCode).toBe(401);
  });
});
