// npx tsx bench/notification-send.ts: issue 13's notification targets on PostgreSQL (a fresh bench database).
//   1. Sending to 100,000 people: canbo1's ward gets BENCH_RECIPIENTS (100,000) residents; the console's
//      PATCH /api/admin/notifications/{id}/sent-status (HTTP, the real server) against the bare INSERT … SELECT of the
//      same receivers in one transaction (pg), BENCH_ROUNDS (3) rounds each, same run. Target ≤ 1.5 s and ≤ 2× bare.
//   2. A page of 20 receivers with read status: GET …/{id}/receivers?length=20, BENCH_COUNT_CONNECTIONS (10)
//      connections like the unread count. Target p99 ≤ 50 ms. Also shown: the same at 50 connections, a deep page and
//      the notification's detail (its read count among 100,000 receipts).
//   3. The unread count of a person with 10,000 unread notifications: GET /api/admin/notifications/unread-count,
//      BENCH_COUNT_CONNECTIONS (10) connections. Target p99 ≤ 10 ms.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { benchUrl, openBenchDatabase } from './bench-database.ts';
import { loadAverage, loadUrl, signIn, startServer } from './bench-load.ts';
import { rowsOf } from './resource-rows.ts';

const RECIPIENTS = Number(process.env.BENCH_RECIPIENTS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const COUNT_CONNECTIONS = Number(process.env.BENCH_COUNT_CONNECTIONS ?? 10);
const PORT = 3931;
const BASE = `http://127.0.0.1:${PORT}`;

// ---- the data: residents in canbo1's ward, 10,000 notifications for yte1 ------------------------------------------
const database = await openBenchDatabase(true);
const db = database.db;
const one = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query))[0];
const { ward, sender, counted } = await one<{ ward: number; sender: number; counted: number }>(sql`
  select ward_id as ward, id as sender, (select id from users where username = 'yte1') as counted
  from users where username = 'canbo1'`);
const seeded = performance.now();
await db.execute(sql`
  insert into users (username, password_hash, role_id, province_id, district_id, ward_id, full_name, is_active)
  select 'nhan' || g, 'x', 7, w.province_id, w.district_id, w.id, 'Người nhận ' || g, true
  from generate_series(1, ${RECIPIENTS}) g, wards w where w.id = ${ward}`);
await db.execute(sql`
  with made as (
    insert into notifications (title, content, status, sent_at, created_by, ward_id)
    select 'Thông báo ' || g, '<p>…</p>', 'sent', now() - make_interval(secs => g), ${sender}, ${ward}
    from generate_series(1, 10000) g returning id)
  insert into notification_receivers (notification_id, user_id) select id, ${counted} from made`);
await db.execute(sql`vacuum analyze`);
console.log(
  `seeded ${RECIPIENTS} residents and 10,000 notifications of yte1 in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
);
const reached = (
  await one<{ n: number }>(sql`
  select count(*)::int as n from users where ward_id = ${ward} and is_active and id <> ${sender}`)
).n;
await database.close();

// ---- 1. sending: console (HTTP) and bare (pg), alternating --------------------------------------------------------
const server = await startServer('console-server.ts', [String(PORT)]);
const token = await signIn(BASE);
const call = async (method: string, url: string, body?: unknown) => {
  const response = await fetch(`${BASE}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await response.json()) as {
    code: number;
    message: string;
    data: { entry: { id: number; receiver_count: number } };
  };
};
const bare = new pg.Client({ connectionString: benchUrl() });
await bare.connect();
const rounds: Record<string, object> = {};
const times = { console: [] as number[], bare: [] as number[] };
let lastId = 0;
for (let round = 1; round <= ROUNDS; round++) {
  const made = await call('POST', '/api/admin/notifications', {
    title: `Thông báo toàn xã ${round}`,
    content: '<p>Lịch tiêm chủng</p>',
    ward_ids: [ward],
  });
  lastId = made.data.entry.id;
  let started = performance.now();
  const sent = await call('PATCH', `/api/admin/notifications/${lastId}/sent-status`);
  const consoleMs = performance.now() - started;
  if (sent.code !== 200) throw new Error(sent.message);
  const { rows } = await bare.query(
    `insert into notifications (title, content, ward_id, created_by) values ('bare', '', $1, $2) returning id`,
    [ward, sender],
  );
  started = performance.now();
  await bare.query('begin');
  const inserted = await bare.query(
    `insert into notification_receivers (notification_id, user_id)
     select $1, id from users where ward_id = $2 and is_active and id <> $3`,
    [rows[0].id, ward, sender],
  );
  await bare.query(`update notifications set status = 'sent', sent_at = now(), receiver_count = $2 where id = $1`, [
    rows[0].id,
    inserted.rowCount,
  ]);
  await bare.query('commit');
  const bareMs = performance.now() - started;
  times.console.push(consoleMs);
  times.bare.push(bareMs);
  rounds[`round ${round}`] = {
    receivers: sent.data.entry.receiver_count,
    'console ms': Math.round(consoleMs),
    'bare ms': Math.round(bareMs),
    'load before': loadAverage(),
  };
}
await bare.end();
console.log(`\nSending to everyone of the ward (${reached} people):`);
console.table(rounds);
const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)];
const [consoleMedian, bareMedian] = [median(times.console), median(times.bare)];
console.log(
  `median console ${Math.round(consoleMedian)} ms (target ≤ 1,500: ${consoleMedian <= 1_500 ? 'met' : 'NOT met'}), ` +
    `bare ${Math.round(bareMedian)} ms → ${(consoleMedian / bareMedian).toFixed(2)}× (target ≤ 2×: ${consoleMedian <= 2 * bareMedian ? 'met' : 'NOT met'})`,
);

// ---- 2. receivers page, 3. unread count ---------------------------------------------------------------------------
// as autovacuum would after the sends: the planner sees 400,000 receipts of 100,000 people, not 10,000 of one
const analyzing = new pg.Client({ connectionString: benchUrl() });
await analyzing.connect();
await analyzing.query('analyze notification_receivers');
await analyzing.end();
const auth = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' };
const receiversUrl = `${BASE}/api/admin/notifications/${lastId}/receivers?length=20`;
await loadUrl(receiversUrl, COUNT_CONNECTIONS, 3, auth);
const page = await loadUrl(receiversUrl, COUNT_CONNECTIONS, SECONDS, auth);
const crowded = await loadUrl(receiversUrl, 50, SECONDS, auth);
// page 2,501: skipping 50,000 receipts of the index first
const deepPage = await loadUrl(`${receiversUrl}&start=50000`, COUNT_CONNECTIONS, SECONDS, auth);
const detail = await loadUrl(`${BASE}/api/admin/notifications/${lastId}`, COUNT_CONNECTIONS, SECONDS, auth);
const countToken = await signIn(BASE, 'yte1');
const countUrl = `${BASE}/api/admin/notifications/unread-count`;
const countAuth = { authorization: `Bearer ${countToken}` };
await loadUrl(countUrl, COUNT_CONNECTIONS, 3, countAuth);
const count = await loadUrl(countUrl, COUNT_CONNECTIONS, SECONDS, countAuth);
const countCrowded = await loadUrl(countUrl, 50, SECONDS, countAuth);
console.log('\nReads under load (latency ms):');
console.table({
  [`receivers page 20 of ${reached}, ${COUNT_CONNECTIONS} connections`]: page,
  ['receivers page, 50 connections']: crowded,
  [`the same from the 50,000th receiver, ${COUNT_CONNECTIONS} connections`]: deepPage,
  [`its detail (read count of ${reached}), ${COUNT_CONNECTIONS} connections`]: detail,
  [`unread count of 10,000, ${COUNT_CONNECTIONS} connections`]: count,
  ['unread count, 50 connections']: countCrowded,
});
console.log(
  `receivers page p99 ${page.p99} ms (target ≤ 50: ${page.p99 <= 50 ? 'met' : 'NOT met'}); ` +
    `unread count p99 ${count.p99} ms (target ≤ 10: ${count.p99 <= 10 ? 'met' : 'NOT met'})`,
);
server.kill('SIGINT');
process.exit(0);
