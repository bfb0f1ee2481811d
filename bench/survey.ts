// npx tsx bench/survey.ts: issue 14's survey targets on PostgreSQL (a fresh bench database), BENCH_RESPONSES (100,000)
// responses to a 20-question survey of canbo1's ward (every kind of question, one conditioned), written through the
// console API (canbo1 writes it, quantri1 approves it) and answered in bulk (answers read with readAnswers, counters
// from talliesOf, spread over ~30 days and both demo wards).
//   1. GET /api/admin/surveys/{id}/statistic as canbo1: 10 connections, BENCH_SECONDS (10) per round, BENCH_ROUNDS (3)
//      rounds alternating the console and bare Fastify + pg replaying the statements the console ran for it
//      (bench/servers/replay-server.ts); also 50 connections and the unit + date filter. Target p99 ≤ 100 ms.
//   2. The export (bench/survey-export.ts, which also runs alone): GET …/{id}/export's link downloaded whole by another process, the API in a child process of its
//      own (buildApp on the bench database) whose heap and RSS are sampled every 20 ms. Target ≤ 3 s and ≤ 64 MB of
//      growth; sheet 2 read back must hold a header and one row per response.
//   3. Answering: 200 residents of ward 1, each on its own keep-alive connection, POST …/responses in a loop for
//      BENCH_SECONDS (a survey allowing several responses), then 200 at the same moment on a survey allowing one
//      (and the same 200 again: all refused). Target ≥ 500 responses/s with nothing lost: the 2xx answers, the rows
//      in survey_responses and the statistic's `responses` (the counters) agree. Baseline: the statements the console
//      ran for one response (recorded in process), replayed with pg through a pool of 20 (the console's pool size)
//      from 200 concurrent loops, each with its own answers.
import { rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config/env.ts';
import { createTokenService } from '../apps/api/src/core/tokens.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { foldPastCounterShards } from '../apps/api/src/modules/surveys/survey-counter-fold.ts';
import { SURVEY_COUNTER_SHARDS, talliesOf } from '../apps/api/src/modules/surveys/survey-responses.ts';
import { readAnswers } from '../packages/shared/src/surveys/survey-answers.ts';
import { questionsOf, type SurveySection } from '../packages/shared/src/surveys/survey-definition.ts';
import { BENCH_TOKEN_SECRET, benchUrl, openBenchDatabase } from './bench-database.ts';
import { explainRecorded, loadAverage, loadUrl, signIn, startServer } from './bench-load.ts';
import { recordConsole } from './record-console.ts';
import { exportTable, measureExport } from './survey-export.ts';

const RESPONSES = Number(process.env.BENCH_RESPONSES ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const RESIDENTS = 200;
const DAYS = 30;
const TARGET = { statisticP99: 100, exportSeconds: 3, exportMb: 64, answersPerSecond: 500 };
const PORTS = { console: 3951, bare: 3952, exporter: 3953 };
const BASE = `http://127.0.0.1:${PORTS.console}`;
const DAY_MS = 86_400_000;
const ENCODING = { 'accept-encoding': 'gzip, deflate, br' };

// ---- the survey ---------------------------------------------------------------------------------------------------

const option = (key: string, label: string) => ({ key, label });
const SECTIONS = [
  {
    key: 'ho-gia-dinh',
    title: 'Thông tin hộ gia đình',
    questions: [
      {
        key: 'do-tuoi',
        kind: 'single',
        title: 'Độ tuổi của người trả lời',
        required: true,
        options: [
          option('duoi-30', 'Dưới 30 tuổi'),
          option('30-45', 'Từ 30 đến 45 tuổi'),
          option('46-60', 'Từ 46 đến 60 tuổi'),
          option('tren-60', 'Trên 60 tuổi'),
        ],
      },
      {
        key: 'nghe-nghiep',
        kind: 'single',
        title: 'Nghề nghiệp chính của gia đình',
        options: [
          option('lam-ruong', 'Làm ruộng'),
          option('chan-nuoi', 'Chăn nuôi'),
          option('buon-ban', 'Buôn bán nhỏ'),
          option('cong-nhan', 'Công nhân, làm thuê'),
        ],
        allow_other: true,
      },
      { key: 'so-nguoi', kind: 'number', title: 'Số người trong hộ', min: 1, max: 30 },
      {
        key: 'thu-nhap',
        kind: 'number',
        title: 'Thu nhập bình quân của hộ mỗi tháng (nghìn đồng)',
        min: 0,
        max: 200_000,
      },
      { key: 'ho-ngheo', kind: 'yes_no', title: 'Gia đình có thuộc diện hộ nghèo, cận nghèo không?' },
    ],
  },
  {
    key: 'ha-tang',
    title: 'Hạ tầng nông thôn',
    questions: [
      {
        key: 'nguon-nuoc',
        kind: 'single',
        title: 'Nguồn nước sinh hoạt chính',
        required: true,
        options: [
          option('gieng', 'Giếng khoan, giếng đào'),
          option('nuoc-may', 'Nước máy'),
          option('suoi', 'Nước suối, khe'),
        ],
      },
      {
        key: 'dang-ky-nuoc',
        kind: 'yes_no',
        title: 'Gia đình có muốn đăng ký lắp nước máy không?',
        required: true,
        condition: { question: 'nguon-nuoc', option: 'gieng' },
      },
      { key: 'duong', kind: 'rating', title: 'Chất lượng đường giao thông liên thôn', required: true },
      { key: 'dien', kind: 'rating', title: 'Mức hài lòng về điện sinh hoạt' },
      { key: 'internet', kind: 'yes_no', title: 'Gia đình có sử dụng Internet không?' },
      {
        key: 'uu-tien',
        kind: 'multiple',
        title: 'Những công trình cần ưu tiên đầu tư',
        required: true,
        options: [
          option('duong', 'Đường giao thông'),
          option('truong', 'Trường học'),
          option('tram-y-te', 'Trạm y tế'),
          option('nha-van-hoa', 'Nhà văn hoá thôn'),
          option('cho', 'Chợ'),
          option('thuy-loi', 'Kênh mương thuỷ lợi'),
        ],
        allow_other: true,
        min: 1,
        max: 3,
      },
      {
        key: 'dich-vu',
        kind: 'grid',
        title: 'Đánh giá các dịch vụ tại xã',
        options: [
          option('rat-hai-long', 'Rất hài lòng'),
          option('hai-long', 'Hài lòng'),
          option('chua-hai-long', 'Chưa hài lòng'),
        ],
        rows: [
          option('ho-tich', 'Đăng ký hộ tịch'),
          option('y-te', 'Trạm y tế xã'),
          option('truong-hoc', 'Trường học'),
          option('rac', 'Thu gom rác thải'),
        ],
      },
    ],
  },
  {
    key: 'dich-vu-cong',
    title: 'Dịch vụ công và thông tin',
    questions: [
      { key: 'lan-cuoi', kind: 'date', title: 'Lần gần nhất đến UBND xã làm thủ tục' },
      { key: 'so-lan', kind: 'number', title: 'Số lần phải đi lại để xong một thủ tục', min: 1, max: 20 },
      { key: 'thai-do', kind: 'rating', title: 'Thái độ phục vụ của cán bộ một cửa', required: true },
      { key: 'truc-tuyen', kind: 'yes_no', title: 'Bạn đã từng nộp hồ sơ trực tuyến chưa?' },
      {
        key: 'kenh',
        kind: 'multiple',
        title: 'Bạn thường nhận thông tin của xã qua kênh nào?',
        options: [
          option('loa', 'Loa truyền thanh'),
          option('zalo', 'Nhóm Zalo của thôn'),
          option('ung-dung', 'Ứng dụng của xã'),
          option('hop-thon', 'Họp thôn'),
          option('truong-thon', 'Trưởng thôn báo'),
        ],
      },
      { key: 'quan-tam', kind: 'short_text', title: 'Vấn đề gia đình quan tâm nhất hiện nay' },
      { key: 'gop-y', kind: 'long_text', title: 'Ý kiến đóng góp khác cho chính quyền xã' },
      {
        key: 'hai-long-chung',
        kind: 'single',
        title: 'Nhìn chung, bạn có hài lòng với hoạt động của chính quyền xã?',
        required: true,
        options: [
          option('rat-hai-long', 'Rất hài lòng'),
          option('hai-long', 'Hài lòng'),
          option('binh-thuong', 'Bình thường'),
          option('chua-hai-long', 'Chưa hài lòng'),
        ],
      },
    ],
  },
];

const surveyBody = (title: string, multiple: boolean) => ({
  title,
  description: '<p>UBND xã lấy ý kiến người dân về đời sống, hạ tầng và dịch vụ công năm 2026.</p>',
  open_at: new Date(Date.now() - (DAYS + 1) * DAY_MS).toISOString(),
  close_at: new Date(Date.now() + DAYS * DAY_MS).toISOString(),
  multiple_responses: multiple,
  role_ids: [7],
  sections: SECTIONS,
});

// ---- answers: deterministic pseudo-random ----------------------------------------------------------------------------

function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
type Random = () => number;
const pick = <T>(random: Random, items: readonly T[]) => items[Math.floor(random() * items.length)];
/** an index by weights (need not add up to 1) */
const weighted = (random: Random, weights: readonly number[]) => {
  let r = random() * weights.reduce((a, b) => a + b, 0);
  for (const [i, w] of weights.entries()) if ((r -= w) < 0) return i;
  return weights.length - 1;
};
const some = <T>(random: Random, items: readonly T[], min: number, max: number) => {
  const count = min + Math.floor(random() * (max - min + 1));
  return [...items].sort(() => random() - 0.5).slice(0, count);
};
const CONCERNS = [
  'Giá phân bón tăng',
  'Đường vào thôn xuống cấp',
  'Thiếu nước tưới mùa khô',
  'Việc làm cho con em',
  'Giá nông sản bấp bênh',
  'Trường học xa nhà',
  'Khám chữa bệnh ở trạm y tế',
  'Rác thải chưa được thu gom',
];
const REMARKS = [
  'Mong xã sớm làm lại đoạn đường qua thôn, mùa mưa rất lầy lội.',
  'Đề nghị tăng thêm buổi tiếp dân vào thứ Bảy để bà con đi làm đồng vẫn đến được.',
  'Cán bộ một cửa hướng dẫn tận tình, thủ tục nhanh hơn trước.',
  'Cần thêm lớp tập huấn chăn nuôi, trồng trọt cho thanh niên.',
  'Nước giếng nhiều phèn, gia đình muốn được hỗ trợ lắp nước máy.',
  'Loa truyền thanh thôn bị hỏng đã lâu, đề nghị sửa để bà con nắm thông tin.',
];
const OTHER_JOBS = ['Thợ xây', 'Làm thuê theo mùa vụ', 'Chạy xe ôm', 'Nuôi ong'];
const OTHER_WORKS = ['Cầu qua suối', 'Đèn chiếu sáng', 'Sân thể thao'];

/** one resident's answers as the app sends them (now and then an answer to a hidden question, which is dropped) */
function rawAnswers(random: Random): Record<string, unknown> {
  const answers: Record<string, unknown> = {};
  const maybe = (share: number, key: string, value: () => unknown) => {
    if (random() < share) answers[key] = value();
  };
  const rating = (weights: number[]) => 1 + weighted(random, weights);
  answers['do-tuoi'] = { option: ['duoi-30', '30-45', '46-60', 'tren-60'][weighted(random, [2, 4, 3, 2])] };
  maybe(0.9, 'nghe-nghiep', () =>
    random() < 0.06
      ? { option: 'other', other_text: pick(random, OTHER_JOBS) }
      : { option: ['lam-ruong', 'chan-nuoi', 'buon-ban', 'cong-nhan'][weighted(random, [5, 2, 2, 2])] },
  );
  maybe(0.95, 'so-nguoi', () => 1 + weighted(random, [1, 3, 4, 5, 4, 2, 1, 1]));
  maybe(0.7, 'thu-nhap', () => Math.round(3_000 + random() * random() * 25_000));
  maybe(0.9, 'ho-ngheo', () => random() < 0.18);
  const source = ['gieng', 'nuoc-may', 'suoi'][weighted(random, [45, 40, 15])];
  answers['nguon-nuoc'] = { option: source };
  if (source === 'gieng' || random() < 0.05) answers['dang-ky-nuoc'] = random() < 0.7;
  answers.duong = rating([2, 3, 4, 3, 1]);
  maybe(0.9, 'dien', () => rating([1, 1, 3, 5, 3]));
  maybe(0.92, 'internet', () => random() < 0.65);
  const works = some(random, ['duong', 'truong', 'tram-y-te', 'nha-van-hoa', 'cho', 'thuy-loi', 'other'], 1, 3);
  answers['uu-tien'] = works.includes('other')
    ? { options: works, other_text: pick(random, OTHER_WORKS) }
    : { options: works };
  maybe(0.85, 'dich-vu', () => {
    const grid: Record<string, string> = {};
    for (const row of ['ho-tich', 'y-te', 'truong-hoc', 'rac'])
      if (random() < 0.9) grid[row] = ['rat-hai-long', 'hai-long', 'chua-hai-long'][weighted(random, [3, 5, 2])];
    return grid;
  });
  maybe(0.7, 'lan-cuoi', () =>
    new Date(Date.UTC(2025, 0, 1) + Math.floor(random() * 480) * DAY_MS).toISOString().slice(0, 10),
  );
  maybe(0.6, 'so-lan', () => 1 + weighted(random, [6, 4, 2, 1, 1]));
  answers['thai-do'] = rating([1, 1, 3, 5, 4]);
  maybe(0.9, 'truc-tuyen', () => random() < 0.35);
  maybe(0.8, 'kenh', () => ({ options: some(random, ['loa', 'zalo', 'ung-dung', 'hop-thon', 'truong-thon'], 1, 3) }));
  maybe(0.5, 'quan-tam', () => pick(random, CONCERNS));
  maybe(0.25, 'gop-y', () => pick(random, REMARKS) + (random() < 0.3 ? ` ${pick(random, REMARKS)}` : ''));
  answers['hai-long-chung'] = {
    option: ['rat-hai-long', 'hai-long', 'binh-thuong', 'chua-hai-long'][weighted(random, [2, 5, 3, 1])],
  };
  return answers;
}

/** answers read as the API reads them (a bench answer the API would refuse stops the bench) and their counters */
function readResponse(sections: SurveySection[], raw: Record<string, unknown>) {
  const { answers, problems } = readAnswers(sections, raw);
  if (problems.length) throw new Error(`bench answer refused: ${problems[0].message} ${JSON.stringify(raw)}`);
  return { answers, tallies: talliesOf(questionsOf(sections), answers) };
}

/** the Vietnam day of an instant (the counters' day) */
const vietnamDay = (at: Date) => new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);

// ---- small helpers ------------------------------------------------------------------------------------------------

const percentile = (values: number[], p: number) =>
  values.length
    ? [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]
    : NaN;
const ms = (value: number) => Math.round(value * 10) / 10;
const mb = (bytes: number) => Math.round(bytes / 1e5) / 10;
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

/** a POST of JSON on a resident's own keep-alive connection: status, time (ms) and the body */
function postJson(agent: http.Agent, url: string, token: string, body: string, method = 'POST') {
  return new Promise<{ status: number; ms: number; body: string }>((resolve, reject) => {
    const started = performance.now();
    const request = http.request(
      url,
      {
        method,
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          ...(method === 'POST'
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
            : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            ms: performance.now() - started,
            body: Buffer.concat(chunks).toString(),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(method === 'POST' ? body : undefined);
  });
}

// ---- the data ------------------------------------------------------------------------------------------------------

const database = await openBenchDatabase(true);
// few connections: the console (20), the bare sides (20) and the API pools of this process share max_connections
const pool = new pg.Pool({ connectionString: benchUrl(), max: 4 });
const rowsOf = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) =>
  (await pool.query<T>(text, values)).rows;
const wards = await rowsOf<{ username: string; ward: number }>(
  `select username, ward_id as ward from users where username in ('canbo1', 'canbo2') order by username`,
);
const [ward1, ward2] = wards.map((w) => w.ward);
// 200 residents of ward 1 who answer under load, one more who answers while the statements are recorded, and 200 of
// ward 2 the seeded responses are spread over
const makeResidents = async (prefix: string, ward: number, count: number) =>
  (
    await rowsOf<{ id: number }>(
      `insert into users (username, password_hash, role_id, province_id, district_id, ward_id, full_name, is_active)
       select $1 || g, 'x', 7, w.province_id, w.district_id, w.id, 'Người dân khảo sát ' || g, true
       from generate_series(1, $3::int) g, wards w where w.id = $2 order by g returning id`,
      [prefix, ward, count],
    )
  ).map((row) => row.id);
const residents1 = await makeResidents('khaosat', ward1, RESIDENTS + 1);
const residents2 = await makeResidents('khaosat_b', ward2, RESIDENTS);
const recorderId = residents1.pop()!;
const tokenService = createTokenService(database.db, BENCH_TOKEN_SECRET, 24);
const residentTokens = await Promise.all(residents1.map((id) => tokenService.issue(id, {})));
const recorderToken = await tokenService.issue(recorderId, {});

const consoleServer = await startServer('console-server.ts', [String(PORTS.console)]);
const officer = await signIn(BASE, 'canbo1');
const approver = await signIn(BASE, 'quantri1');
const api = async (method: string, url: string, token: string, body?: unknown) => {
  const response = await fetch(`${BASE}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = (await response.json()) as { code: number; message: string; data: Record<string, unknown> };
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${json.message}`);
  return json.data;
};
const createSurvey = async (title: string, multiple: boolean) => {
  const made = (await api('POST', '/api/admin/surveys', officer, surveyBody(title, multiple))).entry as {
    id: number;
    sections: SurveySection[];
  };
  await api('PUT', `/api/admin/surveys/${made.id}/approve`, approver);
  return made;
};
const main = await createSurvey('Khảo sát sự hài lòng của người dân năm 2026', true);
const once = await createSurvey('Khảo sát ý kiến hộ gia đình (mỗi người một phiếu)', false);
const onceBare = await createSurvey('Khảo sát ý kiến hộ gia đình (đường cơ sở)', false);
const sections = main.sections;
console.log(
  `survey ${main.id}: ${questionsOf(sections).length} questions of kinds ` +
    `${[...new Set(questionsOf(sections).map((q) => q.kind))].join(', ')}; one-response surveys ${once.id}, ${onceBare.id}`,
);

// ---- the responses: read, tallied and counted in JS, then inserted in bulk --------------------------------------
const seeding = performance.now();
const random = mulberry32(14);
const counters = new Map<string, { count: number; total: number }>();
const now = Date.now();
let batch: { user: number; ward: number; answers: string; at: string }[] = [];
const flush = async () => {
  if (!batch.length) return;
  await pool.query(
    `insert into survey_responses (survey_id, user_id, ward_id, answers, created_at)
     select $1::int, u, w, a::jsonb, t from unnest($2::int[], $3::int[], $4::text[], $5::timestamptz[]) as r(u, w, a, t)`,
    [main.id, batch.map((r) => r.user), batch.map((r) => r.ward), batch.map((r) => r.answers), batch.map((r) => r.at)],
  );
  batch = [];
};
for (let i = 0; i < RESPONSES; i++) {
  // two thirds from ward 1; more answers in the first days after the survey opened, fewer later
  const inFirst = random() < 2 / 3;
  const ward = inFirst ? ward1 : ward2;
  const user = pick(random, inFirst ? residents1 : residents2);
  const at = new Date(now - DAYS * DAY_MS + (1 - Math.sqrt(1 - random())) * DAYS * DAY_MS - 60_000);
  const { answers, tallies } = readResponse(sections, rawAnswers(random));
  const day = vietnamDay(at);
  // as the API spreads them: the response's shard (ids follow the insertion order here)
  const shard = i % SURVEY_COUNTER_SHARDS;
  for (const tally of tallies) {
    const key = `${tally.question}\u0000${tally.option}\u0000${ward}\u0000${day}\u0000${shard}`;
    const counter = counters.get(key);
    if (counter) {
      counter.count++;
      counter.total += tally.amount;
    } else counters.set(key, { count: 1, total: tally.amount });
  }
  batch.push({ user, ward, answers: JSON.stringify(answers), at: at.toISOString() });
  if (batch.length === 1_000) await flush();
}
await flush();
const counterRows = [...counters].map(([key, counter]) => {
  const [question, option, ward, day, shard] = key.split('\u0000');
  return { question, option, ward: Number(ward), day, shard: Number(shard), ...counter };
});
for (let start = 0; start < counterRows.length; start += 5_000) {
  const slice = counterRows.slice(start, start + 5_000);
  await pool.query(
    `insert into survey_answer_counts (survey_id, question_key, option_key, ward_id, day, shard, count, total)
     select $1::int, q, o, w, d, s, c, t
     from unnest($2::text[], $3::text[], $4::int[], $5::date[], $6::int[], $7::numeric[], $8::int[])
       as r(q, o, w, d, c, t, s)`,
    [
      main.id,
      slice.map((r) => r.question),
      slice.map((r) => r.option),
      slice.map((r) => r.ward),
      slice.map((r) => r.day),
      slice.map((r) => r.count),
      slice.map((r) => r.total),
      slice.map((r) => r.shard),
    ],
  );
}
// what every node's hourly job does (survey-counter-fold.ts): past days' shards folded into one row each; today's
// stay spread, as they would be in the afternoon of a busy day
const folding = await openDatabase({ kind: 'postgres', url: benchUrl(), poolSize: 1 });
const folded = await foldPastCounterShards(folding.db);
await folding.close();
console.log(`the hourly fold: ${folded.toLocaleString('en')} counter rows of past days now hold their shards`);
await pool.query('vacuum analyze');
console.log(
  `seeded ${RESPONSES.toLocaleString('en')} responses and ${counterRows.length.toLocaleString('en')} counter rows ` +
    `(question × option × ward × day × shard) in ${((performance.now() - seeding) / 1000).toFixed(1)} s, then VACUUM ANALYZE`,
);

const statisticOf = async (surveyId: number) =>
  ((await api('GET', `/api/admin/surveys/${surveyId}/statistic`, officer)) as { responses: number }).responses;
const seededCount = await statisticOf(main.id);
if (seededCount !== RESPONSES) throw new Error(`the statistic counts ${seededCount} responses, not ${RESPONSES}`);
console.log(`statistic of survey ${main.id}: ${seededCount.toLocaleString('en')} responses, as seeded`);

// ---- 1. the statistic under load ----------------------------------------------------------------------------------
const STATISTIC = `/api/admin/surveys/${main.id}/statistic`;
const filter = `ward_id=${ward1}&from=${vietnamDay(new Date(now - 20 * DAY_MS))}&to=${vietnamDay(new Date(now - 5 * DAY_MS))}`;
const FILTERED = `${STATISTIC}?${filter}`;
const recorded = await recordConsole(database, { '/statistic': STATISTIC, '/filtered': FILTERED });
for (const [name, request] of Object.entries(recorded))
  if (request.status !== 200) throw new Error(`${name}: ${request.url} answered ${request.status}`);
await explainRecorded(
  recorded,
  (statement, _wave, request) => request.url === STATISTIC && statement.text.includes('survey_answer_counts'),
);
const statementsFile = path.join(os.tmpdir(), `bench-survey-${process.pid}.json`);
writeFileSync(statementsFile, JSON.stringify(recorded));
const bareServer = await startServer('replay-server.ts', [String(PORTS.bare), statementsFile]);
const auth = { authorization: `Bearer ${officer}`, ...ENCODING };
const sides = {
  console: { statistic: `${BASE}${STATISTIC}`, filtered: `${BASE}${FILTERED}`, headers: auth },
  bare: {
    statistic: `http://127.0.0.1:${PORTS.bare}/statistic`,
    filtered: `http://127.0.0.1:${PORTS.bare}/filtered`,
    headers: ENCODING,
  },
};
for (const side of Object.values(sides)) {
  await loadUrl(side.statistic, 10, 3, side.headers);
  await loadUrl(side.filtered, 10, 2, side.headers);
}
const statisticRows: Record<string, object> = {};
const sums = { console: 0, bare: 0 };
let worstP99 = 0;
const measure = async (label: string, side: 'console' | 'bare', url: string, connections: number) => {
  const before = loadAverage();
  const { rps, p50, p99, max, errors, '503': busy } = await loadUrl(url, connections, SECONDS, sides[side].headers);
  statisticRows[label] = { rps, p50, p99, max, errors: errors + busy, 'load before': before };
  return { rps, p99 };
};
for (let round = 1; round <= ROUNDS; round++) {
  for (const side of ['console', 'bare'] as const) {
    const { rps, p99 } = await measure(`${side} ${round}, 10 conn`, side, sides[side].statistic, 10);
    sums[side] += rps;
    if (side === 'console') worstP99 = Math.max(worstP99, p99);
  }
}
for (const side of ['console', 'bare'] as const) await measure(`${side}, 50 conn`, side, sides[side].statistic, 50);
let filteredP99 = 0;
for (const side of ['console', 'bare'] as const) {
  const { p99 } = await measure(`${side} filtered, 10 conn`, side, sides[side].filtered, 10);
  if (side === 'console') filteredP99 = p99;
}
bareServer.kill('SIGINT');
rmSync(statementsFile, { force: true });
console.log(
  `\n1. GET ${STATISTIC} as canbo1 (${RESPONSES.toLocaleString('en')} responses), ${SECONDS} s per load ` +
    `(latency ms; filtered: ?${filter}):`,
);
console.table(statisticRows);

// ---- 2. the export --------------------------------------------------------------------------------------------------
const EXPORT_RUNS = 2;
const exportRuns = await measureExport(main.id, EXPORT_RUNS);
console.log(
  `\n2. The export of survey ${main.id} (the API in its own process, downloaded by another; growth over the heap and ` +
    'RSS after a GC, sampled every 20 ms):',
);
console.table(exportTable(exportRuns));

// ---- 3. answering ---------------------------------------------------------------------------------------------------

interface Statement {
  text: string;
  values: unknown[];
}

/** the statements the real API runs for one POST (in process through app.inject, after a GET of the survey) */
async function recordPost(app: FastifyInstance, surveyId: number, token: string, body: string) {
  const headers = { authorization: `Bearer ${token}` };
  await app.inject({ method: 'GET', url: `/api/web/surveys/${surveyId}`, headers });
  type QueryFn = (this: pg.Client, config: unknown, values?: unknown, callback?: unknown) => unknown;
  const prototype = pg.Client.prototype as unknown as { query: QueryFn };
  const original = prototype.query;
  const statements: Statement[] = [];
  prototype.query = function (config, values, callback) {
    const c = (typeof config === 'string' ? { text: config } : config) as { text: string; values?: unknown[] };
    statements.push({ text: c.text, values: c.values ?? (Array.isArray(values) ? values : []) });
    return original.call(this, config, values, callback);
  };
  try {
    const response = await app.inject({
      method: 'POST',
      url: `/api/web/surveys/${surveyId}/responses`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: body,
    });
    if (response.statusCode !== 200) throw new Error(`recording a response: ${response.statusCode} ${response.body}`);
  } finally {
    prototype.query = original;
  }
  return statements;
}

interface Prepared {
  body: string;
  answers: string;
  questions: string[];
  options: string[];
  amounts: number[];
}
/** answers ready for both sides: the body the app sends, and what the console makes of it (for the bare replay) */
function prepareBodies(seed: number, count: number): Prepared[] {
  const random = mulberry32(seed);
  return Array.from({ length: count }, () => {
    const raw = rawAnswers(random);
    const { answers, tallies } = readResponse(sections, raw);
    return {
      body: JSON.stringify({ answers: raw }),
      answers: JSON.stringify(answers),
      questions: tallies.map((t) => t.question),
      options: tallies.map((t) => t.option),
      amounts: tallies.map((t) => t.amount),
    };
  });
}

/**
 * The bare side of a response: the recorded statements, with the resident, their answers and the counters those
 * answers add put in place of the recorder's (the response's columns by name, the counters' three arrays in order).
 * Statements from BEGIN to COMMIT run on one client of the pool, the others on any.
 */
function bareResponder(statements: Statement[], bare: pg.Pool) {
  const insert = statements.findIndex((s) => /^insert into "survey_responses"/i.test(s.text.trim()));
  const upsert = statements.findIndex((s) => /^insert into "survey_answer_counts"/i.test(s.text.trim()));
  if (insert < 0 || upsert < 0) throw new Error('recorded: no response insert or no counter upsert');
  const columns = /\(([^)]*)\)\s*values\s*\(([^)]*)\)/i.exec(statements[insert].text)!;
  const columnOf = new Map<number, string>();
  const names = columns[1].split(',').map((c) => c.trim().replace(/"/g, ''));
  columns[2].split(',').forEach((value, i) => {
    const param = /^\$(\d+)$/.exec(value.trim());
    if (param) columnOf.set(Number(param[1]) - 1, names[i]);
  });
  const arrays = statements[upsert].values.flatMap((v, i) => (Array.isArray(v) ? [i] : []));
  if (arrays.length !== 3) throw new Error(`recorded counter upsert has ${arrays.length} array parameters`);
  // the counters' shard is the new response's id mod SURVEY_COUNTER_SHARDS, the parameter just before the arrays
  const shardAt = arrays[0] - 1;
  if (!statements[upsert].text.includes(`$${shardAt + 1}::smallint`))
    throw new Error('recorded counter upsert: no shard parameter before the arrays');
  return async (userId: number, prepared: Prepared) => {
    let client: pg.PoolClient | null = null;
    let made = false;
    let responseId = 0;
    try {
      for (const [i, statement] of statements.entries()) {
        const word = statement.text.trim().toLowerCase();
        if (word === 'begin') client = await bare.connect();
        let values = statement.values;
        if (i === insert)
          values = values.map((v, n) => {
            const column = columnOf.get(n);
            if (column === 'user_id') return userId;
            if (column === 'person_key') return v === null ? null : `u:${userId}`;
            if (column === 'answers') return prepared.answers;
            return v;
          });
        if (i === upsert) {
          values = [...values];
          [values[arrays[0]], values[arrays[1]], values[arrays[2]]] = [
            prepared.questions,
            prepared.options,
            prepared.amounts,
          ];
          values[shardAt] = responseId % SURVEY_COUNTER_SHARDS;
        }
        const result = await (client ?? bare).query(statement.text, values);
        if (i === insert && !result.rowCount) {
          await client?.query('rollback');
          return false;
        }
        if (i === insert) {
          made = true;
          responseId = Number((result.rows[0] as { id: number | string }).id);
        }
        if (word === 'commit' || word === 'rollback') {
          client!.release();
          client = null;
        }
      }
      return made;
    } catch (error) {
      if (client) {
        await client.query('rollback').catch(() => undefined);
        client.release();
        client = null;
      }
      throw error;
    } finally {
      client?.release();
    }
  };
}

const countResponses = async (surveyId: number) =>
  (await rowsOf<{ n: number }>('select count(*)::int as n from survey_responses where survey_id = $1', [surveyId]))[0]
    .n;
const snapshot = async (surveyId: number) => ({
  rows: await countResponses(surveyId),
  counted: await statisticOf(surveyId),
});

interface Outcome {
  ok: number;
  refused: number;
  failed: number;
  latencies: number[];
  seconds: number;
  sample?: string;
}
const summary = (
  outcome: Outcome,
  before: { rows: number; counted: number },
  after: { rows: number; counted: number },
) => ({
  'responses/s': Math.round(outcome.ok / outcome.seconds),
  p50: ms(percentile(outcome.latencies, 50)),
  p99: ms(percentile(outcome.latencies, 99)),
  max: ms(outcome.latencies.reduce((a, b) => Math.max(a, b), 0)),
  '2xx': outcome.ok,
  refused: outcome.refused,
  errors: outcome.failed,
  'rows added': after.rows - before.rows,
  'counted added': after.counted - before.counted,
  'load before': loadAverage(),
});

/** every resident in a loop for SECONDS: `answer(n, k)` sends resident n's k-th response and says how it went */
async function loop(answer: (n: number, k: number) => Promise<{ status: number; ms: number; body?: string }>) {
  const outcome: Outcome = { ok: 0, refused: 0, failed: 0, latencies: [], seconds: 0 };
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: RESIDENTS }, async (_, n) => {
      for (let k = 0; performance.now() < deadline; k++) {
        const result = await answer(n, k).catch((error: Error) => ({ status: 0, ms: 0, body: error.message }));
        if (result.status === 200) {
          outcome.ok++;
          outcome.latencies.push(result.ms);
        } else {
          outcome.failed++;
          outcome.sample ??= `${result.status} ${result.body}`;
        }
      }
    }),
  );
  outcome.seconds = (performance.now() - started) / 1000;
  return outcome;
}

/** every resident at the same moment, once */
async function burst(answer: (n: number) => Promise<{ status: number; ms: number; body?: string }>) {
  const outcome: Outcome = { ok: 0, refused: 0, failed: 0, latencies: [], seconds: 0 };
  const started = performance.now();
  await Promise.all(
    Array.from({ length: RESIDENTS }, async (_, n) => {
      const result = await answer(n).catch((error: Error) => ({ status: 0, ms: 0, body: error.message }));
      outcome.latencies.push(result.ms);
      if (result.status === 200) outcome.ok++;
      else if (result.status === 400) outcome.refused++;
      else {
        outcome.failed++;
        outcome.sample ??= `${result.status} ${result.body}`;
      }
    }),
  );
  outcome.seconds = (performance.now() - started) / 1000;
  return outcome;
}

// the statements of one response, recorded on the survey allowing many and on the bare side's one-response survey
const recorder = await (async () => {
  const config = loadConfig({ DATABASE_URL: benchUrl(), LOG_LEVEL: 'warn', TOKEN_SECRET: BENCH_TOKEN_SECRET });
  const app = await buildApp({ config, database, tokenSecret: BENCH_TOKEN_SECRET });
  await app.ready();
  try {
    const [body] = prepareBodies(1, 1);
    return {
      many: await recordPost(app, main.id, recorderToken, body.body),
      one: await recordPost(app, onceBare.id, recorderToken, body.body),
    };
  } finally {
    await app.close();
  }
})();
console.log(`\nthe statements of one response (recorded; the bare side replays them):`);
for (const statement of recorder.many) console.log(`  ${statement.text.replace(/\s+/g, ' ').slice(0, 150)}`);

const bodies = prepareBodies(2026, 2_000);
const agents = residentTokens.map(() => new http.Agent({ keepAlive: true, maxSockets: 1 }));
// each resident opens the survey first (their connection is then open, as a phone's would be)
const openAll = (surveyId: number) =>
  Promise.all(
    agents.map((agent, n) => postJson(agent, `${BASE}/api/web/surveys/${surveyId}`, residentTokens[n], '', 'GET')),
  );
const respondVia = (surveyId: number) => (n: number, k: number) =>
  postJson(
    agents[n],
    `${BASE}/api/web/surveys/${surveyId}/responses`,
    residentTokens[n],
    bodies[(n * 7 + k) % bodies.length].body,
  );
const barePool = new pg.Pool({ connectionString: benchUrl(), max: 20 });
const timed = async (work: () => Promise<boolean>) => {
  const started = performance.now();
  const made = await work();
  return { status: made ? 200 : 400, ms: performance.now() - started };
};
const answering: Record<string, object> = {};

// a: many responses each, console then bare
await openAll(main.id);
let before = await snapshot(main.id);
const consoleMany = await loop(respondVia(main.id));
let after = await snapshot(main.id);
answering[`console: ${RESIDENTS} residents × ${SECONDS} s`] = summary(consoleMany, before, after);
const consoleLost = !(consoleMany.ok === after.rows - before.rows && consoleMany.ok === after.counted - before.counted);
const consoleManyRate = consoleMany.ok / consoleMany.seconds;

const bareMany = bareResponder(recorder.many, barePool);
before = await snapshot(main.id);
const bareManyOutcome = await loop((n, k) => timed(() => bareMany(residents1[n], bodies[(n * 7 + k) % bodies.length])));
after = await snapshot(main.id);
answering[`bare: ${RESIDENTS} loops × ${SECONDS} s, pool 20`] = summary(bareManyOutcome, before, after);

// b: one response each, all at the same moment; then the same people again (refused: already answered)
await openAll(once.id);
before = await snapshot(once.id);
const consoleOnce = await burst((n) => respondVia(once.id)(n, 0));
after = await snapshot(once.id);
answering[`console: ${RESIDENTS} at once, one each`] = summary(consoleOnce, before, after);
const onceLost = !(
  consoleOnce.ok === RESIDENTS &&
  after.rows - before.rows === RESIDENTS &&
  after.counted - before.counted === RESIDENTS
);
before = after;
const consoleAgain = await burst((n) => respondVia(once.id)(n, 1));
after = await snapshot(once.id);
answering[`console: the same ${RESIDENTS} again`] = summary(consoleAgain, before, after);
const againKept = consoleAgain.refused === RESIDENTS && after.rows === before.rows && after.counted === before.counted;

const bareOnce = bareResponder(recorder.one, barePool);
before = await snapshot(onceBare.id);
const bareOnceOutcome = await burst((n) => timed(() => bareOnce(residents1[n], bodies[n])));
after = await snapshot(onceBare.id);
answering[`bare: ${RESIDENTS} at once, one each`] = summary(bareOnceOutcome, before, after);

await barePool.end();
for (const agent of agents) agent.destroy();
console.log(
  `\n3. POST /api/web/surveys/{id}/responses, ${RESIDENTS} residents of ward 1 on their own connections ` +
    '(latency ms; "counted added": the statistic\'s responses):',
);
console.table(answering);
for (const [name, outcome] of [
  ['console, many', consoleMany],
  ['bare, many', bareManyOutcome],
  ['console, once', consoleOnce],
  ['bare, once', bareOnceOutcome],
] as const)
  if (outcome.sample) console.log(`  ${name}: first failure ${outcome.sample.slice(0, 300)}`);

// ---- verdicts -------------------------------------------------------------------------------------------------------
const consoleRatio = sums.console / sums.bare;
const worstExport = {
  seconds: Math.max(...exportRuns.map((r) => r.seconds)),
  heap: Math.max(...exportRuns.map((r) => r.heapGrowth)),
  rss: Math.max(...exportRuns.map((r) => r.rssGrowth)),
};
const rowsRight = exportRuns.every((r) => r.rows === RESPONSES + 1);
const exportGrowth = Math.max(worstExport.heap, worstExport.rss) / 1e6;
console.log(`\nverdicts (${RESPONSES.toLocaleString('en')} responses, ${SECONDS} s loads):`);
console.log(
  `  statistic: worst console p99 ${worstP99} ms over ${ROUNDS} round(s), filtered ${filteredP99} ms ` +
    `(target ≤ ${TARGET.statisticP99}): ${verdict(Math.max(worstP99, filteredP99) <= TARGET.statisticP99)}; ` +
    `console / bare req/s ${consoleRatio.toFixed(2)}`,
);
console.log(
  `  export: worst ${worstExport.seconds.toFixed(2)} s (target ≤ ${TARGET.exportSeconds}): ` +
    `${verdict(worstExport.seconds <= TARGET.exportSeconds)}; peak growth heap ${mb(worstExport.heap)} MB, ` +
    `RSS ${mb(worstExport.rss)} MB (target ≤ ${TARGET.exportMb}): ${verdict(exportGrowth <= TARGET.exportMb)}; ` +
    `sheet 2 rows ${exportRuns.map((r) => r.rows).join(', ')} (expected ${RESPONSES + 1}): ${rowsRight ? 'right' : 'WRONG'}`,
);
console.log(
  `  answering: console ${Math.round(consoleManyRate)} responses/s (target ≥ ${TARGET.answersPerSecond}): ` +
    `${verdict(consoleManyRate >= TARGET.answersPerSecond)}; nothing lost (2xx = rows = counters, no errors): ` +
    `${verdict(!consoleLost && consoleMany.failed === 0)}; bare ${Math.round(bareManyOutcome.ok / bareManyOutcome.seconds)} responses/s ` +
    `→ console / bare ${(consoleManyRate / (bareManyOutcome.ok / bareManyOutcome.seconds)).toFixed(2)}`,
);
console.log(
  `  one response each: ${consoleOnce.ok}/${RESIDENTS} kept at once in ${consoleOnce.seconds.toFixed(2)} s, nothing lost: ` +
    `${verdict(!onceLost && consoleOnce.failed === 0)}; a second response refused for all ${RESIDENTS} and nothing added: ` +
    `${verdict(againKept)}`,
);

consoleServer.kill('SIGINT');
await pool.end();
await database.close();
process.exit(0);
