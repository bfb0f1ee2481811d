import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { surveyAnswerCounts, surveyResponses } from '../../src/db/schema/index.ts';
import { foldPastCounterShards } from '../../src/modules/surveys/survey-counter-fold.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { hour } from './survey-fixtures.ts';

// The statistic is summed from counters written with each response; here it is checked against a plain recount of
// the stored responses, for generated answers of every countable kind.

let t: TestApp;
const tokens: Record<string, string> = {};
const URL = '/api/admin/surveys';
let surveyId = 0;

beforeAll(async () => {
  t = await buildTestApp();
  for (const name of ['canbo1', 'quantri1', 'nguoidan1', 'thon1']) tokens[name] = await t.login(name);
});
afterAll(() => t.close());

const none = { options: [], rows: [], allow_other: false, required: false };
const SECTIONS = [
  {
    key: 's',
    questions: [
      {
        ...none,
        key: 'one',
        title: 'Câu one',
        kind: 'single',
        options: [0, 1, 2].map((i) => ({ key: `o${i}`, label: `Ý ${i}` })),
        allow_other: true,
      },
      {
        ...none,
        key: 'many',
        title: 'Câu many',
        kind: 'multiple',
        options: [0, 1, 2, 3].map((i) => ({ key: `m${i}`, label: `Chọn ${i}` })),
      },
      { ...none, key: 'stars', title: 'Câu stars', kind: 'rating' },
      { ...none, key: 'count', title: 'Câu count', kind: 'number' },
      { ...none, key: 'ok', title: 'Câu ok', kind: 'yes_no' },
      {
        ...none,
        key: 'grid',
        title: 'Câu grid',
        kind: 'grid',
        options: [0, 1].map((i) => ({ key: `c${i}`, label: `Cột ${i}` })),
        rows: [0, 1, 2].map((i) => ({ key: `r${i}`, label: `Hàng ${i}` })),
      },
    ],
  },
];

/** a small deterministic generator: the same answers every run */
function generator(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    // the high bits: an LCG's low bits repeat with a short period (state % 4 would cycle through four values)
    return Math.floor((state / 2_147_483_648) * n);
  };
}

function generatedAnswers(pick: (n: number) => number) {
  const answers: Record<string, unknown> = {};
  if (pick(5)) {
    const option = pick(4);
    answers.one = option === 3 ? { option: 'other', other_text: 'Khác' } : { option: `o${option}` };
  }
  if (pick(4)) answers.many = { options: [0, 1, 2, 3].filter(() => pick(2)).map((i) => `m${i}`) };
  if (pick(3)) answers.stars = 1 + pick(5);
  if (pick(3)) answers.count = pick(100);
  if (pick(2)) answers.ok = pick(2) === 1;
  if (pick(2)) answers.grid = Object.fromEntries([0, 1, 2].filter(() => pick(2)).map((r) => [`r${r}`, `c${pick(2)}`]));
  return answers;
}

describe('GET /api/admin/surveys/{id}/statistic', () => {
  it('equals a recount of the stored responses, for every option and average', async () => {
    const made = await t.request({
      method: 'POST',
      url: URL,
      token: tokens.canbo1,
      payload: {
        title: 'Đếm lại',
        open_at: new Date(Date.now() - hour).toISOString(),
        close_at: new Date(Date.now() + hour).toISOString(),
        multiple_responses: true,
        sections: SECTIONS,
      },
    });
    expect(made.statusCode, made.body).toBe(200);
    const id = made.json().data.entry.id as number;
    surveyId = id;
    await t.request({ method: 'PUT', url: `${URL}/${id}/approve`, token: tokens.quantri1 });
    const pick = generator(42);
    for (let i = 0; i < 60; i++) {
      const answers = generatedAnswers(pick);
      const token = i % 3 ? tokens.nguoidan1 : tokens.thon1;
      const sent = await t.request({
        method: 'POST',
        url: `/api/web/surveys/${id}/responses`,
        token,
        payload: { answers },
      });
      expect(sent.statusCode, `${sent.body} ${JSON.stringify(answers)}`).toBe(200);
    }

    const stored = await t.database.db
      .select({ answers: surveyResponses.answers })
      .from(surveyResponses)
      .where(eq(surveyResponses.surveyId, id));
    const answered = (key: string) => stored.filter(({ answers }) => key in answers);
    const chose = (key: string, test: (value: never) => boolean) =>
      answered(key).filter(({ answers }) => test(answers[key] as never)).length;
    const average = (key: string) => {
      const values = answered(key).map(({ answers }) => answers[key] as number);
      return values.length ? Math.round((values.reduce((a, b) => a + b, 0) / values.length) * 100) / 100 : null;
    };

    const statistic = (await t.request({ method: 'GET', url: `${URL}/${id}/statistic`, token: tokens.canbo1 })).json()
      .data;
    expect(statistic.responses).toBe(60);
    const byKey = Object.fromEntries(statistic.questions.map((q: { key: string }) => [q.key, q])) as Record<
      string,
      {
        answered: number;
        average: number | null;
        options: { key: string; count: number }[];
        rows?: { key: string; options: { key: string; count: number }[] }[];
      }
    >;
    const counts = (key: string) => Object.fromEntries(byKey[key].options.map((o) => [o.key, o.count]));

    for (const key of ['one', 'many', 'stars', 'count', 'ok', 'grid'])
      expect(byKey[key].answered, key).toBe(answered(key).length);
    expect(counts('one')).toEqual(
      Object.fromEntries(
        ['o0', 'o1', 'o2', 'other'].map((o) => [o, chose('one', (v: { option: string }) => v.option === o)]),
      ),
    );
    expect(counts('many')).toEqual(
      Object.fromEntries(
        ['m0', 'm1', 'm2', 'm3'].map((o) => [o, chose('many', (v: { options: string[] }) => v.options.includes(o))]),
      ),
    );
    expect(counts('stars')).toEqual(
      Object.fromEntries([1, 2, 3, 4, 5].map((n) => [String(n), chose('stars', (v: number) => v === n)])),
    );
    expect(counts('ok')).toEqual({ yes: chose('ok', (v: boolean) => v), no: chose('ok', (v: boolean) => !v) });
    expect([byKey.stars.average, byKey.count.average]).toEqual([average('stars'), average('count')]);
    // the written texts of a choice question are its 'other' answers, each once
    const others = await t.request({
      method: 'GET',
      url: `${URL}/${id}/statistic/answers?question=one&length=100`,
      token: tokens.canbo1,
    });
    expect(counts('one').other).toBeGreaterThan(0);
    expect(others.json().data.total).toBe(counts('one').other);
    expect(new Set(others.json().data.entries.map((e: { text: string }) => e.text))).toEqual(new Set(['Khác']));
    for (const row of byKey.grid.rows!)
      for (const column of row.options)
        expect(column.count, `${row.key}:${column.key}`).toBe(
          chose('grid', (v: Record<string, string>) => v[row.key] === column.key.split(':')[1]),
        );
  });

  it('is the same after the shards of past days are folded into one row each', async () => {
    const id = surveyId;
    const c = surveyAnswerCounts;
    const shards = async () =>
      (await t.database.db.selectDistinct({ shard: c.shard }).from(c).where(eq(c.surveyId, id))).map((r) => r.shard);
    const read = async () =>
      (await t.request({ method: 'GET', url: `${URL}/${id}/statistic`, token: tokens.canbo1 })).json().data;
    // today's counters are left alone (the demo survey's past days are folded meanwhile)
    await foldPastCounterShards(t.database.db);
    expect((await shards()).length).toBeGreaterThan(1);
    const before = await read();
    // as if the day were over
    await t.database.db.execute(sql`update survey_answer_counts set day = day - 1 where survey_id = ${id}`);
    const dayBefore = await read();
    expect(await foldPastCounterShards(t.database.db)).toBeGreaterThan(0);
    expect(await shards()).toEqual([0]);
    expect(await read()).toEqual(dayBefore);
    expect({ ...dayBefore, days: [] }).toEqual({ ...before, days: [] });
  });
});
