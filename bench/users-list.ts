// npx tsx bench/users-list.ts: 20 users of one ward with total, as a ward officer, BENCH_CONNECTIONS (50) connections,
// BENCH_SECONDS (30) per round, BENCH_ROUNDS (3) rounds, against the console and against bare Fastify + pg replaying
// the very statements the console ran for the request (run bench/seed-users.ts first).
import { fork } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config/env.ts';
import { users } from '../apps/api/src/db/schema/index.ts';
import { benchUrl, countUsers, openBenchDatabase } from './bench-database.ts';
import { recordRequest } from './record-statements.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const LIST = '/api/admin/users?length=20';
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br';
const PASSWORD = 'Demo@2026';
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

const database = await openBenchDatabase();
console.log(`users in the bench database: ${await countUsers(database)}`);
const [officer] = await database.db.select({ wardId: users.wardId }).from(users).where(eq(users.username, 'canbo1'));
const wardCount = await database.db.execute(
  sql`select count(*)::int as n from users where ward_id = ${officer.wardId}`,
);
console.log(`users of canbo1's ward: ${(wardCount as unknown as { rows: { n: number }[] }).rows[0].n}`);

// the statements the console runs for the request: the bare server replays exactly these, in the same waves
const config = loadConfig({
  DATABASE_URL: benchUrl(),
  LOG_LEVEL: 'warn',
  TOKEN_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
});
const app = await buildApp({ config, database, tokenSecret: config.TOKEN_SECRET! });
await app.ready();
const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { username: 'canbo1', password: PASSWORD },
});
const recorded = await recordRequest(app, LIST, login.json().data.token);
await app.close();
if (recorded.status !== 200) throw new Error(`${LIST} answered ${recorded.status}`);
for (const [w, wave] of recorded.waves.entries()) {
  for (const statement of wave) console.log(`wave ${w + 1}: ${statement.text.replace(/\s+/g, ' ').slice(0, 140)}`);
}

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
const statementsFile = path.join(os.tmpdir(), `bench-users-${process.pid}.json`);
writeFileSync(statementsFile, JSON.stringify({ '/users': recorded }));
const consoleServer = await start('console-server.ts', ['3901']);
const bareServer = await start('replay-server.ts', ['3902', statementsFile]);
const response = await fetch('http://127.0.0.1:3901/api/auth/login', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'canbo1', password: PASSWORD }),
});
const token = ((await response.json()) as { data: { token: string } }).data.token;
const consoleHeaders = {
  authorization: `Bearer ${token}`,
  ...(ACCEPT_ENCODING ? { 'accept-encoding': ACCEPT_ENCODING } : {}),
};
const sample = await fetch(`http://127.0.0.1:3901${LIST}`, { headers: consoleHeaders });
const sampleBody = Buffer.from(await sample.arrayBuffer());
console.log(
  `console answer: content-encoding ${sample.headers.get('content-encoding') ?? 'none'}, ${sampleBody.byteLength} bytes as JSON`,
);

async function load(url: string, headers: Record<string, string> = {}, duration = SECONDS) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration, headers });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}
// both servers warm up first (JIT, and PostgreSQL's generic plans come after five runs of a statement per connection)
await load(`http://127.0.0.1:3901${LIST}`, consoleHeaders, 5);
await load('http://127.0.0.1:3902/users', {}, 5);
const rounds: Record<string, object> = {};
let ours = 0;
let bare = 0;
for (let round = 1; round <= ROUNDS; round++) {
  const before = loadAverage();
  const c = await load(`http://127.0.0.1:3901${LIST}`, consoleHeaders);
  rounds[`console ${round}`] = { ...c, 'load before': before };
  const beforeBare = loadAverage();
  const b = await load('http://127.0.0.1:3902/users');
  rounds[`bare ${round}`] = { ...b, 'load before': beforeBare };
  ours += c.rps;
  bare += b.rps;
}
consoleServer.kill('SIGINT');
bareServer.kill('SIGINT');
rmSync(statementsFile, { force: true });
console.log(`\nlist length=20 as canbo1, ${CONNECTIONS} connections, ${SECONDS} s per round (latency ms):`);
console.table(rounds);
console.log(`console / bare requests per second over all rounds: ${(ours / bare).toFixed(2)}`);
process.exit(0);
