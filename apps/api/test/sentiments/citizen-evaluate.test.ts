import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentimentEvaluations, sentimentEvents, sentiments, users } from '../../src/db/schema/index.ts';
import { demoUnits } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { finishInDatabase, submission, submit } from './citizen-helpers.ts';

let t: TestApp;
let units: Awaited<ReturnType<typeof demoUnits>>;
let resident: string;
let otherResident: string;
let residentId: number;
beforeAll(async () => {
  t = await buildTestApp();
  units = await demoUnits(t);
  [resident, otherResident] = await Promise.all(['nguoidan1', 'nguoidan2'].map((u) => t.login(u)));
  [{ id: residentId }] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.username, 'nguoidan1'));
});
afterAll(() => t.close());

const newItem = async (extra: Record<string, unknown> = {}) => {
  const response = await submit(t, submission(units.ward1, extra), { token: resident });
  return response.json().data.entry.id as number;
};
const evaluate = (id: number, payload: unknown, token?: string) =>
  t.request({ method: 'PUT', url: `/api/web/sentiments/${id}/evaluate`, payload: payload as object, token });
const evaluationsOf = (id: number) =>
  t.database.db.select().from(sentimentEvaluations).where(eq(sentimentEvaluations.sentimentId, id));

describe('PUT /api/web/sentiments/{id}/evaluate', () => {
  it('is refused before the item is finished (waiting, processing, overdue), and nothing is stored', async () => {
    const id = await newItem();
    for (const status of [1, 2, 5]) {
      await t.database.db.update(sentiments).set({ status }).where(eq(sentiments.id, id));
      const response = await evaluate(id, { point: 3 }, resident);
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe('Chỉ đánh giá được phản ánh đã hoàn thành xử lý');
    }
    expect(await evaluationsOf(id)).toEqual([]);
  });

  it('the reporter rates a finished item once: the rating, its timeline line, and the detail shows it', async () => {
    const id = await newItem();
    await finishInDatabase(t, id, { result: 4 });
    const before = await t.request({ method: 'GET', url: `/api/web/sentiments/${id}`, token: resident });
    expect(before.json().data.entry.can_evaluate).toBe(true);

    const response = await evaluate(id, { point: 2, content_evaluate: '  Cán bộ trả lời rõ ràng ' }, resident);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Đánh giá phản ánh thành công');
    expect(response.json().data.entry).toMatchObject({ point: 2, content_evaluate: 'Cán bộ trả lời rõ ràng' });

    expect(await evaluationsOf(id)).toEqual([
      expect.objectContaining({ userId: residentId, point: 2, contentEvaluate: 'Cán bộ trả lời rõ ràng' }),
    ]);
    const events = await t.database.db
      .select()
      .from(sentimentEvents)
      .where(eq(sentimentEvents.sentimentId, id))
      .orderBy(sentimentEvents.id);
    expect(events.map((e) => e.action)).toEqual(['submit', 'evaluate']);
    expect(events[1]).toMatchObject({
      actorId: residentId,
      actorName: 'Vàng A Dình',
      fromStatus: 4,
      toStatus: 4,
      changes: { point: { from: null, to: 2 }, content_evaluate: { from: null, to: 'Cán bộ trả lời rõ ràng' } },
    });
    const after = (await t.request({ method: 'GET', url: `/api/web/sentiments/${id}`, token: resident })).json().data
      .entry;
    expect(after).toMatchObject({
      evaluated: true,
      can_evaluate: false,
      evaluation: { point: 2, content_evaluate: 'Cán bộ trả lời rõ ràng' },
    });

    // a second rating is refused and the first one stays
    const again = await evaluate(id, { point: 3 }, resident);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Bạn đã đánh giá phản ánh này');
    expect((await evaluationsOf(id))[0].point).toBe(2);
  });

  it('two ratings sent at the same moment: one is stored, the other refused', async () => {
    const id = await newItem();
    await finishInDatabase(t, id);
    const answers = await Promise.all([evaluate(id, { point: 3 }, resident), evaluate(id, { point: 1 }, resident)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await evaluationsOf(id)).toHaveLength(1);
    const events = await t.database.db.select().from(sentimentEvents).where(eq(sentimentEvents.sentimentId, id));
    expect(events.filter((e) => e.action === 'evaluate')).toHaveLength(1);
  });

  it('someone else may not rate: 403 on a public finished item, 404 on one they cannot see', async () => {
    const id = await newItem();
    await finishInDatabase(t, id);
    const other = await evaluate(id, { point: 1 }, otherResident);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Chỉ người gửi phản ánh mới được đánh giá');
    const secret = await newItem({ active: false });
    await finishInDatabase(t, secret, { active: false });
    expect((await evaluate(secret, { point: 1 }, otherResident)).statusCode).toBe(404);
    expect((await evaluate(999_999_999, { point: 1 }, resident)).statusCode).toBe(404);
    expect(await evaluationsOf(id)).toEqual([]);
  });

  it('an archived item can no longer be rated (the state machine), nor can a guest rate', async () => {
    const id = await newItem();
    await finishInDatabase(t, id, { archived: true });
    const response = await evaluate(id, { point: 3 }, resident);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Phản ánh đã được lưu trữ, không thể thay đổi');
    expect((await evaluate(id, { point: 3 })).statusCode).toBe(401);
  });

  it('the rating is checked with the wording of spec §5', async () => {
    const id = await newItem();
    await finishInDatabase(t, id);
    expect((await evaluate(id, {}, resident)).json().message).toBe('Mức độ hài lòng không được trống!');
    expect((await evaluate(id, { point: 4 }, resident)).json().message).toBe('Mức độ hài lòng không đúng định dạng!');
    expect((await evaluate(id, { point: 3, content_evaluate: 'x'.repeat(1_001) }, resident)).json().message).toBe(
      'Nhận xét không được dài quá 1000 ký tự!',
    );
    expect(await evaluationsOf(id)).toEqual([]);
  });
});
