import { CONFLICT_MESSAGE } from '@console/shared/domain/sentiments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUnits } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import {
  createSentiment,
  daysFromNow,
  revoke,
  rowOf,
  STAFF_URL,
  timelineOf,
  userNamed,
  villagesOf,
} from './sentiment-fixtures.ts';

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

const receive = (token: string, id: number, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.request({ method: 'PUT', url: `${STAFF_URL}/${id}/receive`, token, payload, headers });
const body = (extra: Record<string, unknown> = {}) => ({
  title: 'Sửa đèn đường thôn Đồng Tâm',
  active: true,
  time_start: daysFromNow(0.01),
  time_finish: daysFromNow(5),
  ...extra,
});

describe('PUT /api/admin/sentiments/{id}/receive', () => {
  it('receives a waiting item: title, dates, processing; records who, from → to and what changed', async () => {
    const id = await createSentiment(t, { wardId: units.ward1, title: 'Đèn đường hỏng' });
    const payload = body({ active: false });
    const response = await receive(officer, id, payload);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Tiếp nhận phản ánh thành công');
    const entry = response.json().data.entry;
    expect(entry).toMatchObject({
      status: 2,
      title: payload.title,
      active: false,
      time_finish: payload.time_finish,
      time_start: payload.time_start,
    });
    expect(entry.received_at).not.toBeNull();
    expect(entry.allowed_actions).toEqual(['update', 'complete', 'change_active']);
    expect(response.headers.etag).toMatch(/^"\d+"$/);
    const [event] = await timelineOf(t, id);
    const canbo1 = await userNamed(t, 'canbo1');
    expect(event).toMatchObject({
      action: 'receive',
      actorId: canbo1.id,
      actorName: 'Nguyễn Thị Hoa',
      fromStatus: 1,
      toStatus: 2,
    });
    expect(event.changes).toMatchObject({
      title: { from: 'Đèn đường hỏng', to: payload.title },
      active: { from: true, to: false },
      time_finish: { to: payload.time_finish },
    });
    expect(entry.timeline.map((e: { action: string }) => e.action)).toEqual(['receive']);
  });

  it('keeps a private report private (its selector is disabled) and does not record an unchanged flag', async () => {
    const id = await createSentiment(t, { wardId: units.ward1, active: false });
    const response = await receive(officer, id, body({ active: true }));
    expect(response.json().data.entry.active).toBe(false);
    const [event] = await timelineOf(t, id);
    expect(event.changes).not.toHaveProperty('active');
  });

  it('without active (spec §7’s receive body) keeps the confidentiality, public or private, and records no flag change', async () => {
    for (const active of [true, false]) {
      const id = await createSentiment(t, { wardId: units.ward1, active });
      const { active: _left, ...payload } = body();
      const response = await receive(officer, id, payload);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.entry).toMatchObject({ status: 2, active, title: payload.title });
      expect((await rowOf(t, id)).active).toBe(active);
      const [event] = await timelineOf(t, id);
      expect(event.changes).not.toHaveProperty('active');
    }
  });

  it('validates with the spec’s wording and changes nothing', async () => {
    const id = await createSentiment(t, { wardId: units.ward1 });
    const cases: [Record<string, unknown>, string][] = [
      [body({ title: '' }), 'Tiêu đề không được trống!'],
      [body({ title: undefined }), 'Tiêu đề không được trống!'],
      // left out, the flag is kept (spec §7's receive body; see 'without active' below); sent empty or not a boolean, refused
      [body({ active: null }), 'Quyền bảo mật không được bỏ trống'],
      [body({ active: 'yes' }), 'Quyền bảo mật không được bỏ trống'],
      [body({ time_start: undefined }), 'Ngày bắt đầu không được trống!'],
      [body({ time_finish: '' }), 'Hạn xử lý không được trống!'],
      [body({ time_finish: '2026-13-45' }), 'Hạn xử lý không đúng định dạng!'],
      [body({ time_start: daysFromNow(6), time_finish: daysFromNow(5) }), 'Ngày bắt đầu không được lớn hơn hạn xử lý'],
      [body({ time_start: daysFromNow(-2) }), 'Ngày bắt đầu không được trước ngày hôm nay'],
      [
        body({ time_start: daysFromNow(-3), time_finish: daysFromNow(-2) }),
        'Ngày bắt đầu không được trước ngày hôm nay',
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await receive(officer, id, payload);
      expect([response.statusCode, response.json().message]).toEqual([400, message]);
    }
    const empty = await t.request({ method: 'PUT', url: `${STAFF_URL}/${id}/receive`, token: officer });
    expect([empty.statusCode, empty.json().message]).toEqual([400, 'Tiêu đề không được trống!']);
    expect(await rowOf(t, id)).toMatchObject({ status: 1, receivedAt: null });
    expect(await timelineOf(t, id)).toHaveLength(0);
  });

  it('refuses a second receive with the state machine’s message; one timeline row', async () => {
    const id = await createSentiment(t, { wardId: units.ward1 });
    expect((await receive(officer, id, body())).statusCode).toBe(200);
    const again = await receive(wardAdmin, id, body({ title: 'Lần hai' }));
    expect([again.statusCode, again.json().message]).toEqual([400, 'Chỉ tiếp nhận được phản ánh đang chờ xử lý']);
    expect((await rowOf(t, id)).title).toBe(body().title);
    expect(await timelineOf(t, id)).toHaveLength(1);
  });

  it('receives an overdue item that was never received, not one that was', async () => {
    const never = await createSentiment(t, {
      wardId: units.ward1,
      status: 5,
      received: false,
      timeFinish: daysFromNow(-1),
    });
    expect((await receive(officer, never, body())).json().data.entry.status).toBe(2);
    const received = await createSentiment(t, {
      wardId: units.ward1,
      status: 5,
      received: true,
      timeFinish: daysFromNow(-1),
    });
    expect((await receive(officer, received, body())).json().message).toBe(
      'Chỉ tiếp nhận được phản ánh đang chờ xử lý',
    );
  });

  it('answers 404 for another ward’s item and leaves it alone', async () => {
    const id = await createSentiment(t, { wardId: units.ward1 });
    const response = await receive(otherWard, id, body());
    expect([response.statusCode, response.json().message]).toEqual([404, 'Không tìm thấy dữ liệu']);
    expect((await rowOf(t, id)).status).toBe(1);
    expect((await receive(officer, 99_999_999, body())).statusCode).toBe(404);
  });

  it('refuses residents and roles without update on sentiments', async () => {
    const id = await createSentiment(t, { wardId: units.ward1 });
    expect((await receive(await t.login('nguoidan1'), id, body())).statusCode).toBe(403);
    const medical = await t.login('yte1');
    await revoke(t, 10, 'update');
    const response = await receive(medical, id, body());
    expect([response.statusCode, response.json().message]).toEqual([403, 'Bạn không có quyền thực hiện chức năng này']);
    expect((await rowOf(t, id)).status).toBe(1);
  });

  it('hamlet officer: only their hamlet’s items, and the confidentiality they send is ignored', async () => {
    const [own, other] = await villagesOf(t, units.ward1);
    const mine = await createSentiment(t, { wardId: units.ward1, villageId: own.id });
    const response = await receive(hamlet, mine, body({ active: false }));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.entry).toMatchObject({ status: 2, active: true });
    expect(response.json().data.entry.allowed_actions).toEqual(['update', 'complete']);
    const elsewhere = await createSentiment(t, { wardId: units.ward1, villageId: other.id });
    expect((await receive(hamlet, elsewhere, body())).statusCode).toBe(404);
    const noHamlet = await createSentiment(t, { wardId: units.ward1, villageId: null });
    expect((await receive(hamlet, noHamlet, body())).statusCode).toBe(404);
  });

  it('two officers at once: exactly one receives, the other gets the conflict message; one timeline row', async () => {
    const first = await t.login('quantri1');
    const second = await t.login('canbo1');
    for (let round = 0; round < 5; round++) {
      const id = await createSentiment(t, { wardId: units.ward1 });
      // warm both sessions (permission sets are cached per role) so neither request waits on a first load
      await Promise.all([first, second].map((token) => t.request({ method: 'GET', url: `${STAFF_URL}/${id}`, token })));
      const responses = await Promise.all([
        receive(first, id, body({ title: 'Quản trị nhận' })),
        receive(second, id, body({ title: 'Cán bộ nhận' })),
      ]);
      const codes = responses.map((r) => r.statusCode).sort();
      expect(codes).toEqual([200, 409]);
      const loser = responses.find((r) => r.statusCode === 409)!;
      expect(loser.json().message).toBe(CONFLICT_MESSAGE);
      const winner = responses.find((r) => r.statusCode === 200)!;
      expect((await rowOf(t, id)).title).toBe(winner.json().data.entry.title);
      expect(await timelineOf(t, id)).toHaveLength(1);
    }
  });

  it('with If-Match: an item changed since the officer loaded it is a conflict, even when the move is still allowed', async () => {
    const id = await createSentiment(t, { wardId: units.ward1 });
    const loaded = await t.request({ method: 'GET', url: `${STAFF_URL}/${id}`, token: officer });
    const etag = loaded.headers.etag as string;
    await t.request({
      method: 'PUT',
      url: `${STAFF_URL}/${id}/change-active`,
      token: wardAdmin,
      payload: { active: false },
    });
    const stale = await receive(officer, id, body(), { 'if-match': etag });
    expect([stale.statusCode, stale.json().message]).toEqual([409, CONFLICT_MESSAGE]);
    const fresh = (await t.request({ method: 'GET', url: `${STAFF_URL}/${id}`, token: officer })).headers
      .etag as string;
    expect(fresh).not.toBe(etag);
    expect((await receive(officer, id, body(), { 'if-match': fresh })).statusCode).toBe(200);
  });
});
