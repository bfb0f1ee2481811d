// npx tsx bench/sentiments-list.ts: a ward officer's sentiment list and tab counts over 1,000,000 sentiments (run
// bench/seed-sentiments.ts first). Reports:
//   1. EXPLAIN ANALYZE of every statement the console runs for the two requests (custom and generic plans),
//   2. single-request latency, sequential (median / p99): the list, the counts, and the counts of a province officer,
//   3. the list under load: BENCH_CONNECTIONS (50) connections, BENCH_SECONDS (20) per round, BENCH_ROUNDS (3) rounds, against the console
//      and against bare Fastify + pg replaying the same statements (bench/servers/replay-server.ts).
import { fork } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config/env.ts';
import { benchUrl, openBenchDatabase } from './bench-database.ts';
import { recordRequest, type RecordedRequest, type RecordedStatement } from './record-statements.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SEQUENTIAL = Number(process.env.BENCH_SEQUENTIAL ?? 300);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const LIST = '/api/admin/sentiments?status=2&length=20';
const COUNTS = '/api/admin/sentiments/status-counts';
const PASSWORD = 'Demo@2026';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
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

// ---- the statements the console runs ------------------------------------------------------------------------
const config = loadConfig({
  DATABASE_URL: benchUrl(),
  LOG_LEVEL: 'warn',
  TOKEN_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
});
const app = await buildApp({ config, database, tokenSecret: config.TOKEN_SECRET! });
await app.ready();
async function login(username: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password: PASSWORD },
  });
  return response.json().data.token as string;
}
const officerToken = await login('canbo1');
const recorded: Record<string, RecordedRequest> = {
  '/list': await recordRequest(app, LIST, officerToken),
  '/counts': await recordRequest(app, COUNTS, officerToken),
};
await app.close();
for (const [name, request] of Object.entries(recorded)) {
  if (request.status !== 200) {
    console.error(`${request.url} answered ${request.status}: the staff list routes are not there yet`);
    process.exit(1);
  }
  console.log(`${name}: ${request.waves.map((w) => w.length).join(' then ')} statements`);
}

// ---- EXPLAIN ANALYZE ------------------------------------------------------------------------------------------
const client = new pg.Client({ connectionString: benchUrl() });
await client.connect();
const literal = (v: unknown) => (v === null || v === undefined ? 'null' : client.escapeLiteral(String(v)));
const timesOf = (plan: string) => ({
  planning: Number(/Planning Time: ([\d.]+)/.exec(plan)?.[1] ?? NaN),
  execution: Number(/Execution Time: ([\d.]+)/.exec(plan)?.[1] ?? NaN),
});
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function explain(statement: RecordedStatement) {
  const custom: string[] = [];
  for (let i = 0; i < 5; i++) {
    custom.push(
      rowsOf<{ 'QUERY PLAN': string }>(
        await client.query(`explain (analyze, buffers) ${statement.text}`, statement.values),
      )
        .map((r) => r['QUERY PLAN'])
        .join('\n'),
    );
  }
  // what a named statement runs after its fifth execution, when PostgreSQL may switch to the generic plan
  await client.query('set plan_cache_mode = force_generic_plan');
  await client.query(`prepare bench_generic as ${statement.text}`);
  const args = statement.values.length ? `(${statement.values.map(literal).join(', ')})` : '';
  const generic: string[] = [];
  for (let i = 0; i < 5; i++) {
    generic.push(
      rowsOf<{ 'QUERY PLAN': string }>(await client.query(`explain (analyze, buffers) execute bench_generic${args}`))
        .map((r) => r['QUERY PLAN'])
        .join('\n'),
    );
  }
  await client.query('deallocate bench_generic');
  await client.query('reset plan_cache_mode');
  return {
    customPlan: custom.at(-1)!,
    genericPlan: generic.at(-1)!,
    custom: {
      planning: median(custom.map((p) => timesOf(p).planning)),
      execution: median(custom.map((p) => timesOf(p).execution)),
    },
    generic: { execution: median(generic.map((p) => timesOf(p).execution)) },
  };
}

const sqlTimes: Record<string, object> = {};
for (const [name, request] of Object.entries(recorded)) {
  for (const [w, wave] of request.waves.entries()) {
    for (const [s, statement] of wave.entries()) {
      const label = `${name} ${w + 1}.${s + 1}`;
      const result = await explain(statement);
      sqlTimes[label] = {
        sql: statement.text.replace(/\s+/g, ' ').slice(0, 90),
        planning: result.custom.planning,
        execution: result.custom.execution,
        generic: result.generic.execution,
      };
      if (w > 0 || request.waves.length === 1) {
        console.log(
          `\n--- ${label}: ${statement.text.replace(/\s+/g, ' ')}\n    values ${JSON.stringify(statement.values)}`,
        );
        console.log(result.customPlan);
        if (result.genericPlan.split('\n')[0] !== result.customPlan.split('\n')[0])
          console.log(`--- generic plan:\n${result.genericPlan}`);
      }
    }
  }
}
await client.end();
console.log('\nSQL time (ms, median of 5; "generic" = the plan of a named statement after five runs):');
console.table(sqlTimes);
await database.close();

// ---- servers ----------------------------------------------------------------------------------------------------
function start(script: string, args: string[]) {
  // BENCH_PROFILE_DIR=/tmp/prof writes a V8 CPU profile of each server, to see where a request's time goes
  const profile = process.env.BENCH_PROFILE_DIR
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`]
    : [];
  const child = fork(path.join(import.meta.dirname, 'servers', script), args, {
    execArgv: ['--import', 'tsx', ...profile],
    stdio: 'inherit',
  });
  return new Promise<typeof child>((resolve) => child.once('message', () => resolve(child)));
}
const statementsFile = path.join(os.tmpdir(), `bench-sentiments-${process.pid}.json`);
writeFileSync(statementsFile, JSON.stringify(recorded));
const consoleServer = await start('console-server.ts', ['3911']);
const bareServer = await start('replay-server.ts', ['3912', statementsFile]);
const CONSOLE = 'http://127.0.0.1:3911';
const BARE = 'http://127.0.0.1:3912';
async function serverLogin(username: string) {
  const response = await fetch(`${CONSOLE}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  return ((await response.json()) as { data: { token: string } }).data.token;
}
const auth = { authorization: `Bearer ${await serverLogin('canbo1')}` };
const provinceAuth = { authorization: `Bearer ${await serverLogin('tinh')}` };

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
  // the header's bell asks every minute from every console tab
  'notices unread count, ward officer': await sequential(`${CONSOLE}/api/admin/staff-notices/unread-count`, auth),
  'notices unread count, province officer': await sequential(
    `${CONSOLE}/api/admin/staff-notices/unread-count`,
    provinceAuth,
  ),
});

// ---- the list under load ---------------------------------------------------------------------------------------
async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
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
