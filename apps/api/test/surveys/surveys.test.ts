import {
  ALREADY_ANSWERED_MESSAGE,
  APPROVED_IS_LOCKED_MESSAGE,
  CLOSE_BEFORE_OPEN_MESSAGE,
  SURVEY_FULL_MESSAGE,
  SURVEY_NOT_OPEN_MESSAGE,
} from '@console/shared/forms/survey';
import { fewOptionsMessage } from '@console/shared/surveys/survey-definition';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationReceivers, surveyResponses, surveys } from '../../src/db/schema/index.ts';
import { HAS_RESPONSES_MESSAGE } from '../../src/modules/surveys/survey-writes.ts';
import { demoUnits } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { hour, surveyBody as body } from './survey-fixtures.ts';

let t: TestApp;
let units: Awaited<ReturnType<typeof demoUnits>>;
const tokens: Record<string, string> = {};
const URL = '/api/admin/surveys';

beforeAll(async () => {
  t = await buildTestApp();
  units = await demoUnits(t);
  for (const name of ['canbo1', 'quantri1', 'quantri2', 'thon1', 'nguoidan1', 'nguoidan2'])
    tokens[name] = await t.login(name);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  t.request({ method, url, token, payload: payload as object });
const create = async (extra: Record<string, unknown> = {}, token = tokens.canbo1) => {
  const made = await call('POST', URL, token, body(extra));
  expect(made.statusCode, made.body).toBe(200);
  return made.json().data.entry as { id: number; status: string; description: string };
};
const approve = (id: number, notify = false, token = tokens.quantri1) =>
  call('PUT', `${URL}/${id}/approve${notify ? '?notify=true' : ''}`, token);
const answer = (id: number, answers: unknown, token = tokens.nguoidan1) =>
  call('POST', `/api/web/surveys/${id}/responses`, token, { answers });
const surveyCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(surveys))[0].n;

describe('writing a survey', () => {
  it('creates a draft with its questions, the description sanitised, and lists it for its ward only', async () => {
    const survey = await create();
    expect(survey).toMatchObject({ status: 'draft', description: '<p>Ý kiến của bà con</p>' });
    const mine = await call('GET', `${URL}?status=draft`, tokens.quantri1);
    expect(mine.json().data.entries.map((row: { id: number }) => row.id)).toContain(survey.id);
    expect(mine.json().data.entries.find((row: { id: number }) => row.id === survey.id)).toMatchObject({
      question_count: 4,
      response_count: 0,
    });
    const other = await call('GET', URL, tokens.quantri2);
    expect(other.json().data.entries.map((row: { id: number }) => row.id)).not.toContain(survey.id);
    for (const path of ['', '/detail', '/receiver', '/statistic'])
      expect((await call('GET', `${URL}/${survey.id}${path}`, tokens.quantri2)).statusCode, path).toBe(404);
  });

  it('refuses a bad survey in Vietnamese and keeps nothing', async () => {
    const before = await surveyCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '' }, 'Tiêu đề không được trống!'],
      [{ close_at: new Date(Date.now() - 2 * hour).toISOString() }, CLOSE_BEFORE_OPEN_MESSAGE],
      [
        {
          sections: [
            { key: 's', questions: [{ key: 'q', kind: 'single', title: 'Chọn', options: [{ key: 'a', label: 'A' }] }] },
          ],
        },
        fewOptionsMessage('Chọn'),
      ],
      [{ ward_ids: [units.foreignWard] }, 'Bạn không có quyền với dữ liệu của đơn vị này'],
    ];
    for (const [extra, message] of cases) {
      const refused = await call('POST', URL, tokens.canbo1, body(extra));
      expect(refused.json().message).toBe(message);
      expect([400, 403]).toContain(refused.statusCode);
    }
    // a hamlet officer reads surveys but does not write them
    expect((await call('POST', URL, tokens.thon1, body())).statusCode).toBe(403);
    expect((await call('POST', URL, tokens.nguoidan1, body())).statusCode).toBe(403);
    expect(await surveyCount()).toBe(before);
  });

  it('locks the questions once approved: only the close time moves', async () => {
    const { id } = await create();
    expect((await approve(id)).json().data.entry.status).toBe('approved');
    const changed = await call('PUT', `${URL}/${id}`, tokens.canbo1, body({ title: 'Tiêu đề khác' }));
    expect([changed.statusCode, changed.json().message]).toEqual([400, APPROVED_IS_LOCKED_MESSAGE]);
    const [stored] = await t.database.db.select().from(surveys).where(eq(surveys.id, id));
    const extended = new Date(stored.closeAt.getTime() + 24 * hour).toISOString();
    const kept = {
      title: stored.title,
      description: stored.description,
      open_at: stored.openAt.toISOString(),
      close_at: extended,
      role_ids: stored.roleIds,
      sections: stored.sections,
    };
    const moved = await call('PUT', `${URL}/${id}`, tokens.canbo1, kept);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data.entry.close_at).toBe(extended);
  });

  it('approves with a notification to the survey’s audience, once', async () => {
    const { id } = await create({ title: 'Khảo sát có thông báo' });
    const approved = await approve(id, true);
    expect(approved.json().message).toMatch(/^Duyệt khảo sát thành công, đã gửi thông báo tới \d+ người$/);
    const inbox = await call('GET', '/api/web/notifications', tokens.nguoidan1);
    const notice = inbox
      .json()
      .data.entries.find((n: { title: string }) => n.title === 'Khảo sát: Khảo sát có thông báo');
    expect(notice).toBeDefined();
    // residents only (role 7), of ward 1 only
    const other = await call('GET', '/api/web/notifications', tokens.nguoidan2);
    expect(other.json().data.entries.map((n: { id: number }) => n.id)).not.toContain(notice.id);
    const receipts = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notificationReceivers)
      .where(eq(notificationReceivers.notificationId, notice.id));
    expect((await approve(id, true)).json().message).toBe('Duyệt khảo sát thành công');
    const again = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(notificationReceivers)
      .where(eq(notificationReceivers.notificationId, notice.id));
    expect(again).toEqual(receipts);
    expect((await approve(id, false, tokens.canbo1)).statusCode).toBe(403);
  });
});

describe('answering', () => {
  it('takes a resident’s complete answer once, respecting the condition, and counts it', async () => {
    const { id } = await create({ title: 'Khảo sát trả lời', role_ids: [] });
    // not approved yet: not there for residents
    expect((await answer(id, { source: { option: 'piped' } })).statusCode).toBe(404);
    await approve(id);
    const listed = await call('GET', '/api/web/surveys', tokens.nguoidan1);
    expect(listed.json().data.entries.find((s: { id: number }) => s.id === id)).toMatchObject({ answered: false });
    expect(
      (await call('GET', '/api/web/surveys', tokens.nguoidan2)).json().data.entries.map((s: { id: number }) => s.id),
    ).not.toContain(id);

    const missing = await answer(id, { source: { option: 'well' } });
    expect([missing.statusCode, missing.json().message]).toEqual([400, 'Vì sao chưa dùng nước máy không được trống!']);
    const outOfRange = await answer(id, { source: { option: 'piped' }, people: 40 });
    expect(outOfRange.json().message).toBe('Số người trong hộ phải từ 1 đến 30');
    // the condition hides 'why' for piped water: its answer is dropped
    const given = await answer(id, { source: { option: 'piped' }, happy: 4, people: 5, why: 'x' });
    expect(given.statusCode, given.body).toBe(200);
    const twice = await answer(id, { source: { option: 'piped' } });
    expect([twice.statusCode, twice.json().message]).toEqual([400, ALREADY_ANSWERED_MESSAGE]);
    const [stored] = await t.database.db.select().from(surveyResponses).where(eq(surveyResponses.surveyId, id));
    expect(stored.answers).toEqual({ source: { option: 'piped' }, happy: 4, people: 5 });
    expect((await call('GET', `/api/web/surveys/${id}`, tokens.nguoidan1)).json().data.entry.answered).toBe(true);

    await answer(id, { source: { option: 'well' }, happy: 2, why: 'Chưa có đường ống' }, tokens.quantri1);
    const statistic = await call('GET', `${URL}/${id}/statistic`, tokens.canbo1);
    const { responses, questions, days } = statistic.json().data;
    expect(responses).toBe(2);
    expect(days).toHaveLength(1);
    const [source, happy, people, why] = questions;
    expect(source.options).toEqual([
      { key: 'well', label: 'Giếng khoan', count: 1, percent: 50 },
      { key: 'piped', label: 'Nước máy', count: 1, percent: 50 },
    ]);
    expect([happy.answered, happy.average]).toEqual([2, 3]);
    expect(people.average).toBe(5);
    expect(why.answered).toBe(1);
    const detail = await call('GET', `${URL}/${id}/detail`, tokens.canbo1);
    expect(detail.json().data.entry.questions.map((q: { answered: number }) => q.answered)).toEqual([2, 2, 1, 1]);
    const texts = await call('GET', `${URL}/${id}/statistic/answers?question=why&keyword=duong`, tokens.canbo1);
    expect(texts.json().data).toMatchObject({ total: 1, entries: [{ text: 'Chưa có đường ống' }] });
    const none = await call('GET', `${URL}/${id}/statistic/answers?question=why&keyword=gieng`, tokens.canbo1);
    expect(none.json().data.total).toBe(0);
    // a choice question's texts are its 'other' answers only: a pick of a listed option wrote nothing
    const picks = await call('GET', `${URL}/${id}/statistic/answers?question=source`, tokens.canbo1);
    expect(picks.json().data).toMatchObject({ total: 0, entries: [] });
    const bad = await call('GET', `${URL}/${id}/statistic/answers?question=a%20b`, tokens.canbo1);
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Câu hỏi không đúng định dạng!']);
    // a filter on another ward counts nothing
    const filtered = await call('GET', `${URL}/${id}/statistic?ward_id=${units.ward2}`, tokens.canbo1);
    expect(filtered.json().data.responses).toBe(0);
    const day = new Date(Date.now() + 7 * hour).toISOString().slice(0, 10);
    const today = await call('GET', `${URL}/${id}/statistic?from=${day}&to=${day}`, tokens.canbo1);
    expect(today.json().data.responses).toBe(2);
    const impossible = await call('GET', `${URL}/${id}/statistic?from=2026-02-30`, tokens.canbo1);
    expect([impossible.statusCode, impossible.json().message]).toEqual([400, 'Từ ngày không đúng định dạng!']);
    // answered surveys keep their answers
    const removal = await call('DELETE', `${URL}/${id}`, tokens.quantri1);
    expect([removal.statusCode, removal.json().message]).toEqual([400, HAS_RESPONSES_MESSAGE]);
  });

  it('refuses answers outside the open time and beyond the cap', async () => {
    const later = await create({
      open_at: new Date(Date.now() + hour).toISOString(),
      close_at: new Date(Date.now() + 2 * hour).toISOString(),
    });
    await approve(later.id);
    const early = await answer(later.id, { source: { option: 'piped' } });
    expect([early.statusCode, early.json().message]).toEqual([400, SURVEY_NOT_OPEN_MESSAGE]);

    const capped = await create({ max_responses: 1, role_ids: [] });
    await approve(capped.id);
    expect((await answer(capped.id, { source: { option: 'piped' } })).statusCode).toBe(200);
    const full = await answer(capped.id, { source: { option: 'piped' } }, tokens.canbo1);
    expect([full.statusCode, full.json().message]).toEqual([400, SURVEY_FULL_MESSAGE]);
  });

  it('keeps an anonymous survey’s responses without the person, still one each', async () => {
    const { id } = await create({ anonymous: true });
    await approve(id);
    expect((await answer(id, { source: { option: 'well' }, why: 'Xa' })).statusCode).toBe(200);
    expect((await answer(id, { source: { option: 'piped' } })).json().message).toBe(ALREADY_ANSWERED_MESSAGE);
    const [stored] = await t.database.db.select().from(surveyResponses).where(eq(surveyResponses.surveyId, id));
    expect(stored.userId).toBeNull();
    expect(stored.personKey).toMatch(/^[0-9a-f]{64}$/);
    expect((await call('GET', `/api/web/surveys/${id}`, tokens.nguoidan1)).json().data.entry.answered).toBe(true);
  });

  it('deletes a draft', async () => {
    const { id } = await create();
    const removed = await call('DELETE', `${URL}/${id}`, tokens.quantri1);
    expect(removed.statusCode).toBe(200);
    expect((await call('GET', `${URL}/${id}`, tokens.quantri1)).statusCode).toBe(404);
  });
});
