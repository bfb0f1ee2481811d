import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUnits } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { createSentiment, rate, rowOf, STAFF_URL, timelineOf, userNamed, villagesOf } from './sentiment-fixtures.ts';

let t: TestApp;
let units: Awaited<ReturnType<typeof demoUnits>>;
let officer: string;
let wardAdmin: string;
let otherWard: string;
let hamlet: string;
beforeAll(async () => {
  t = await buildTestApp();
  units = await demoUnits(t);
  [officer, wardAdmin, otherWard, hamlet] = await Promise.all(
    ['canbo1', 'quantri1', 'canbo2', 'thon1'].map((u) => t.login(u)),
  );
});
afterAll(() => t.close());

const put = (token: string, id: number, route: string, payload?: Record<string, unknown>) =>
  t.request({ method: 'PUT', url: `${STAFF_URL}/${id}/${route}`, token, payload });
const finished = (status: 3 | 4 = 3, extra: Record<string, unknown> = {}) =>
  createSentiment(t, { wardId: units.ward1, status, ...extra });
const idsOf = (response: { json(): { data: { entries: { id: number }[] } } }) =>
  response.json().data.entries.map((e) => e.id);

describe('PUT /api/admin/sentiments/{id}/archive', () => {
  it('moves a finished item from the list to the archive, status kept', async () => {
    const id = await finished(4);
    const response = await put(officer, id, 'archive');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Lưu trữ phản ánh thành công');
    expect(response.json().data.entry).toMatchObject({ status: 4, archived_at: expect.any(String) });
    expect(response.json().data.entry.allowed_actions).toEqual(['change_active']);
    expect(idsOf(await t.request({ method: 'GET', url: `${STAFF_URL}?length=1000`, token: officer }))).not.toContain(
      id,
    );
    expect(
      idsOf(await t.request({ method: 'GET', url: `${STAFF_URL}/archived?length=1000`, token: officer })),
    ).toContain(id);
    const [event] = await timelineOf(t, id);
    expect(event).toMatchObject({
      action: 'archive',
      fromStatus: 4,
      toStatus: 4,
      changes: { archived_at: { from: null, to: expect.any(String) } },
    });
  });

  it('refuses an unfinished item, a second archive, and any change of an archived item', async () => {
    const waiting = await createSentiment(t, { wardId: units.ward1 });
    const refused = await put(officer, waiting, 'archive');
    expect([refused.statusCode, refused.json().message]).toEqual([
      400,
      'Chỉ lưu trữ được phản ánh đã hoàn thành xử lý',
    ]);
    const id = await finished();
    await put(officer, id, 'archive');
    expect((await put(officer, id, 'archive')).json().message).toBe('Phản ánh đã được lưu trữ, không thể thay đổi');
    expect((await put(officer, id, 'change-status', { status: 2 })).json().message).toBe(
      'Phản ánh đã được lưu trữ, không thể thay đổi',
    );
    expect(await timelineOf(t, id)).toHaveLength(1);
  });

  it('needs archive_menu (the hamlet officer has none) and the caller’s ward', async () => {
    const [own] = await villagesOf(t, units.ward1);
    const id = await finished(3, { villageId: own.id });
    expect((await put(hamlet, id, 'archive')).statusCode).toBe(403);
    expect((await t.request({ method: 'GET', url: `${STAFF_URL}/archived`, token: hamlet })).statusCode).toBe(403);
    expect((await put(otherWard, id, 'archive')).statusCode).toBe(404);
    expect((await rowOf(t, id)).archivedAt).toBeNull();
  });
});

describe('PUT /api/admin/sentiments/{id}/change-status (reopen)', () => {
  it('reopens a finished item for processing: result cleared, reason recorded', async () => {
    const id = await finished(4);
    const response = await put(officer, id, 'change-status', { status: 2, reason: 'Người dân bổ sung thông tin' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.entry).toMatchObject({ status: 2, result_sentiment: null, time_reply: null });
    const [event] = await timelineOf(t, id);
    expect(event).toMatchObject({ action: 'reopen', fromStatus: 4, toStatus: 2 });
    expect(event.changes).toMatchObject({
      result_sentiment: { from: 4, to: null },
      reason: { from: null, to: 'Người dân bổ sung thông tin' },
    });
  });

  it('refuses a rated item, an unfinished one, and any status but processing', async () => {
    const rated = await finished(3);
    await rate(t, rated);
    expect((await put(officer, rated, 'change-status', { status: 2 })).json().message).toBe(
      'Phản ánh đã được người dân đánh giá, không thể mở lại',
    );
    const open = await createSentiment(t, { wardId: units.ward1, status: 2 });
    expect((await put(officer, open, 'change-status', { status: 2 })).json().message).toBe(
      'Chỉ mở lại được phản ánh đã hoàn thành xử lý',
    );
    const id = await finished();
    for (const [payload, message] of [
      [{ status: 3 }, 'Trạng thái không đúng định dạng!'],
      [{}, 'Trạng thái không được trống!'],
    ] as const) {
      const response = await put(officer, id, 'change-status', payload);
      expect([response.statusCode, response.json().message]).toEqual([400, message]);
    }
    expect((await rowOf(t, id)).status).toBe(3);
  });
});

describe('PUT /api/admin/sentiments/{id}/change-active', () => {
  it('sets the wanted confidentiality, flips without a body, and records only real changes', async () => {
    const id = await createSentiment(t, { wardId: units.ward1, status: 2 });
    const hide = await put(officer, id, 'change-active', { active: false });
    expect([hide.statusCode, hide.json().message, hide.json().data.entry.active]).toEqual([
      200,
      'Phản ánh đã được chuyển sang không công khai',
      false,
    ]);
    expect((await put(officer, id, 'change-active', { active: false })).json().data.entry.active).toBe(false);
    const flip = await t.request({ method: 'PUT', url: `${STAFF_URL}/${id}/change-active`, token: officer });
    expect([flip.json().message, flip.json().data.entry.active]).toEqual([
      'Phản ánh đã được chuyển sang công khai',
      true,
    ]);
    const events = await timelineOf(t, id);
    expect(events.map((e) => [e.action, e.changes])).toEqual([
      ['change_active', { active: { from: true, to: false } }],
      ['change_active', { active: { from: false, to: true } }],
    ]);
    expect(events[0]).toMatchObject({ fromStatus: 2, toStatus: 2 });
    expect((await put(officer, id, 'change-active', { active: 'no' })).json().message).toBe(
      'Quyền bảo mật không đúng định dạng!',
    );
  });

  it('works on archived items; refused to the hamlet officer and other wards', async () => {
    const [own] = await villagesOf(t, units.ward1);
    const id = await finished(3, { villageId: own.id, archived: true });
    expect((await put(officer, id, 'change-active', { active: false })).statusCode).toBe(200);
    expect((await put(hamlet, id, 'change-active', { active: true })).statusCode).toBe(403);
    expect((await put(otherWard, id, 'change-active', { active: true })).statusCode).toBe(404);
    expect((await rowOf(t, id)).active).toBe(false);
  });
});

describe('DELETE /api/admin/sentiments/{id}', () => {
  it('ward administrators delete (soft): gone from lists and reads, the timeline keeps the deletion', async () => {
    const id = await createSentiment(t, { wardId: units.ward1, status: 2 });
    const response = await t.request({ method: 'DELETE', url: `${STAFF_URL}/${id}`, token: wardAdmin });
    expect([response.statusCode, response.json().message]).toEqual([200, 'Xoá phản ánh thành công']);
    expect((await rowOf(t, id)).deletedAt).not.toBeNull();
    expect((await t.request({ method: 'GET', url: `${STAFF_URL}/${id}`, token: wardAdmin })).statusCode).toBe(404);
    expect(idsOf(await t.request({ method: 'GET', url: `${STAFF_URL}?length=1000`, token: wardAdmin }))).not.toContain(
      id,
    );
    expect((await t.request({ method: 'DELETE', url: `${STAFF_URL}/${id}`, token: wardAdmin })).statusCode).toBe(404);
    const quantri1 = await userNamed(t, 'quantri1');
    expect(await timelineOf(t, id)).toMatchObject([
      { action: 'delete', actorId: quantri1.id, fromStatus: 2, toStatus: 2 },
    ]);
  });

  it('needs the delete permission (the ward officer has none) and the caller’s units', async () => {
    const id = await createSentiment(t, { wardId: units.ward1 });
    expect((await t.request({ method: 'DELETE', url: `${STAFF_URL}/${id}`, token: officer })).statusCode).toBe(403);
    expect(
      (await t.request({ method: 'DELETE', url: `${STAFF_URL}/${id}`, token: await t.login('quantri2') })).statusCode,
    ).toBe(404);
    expect(
      (await t.request({ method: 'DELETE', url: `${STAFF_URL}/${id}`, token: await t.login('tinh') })).statusCode,
    ).toBe(200);
  });
});
