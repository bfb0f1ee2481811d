// npx tsx bench/users-list.ts: 20 users of one ward with total, as a ward officer, 50 connections for 30 s,
// against the console and against bare Fastify + pg running the same SQL (run bench/seed-users.ts first).
import { fork } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { desc, eq, sql } from 'drizzle-orm';
import { users } from '../apps/api/src/db/schema/index.ts';
import { sessionUserStatement } from '../apps/api/src/modules/auth/load-session-user.ts';
import { placeholderBinder } from '../apps/api/src/crud/prepared-shapes.ts';
import { selectUsers, userConditions } from '../apps/api/src/modules/users/user-queries.ts';
import { countUsers, openBenchDatabase } from './bench-database.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 30);
const database = await openBenchDatabase();
console.log(`users in the bench database: ${await countUsers(database)}`);
const [officer] = await database.db.select({ wardId: users.wardId }).from(users).where(eq(users.username, 'canbo1'));
const wardCount = await database.db.execute(sql`select count(*)::int as n from users where ward_id = ${officer.wardId}`);
const wardUsers = (wardCount as unknown as { rows: { n: number }[] }).rows[0].n;
const scope = { level: 'ward' as const, wardId: officer.wardId! };
// the console runs the page and the count as named prepared statements (crud/prepared-shapes.ts): so does the bare one
const { bind, values } = placeholderBinder();
const where = userConditions(scope, {}, bind);
const prepared = (name: string, query: { toSQL(): { sql: string } }, params: unknown[]) => ({ name, sql: query.toSQL().sql, params });
const list = prepared(
  'bench_list',
  selectUsers(database.db).where(where).orderBy(desc(users.createdAt), desc(users.id)).limit(sql.placeholder('limit')).offset(sql.placeholder('offset')),
  [values.scope_unit, 20, 0],
);
const count = prepared('bench_count', database.db.select({ total: sql<number>`count(*)::int` }).from(users).where(where), [values.scope_unit]);

function start(script: string, args: string[]) {
  // BENCH_PROFILE_DIR=/tmp/prof writes a V8 CPU profile of each server, to see where a request's time goes
  const profile = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];
  const child = fork(path.join(import.meta.dirname, 'servers', script), args, { execArgv: ['--import', 'tsx', ...profile], stdio: 'inherit' });
  return new Promise<typeof child>((resolve) => child.once('message', () => resolve(child)));
}

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: 50, duration: DURATION, headers });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const consoleServer = await start('console-server.ts', ['3901']);
const login = await fetch('http://127.0.0.1:3901/api/auth/login', {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'canbo1', password: 'Demo@2026' }),
});
const token = ((await login.json()) as { data: { token: string } }).data.token;
const ours = await load('http://127.0.0.1:3901/api/admin/users?length=20', { authorization: `Bearer ${token}` });
consoleServer.kill('SIGINT');

// the bare handler replays every statement the console runs for this request: the session check, the page, the count
const [, payload] = token.split('.');
const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sid: string; sub: string };
const session = (database.db as unknown as { dialect: { sqlToQuery(q: unknown): { sql: string; params: unknown[] } } }).dialect.sqlToQuery(
  sessionUserStatement(claims.sid, Number(claims.sub)),
);
await database.close();
const statements = { session, list, count };
const bareServer = await start('bare-server.ts', ['3902', JSON.stringify(statements)]);
const bare = await load('http://127.0.0.1:3902/users');
bareServer.kill('SIGINT');

console.log(`ward users: ${wardUsers}`);
console.table({ console: ours, bare });
console.log(`console / bare requests per second: ${(ours.rps / bare.rps).toFixed(2)}`);
process.exit(0);
