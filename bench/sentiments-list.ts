// npx tsx bench/sentiments-list.ts: a ward officer's sentiment list and tab counts over 1,000,000 sentiments (run
// bench/seed-sentiments.ts first). Reports:
//   1. EXPLAIN ANALYZE of every statement the console runs for the two requests (custom and generic plans),
//   2. single-request latency, sequential (median / p99): the list, the counts, and the counts of a province officer,
//   3. the list under load: BENCH_CONNECTIONS (50) connections, BENCH_SECONDS (20) per round, BENCH_ROUNDS (3) rounds, against the console
//      and against bare Fastify + pg replaying the same statements (bench/servers/replay-server.ts).
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openBenchDatabase } from './bench-database.ts';
import { explainRecorded, loadAverage, loadUrl, signIn, startServer } from './bench-load.ts';
import { recordConsole } from './record-console.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SEQUENTIAL = Number(process.env.BENCH_SEQUENTIAL ?? 300);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const LIST = '/api/admin/sentiments?status=2&length=20';
const COUNTS = '/api/admin/sentiments/status-counts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const ms = (n: number) => Number(n.toFixed(2));

// ---- the data -------------------------------------------------------------------------------------------------
const database = await openBenchDatabase();
const [officer] = rowsOf<{ ward_id: number }>(
  await database.db.execute(sql`select ward_id from users where username = 'canbo1'`),
);
const [{ total }] = rowsOf<{ total: number }>(
  await database.db.execute(sql`select count(*)::int as total from sentiments`),
);
const wardMix = rowsOf<{ status: number; open: number; archived: number; deleted: number }>(
  await database.db.execute(sql`
    select status, count(*) filter (where archived_at is null and deleted_at is null)::int as open,
           count(*) filter (where archived_at is not null and deleted_at is null)::int as archived,
           count(*) filter (where deleted_at is not null)::int as deleted
    from sentiments where ward_id = ${officer.ward_id} group by status order by status`),
);
console.log(`sentiments: ${total}; canbo1's ward ${officer.ward_id}:`);
console.table(wardMix);
if (total < 100_000) console.warn('few sentiments: run `npx tsx bench/seed-sentiments.ts 1000000` first');

// ---- the statements the console runs ----------------------------------------------------------------------------
const recorded = await recordConsole(database, { '/list': LIST, '/counts': COUNTS });
for (const [name, request] of Object.entries(recorded)) {
  if (request.status !== 200) {
    console.error(`${request.url} answered ${request.status}: the staff list routes are not there yet`);
    process.exit(1);
  }
  console.log(`${name}: ${request.waves.map((w) => w.length).join(' then ')} statements`);
}

// ---- EXPLAIN ANALYZE ------------------------------------------------------------------------------------------
await explainRecorded(recorded, (_statement, w, request) => w > 0 || request.waves.length === 1);
await database.close();

// ---- servers ----------------------------------------------------------------------------------------------------
const statementsFile = path.join(os.tmpdir(), `bench-sentiments-${process.pid}.json`);
writeFileSync(statementsFile, JSON.stringify(recorded));
const consoleServer = await startServer('console-server.ts', ['3911']);
const bareServer = await startServer('replay-server.ts', ['3912', statementsFile]);
const CONSOLE = 'http://127.0.0.1:3911';
const BARE = 'http://127.0.0.1:3912';
const auth = { authorization: `Bearer ${await signIn(CONSOLE, 'canbo1')}` };
const provinceAuth = { authorization: `Bearer ${await signIn(CONSOLE, 'tinh')}` };

// ---- single requests, one after another -------------------------------------------------------------------------
async function sequential(url: string, headers: Record<string, string> = {}) {
  const times: number[] = [];
  for (let i = 0; i < SEQUENTIAL + 20; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
    if (i >= 20) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return {
    median: ms(times[Math.floor(times.length / 2)]),
    p99: ms(times[Math.floor(times.length * 0.99)]),
    max: ms(times.at(-1)!),
  };
}
console.log(`\nsingle requests (${SEQUENTIAL} one after another, after 20 to warm up; ms), load ${loadAverage()}:`);
console.table({
  'counts, ward officer (console)': await sequential(`${CONSOLE}${COUNTS}`, auth),
  'counts (bare)': await sequential(`${BARE}/counts`),
  'list status=2, ward officer (console)': await sequential(`${CONSOLE}${LIST}`, auth),
  'list (bare)': await sequential(`${BARE}/list`),
  'counts, province officer (console)': await sequential(`${CONSOLE}${COUNTS}`, provinceAuth),
  // the header's bell asks on every page of every console tab (issue 13's inbox replaced the staff notices)
  'inbox unread count, ward officer': await sequential(`${CONSOLE}/api/admin/notifications/unread-count`, auth),
  'inbox unread count, province officer': await sequential(
    `${CONSOLE}/api/admin/notifications/unread-count`,
    provinceAuth,
  ),
});

// ---- the list under load ---------------------------------------------------------------------------------------
async function load(url: string, headers: Record<string, string> = {}) {
  const { rps, p50, p99, errors, '503': busy } = await loadUrl(url, CONNECTIONS, SECONDS, headers);
  return { rps, p50, p99, errors: errors + busy };
}
const rounds: Record<string, object> = {};
for (let round = 1; round <= ROUNDS; round++) {
  const load1 = loadAverage();
  rounds[`console ${round}`] = { ...(await load(`${CONSOLE}${LIST}`, auth)), 'load before': load1 };
  const load2 = loadAverage();
  rounds[`bare ${round}`] = { ...(await load(`${BARE}/list`)), 'load before': load2 };
}
consoleServer.kill('SIGINT');
bareServer.kill('SIGINT');
rmSync(statementsFile, { force: true });
console.log(`\nlist status=2 length=20 as canbo1, ${CONNECTIONS} connections, ${SECONDS} s per round (latency ms):`);
console.table(rounds);
process.exit(0);
