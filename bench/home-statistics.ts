// npx tsx bench/home-statistics.ts: every figure of the home dashboard (issue 20) for a province officer (tinh) and a
// ward officer (canbo1) over the bench database, against the same figure computed by GROUP BY over the raw rows.
// Run first: `npx tsx bench/seed-users.ts 1000000 && npx tsx bench/seed-sentiments.ts 1000000` (npm run bench:home).
// For each figure and officer: BENCH_CONNECTIONS (20) connections for BENCH_SECONDS (10) against the console (p99, req/s),
// then the raw statement by 20 PostgreSQL connections for the same time (statements/s); the ratio is the target's.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { benchUrl, openBenchDatabase, PROVINCE_ID } from './bench-database.ts';
import { loadAverage, loadUrl, signIn, startServer } from './bench-load.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const ONLY = process.env.BENCH_FIGURES?.split(',');
// BENCH_PERIOD=from=2026-05-01&to=2026-06-30: the console's figures over that period instead of this month so far
// (the seed finishes nothing in its newest ~73 days, so this month's finished figures read few rows; the raw
// statements keep the last 30 days)
const PERIOD = process.env.BENCH_PERIOD ? `?${process.env.BENCH_PERIOD}` : '';
const BASE = '/api/admin/home-statistics';
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

// ---- the data ----------------------------------------------------------------------------------------------------
const database = await openBenchDatabase();
const [{ sentiments, users }] = rowsOf<{ sentiments: number; users: number }>(
  await database.db.execute(
    sql`select (select count(*) from sentiments)::int as sentiments, (select count(*) from users)::int as users`,
  ),
);
const [{ ward_id: wardId }] = rowsOf<{ ward_id: number }>(
  await database.db.execute(sql`select ward_id from users where username = 'canbo1'`),
);
console.log(`sentiments ${sentiments}, users ${users}; canbo1's ward ${wardId}; load ${loadAverage()}`);
if (sentiments < 100_000 || users < 100_000)
  console.warn('few rows: run `npx tsx bench/seed-users.ts 1000000 && npx tsx bench/seed-sentiments.ts 1000000` first');
await database.close();

// ---- the raw equivalents: what each figure would cost computed from the rows themselves ---------------------------
// $1 the scope's column value; the scope column is spliced per officer. The period is the dashboard's default: the
// last 30 days (Vietnam days), today included.
const day = `(created_at at time zone 'Asia/Ho_Chi_Minh')::date`;
const replyDay = `(time_reply at time zone 'Asia/Ho_Chi_Minh')::date`;
const today = `(now() at time zone 'Asia/Ho_Chi_Minh')::date`;
const inPeriod = (column: string) => `${column} between ${today} - 29 and ${today}`;
const RAW: Record<string, (scope: string) => string> = {
  statistic: (scope) => `select count(*) filter (where ${day} = ${today}), count(*) filter (where status = 1),
      count(*) filter (where status = 2), count(*) filter (where status = 5),
      count(*) filter (where status in (3, 4) and ${inPeriod(replyDay)}),
      avg(extract(epoch from received_at - created_at)) filter (where ${inPeriod(day)})
    from sentiments where ${scope} = $1 and deleted_at is null`,
  status: (scope) => `select status, count(*) from sentiments
    where ${scope} = $1 and deleted_at is null and ${inPeriod(day)} group by status`,
  'sentiments-total': (scope) => `select count(*) from sentiments
    where ${scope} = $1 and deleted_at is null and ${inPeriod(day)}`,
  category: (scope) => `select category_id, count(*), count(*) filter (where status in (3, 4)) from sentiments
    where ${scope} = $1 and deleted_at is null and ${inPeriod(day)} group by category_id`,
  'daily-sentiment': (scope) => `select ${day}, count(*), count(*) filter (where status in (3, 4)) from sentiments
    where ${scope} = $1 and deleted_at is null and ${inPeriod(day)} group by 1`,
  'daily-rate': (scope) => `select ${replyDay}, count(*), count(*) filter (where time_reply <= time_finish)
    from sentiments where ${scope} = $1 and deleted_at is null and status in (3, 4) and ${inPeriod(replyDay)} group by 1`,
  sentiment: (scope) => `select ward_id, village_id, count(*), count(*) filter (where status in (3, 4)) from sentiments
    where ${scope} = $1 and deleted_at is null and ${inPeriod(day)} group by 1, 2`,
  rating: (scope) => `select e.point, count(*) from sentiments s join sentiment_evaluations e on e.sentiment_id = s.id
    where s.${scope} = $1 and s.deleted_at is null and ${inPeriod(`(s.time_reply at time zone 'Asia/Ho_Chi_Minh')::date`)}
    group by 1`,
  user: (scope) => `select role_id, count(*), count(*) filter (where acc_status = 3) from users
    where ${scope} = $1 group by role_id`,
};

async function rawLoad(text: string, value: number) {
  const pool = new pg.Pool({ connectionString: benchUrl(), max: CONNECTIONS });
  const times: number[] = [];
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const started = performance.now();
        await pool.query(text, [value]);
        times.push(performance.now() - started);
      }
    }),
  );
  await pool.end();
  times.sort((a, b) => a - b);
  return {
    perSecond: Number((times.length / SECONDS).toFixed(1)),
    p99: Math.round(times[Math.floor(times.length * 0.99)]),
  };
}

// ---- the console -------------------------------------------------------------------------------------------------
const consoleServer = await startServer('console-server.ts', ['3921']);
const CONSOLE = 'http://127.0.0.1:3921';
const officers = [
  { who: 'province officer (tinh)', username: 'tinh', scope: 'province_id', value: PROVINCE_ID },
  { who: 'ward officer (canbo1)', username: 'canbo1', scope: 'ward_id', value: wardId },
];
const figures = [
  'statistic',
  'status',
  'sentiments-total',
  'category',
  'daily-sentiment',
  'daily-rate',
  'sentiment',
  'rating',
  'user',
  'traffic',
  'map',
].filter((name) => !ONLY || ONLY.includes(name));

const results: Record<string, object> = {};
for (const officer of officers) {
  const headers = { authorization: `Bearer ${await signIn(CONSOLE, officer.username)}` };
  for (const figure of figures) {
    const url = `${CONSOLE}${BASE}/${figure}${PERIOD}`;
    const first = await fetch(url, { headers });
    if (first.status !== 200)
      throw new Error(`${figure} for ${officer.username}: ${first.status} ${await first.text()}`);
    // one second of the same load first: every pooled connection has prepared the figure's statements (steady state)
    await loadUrl(url, CONNECTIONS, 1, headers);
    const served = await loadUrl(url, CONNECTIONS, SECONDS, headers);
    const raw = RAW[figure] ? await rawLoad(RAW[figure](officer.scope), officer.value) : null;
    results[`${officer.username} ${figure}`] = {
      'req/s': served.rps,
      p50: served.p50,
      p99: served.p99,
      errors: served.errors + served['503'],
      'raw GROUP BY/s': raw?.perSecond ?? '—',
      'raw p99': raw?.p99 ?? '—',
      '× raw': raw ? Number((served.rps / raw.perSecond).toFixed(1)) : '—',
      load: loadAverage().split(' ')[0],
    };
    console.log(`${officer.who} ${figure}:`, results[`${officer.username} ${figure}`]);
  }
}
consoleServer.kill('SIGINT');
console.log(
  `\nhome statistics, ${CONNECTIONS} connections, ${SECONDS} s each (ms; raw = the figure by GROUP BY over the rows):`,
);
console.table(results);
process.exit(0);
