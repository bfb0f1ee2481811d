// npx tsx bench/users-list.ts: 20 users of one ward with total, as a ward officer, BENCH_CONNECTIONS (50) connections,
// BENCH_SECONDS (30) per round, BENCH_ROUNDS (3) rounds, against the console and against bare Fastify + pg replaying
// the very statements the console ran for the request (run bench/seed-users.ts first).
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { users } from '../apps/api/src/db/schema/index.ts';
import { countUsers, openBenchDatabase } from './bench-database.ts';
import { loadAverage, loadUrl, signIn, startServer } from './bench-load.ts';
import { recordConsole } from './record-console.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const LIST = '/api/admin/users?length=20';
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br';

const database = await openBenchDatabase();
console.log(`users in the bench database: ${await countUsers(database)}`);
const [officer] = await database.db.select({ wardId: users.wardId }).from(users).where(eq(users.username, 'canbo1'));
const wardCount = await database.db.execute(
  sql`select count(*)::int as n from users where ward_id = ${officer.wardId}`,
);
console.log(`users of canbo1's ward: ${(wardCount as unknown as { rows: { n: number }[] }).rows[0].n}`);

// the statements the console runs for the request: the bare server replays exactly these, in the same waves
const { '/users': recorded } = await recordConsole(database, { '/users': LIST });
if (recorded.status !== 200) throw new Error(`${LIST} answered ${recorded.status}`);
for (const [w, wave] of recorded.waves.entries()) {
  for (const statement of wave) console.log(`wave ${w + 1}: ${statement.text.replace(/\s+/g, ' ').slice(0, 140)}`);
}

const statementsFile = path.join(os.tmpdir(), `bench-users-${process.pid}.json`);
writeFileSync(statementsFile, JSON.stringify({ '/users': recorded }));
const consoleServer = await startServer('console-server.ts', ['3901']);
const bareServer = await startServer('replay-server.ts', ['3902', statementsFile]);
const token = await signIn('http://127.0.0.1:3901');
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
  const { rps, p50, p99, errors, '503': busy } = await loadUrl(url, CONNECTIONS, duration, headers);
  return { rps, p50, p99, errors: errors + busy };
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
