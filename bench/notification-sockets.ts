// npx tsx bench/notification-sockets.ts: issue 13's realtime target. Two API processes on the bench database and one
// Redis (BENCH_REDIS_URL, default redis://127.0.0.1:6379); BENCH_SOCKETS (1,000) people of canbo1's ward connected,
// half to each process; canbo1 sends a ward-wide notice through the first process, BENCH_ROUNDS (3) times. For every
// socket: the time from the send request's answer to the socket's event (negative when the push beat the answer).
// Target: p99 ≤ 500 ms, and every socket reached.
import { sql } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { REALTIME_EVENTS, REALTIME_PATH, type NotificationEvent } from '../packages/shared/src/realtime-events.ts';
import { createTokenService } from '../apps/api/src/core/tokens.ts';
import { BENCH_TOKEN_SECRET, openBenchDatabase } from './bench-database.ts';
import { loadAverage, signIn, startServer } from './bench-load.ts';
import { rowsOf } from './resource-rows.ts';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
process.env.BENCH_REDIS_URL ??= 'redis://127.0.0.1:6379';
const NODES = ['http://127.0.0.1:3941', 'http://127.0.0.1:3942'];

// ---- the people and their sessions (signed here: 1,000 logins would wait on the login throttle) ------------------
const database = await openBenchDatabase(true);
const [{ ward }] = rowsOf<{ ward: number }>(
  await database.db.execute(sql`select ward_id as ward from users where username = 'canbo1'`),
);
await database.db.execute(sql`
  insert into users (username, password_hash, role_id, province_id, district_id, ward_id, full_name, is_active)
  select 'ketnoi' || g, 'x', 7, w.province_id, w.district_id, w.id, 'Người dân ' || g, true
  from generate_series(1, ${SOCKETS}) g, wards w where w.id = ${ward}`);
const people = rowsOf<{ id: number }>(
  await database.db.execute(sql`select id from users where username like 'ketnoi%' order by id`),
);
const tokens = createTokenService(database.db, BENCH_TOKEN_SECRET, 24);
const sessions = await Promise.all(people.map((person) => tokens.issue(person.id, {})));
await database.close();

// ---- two nodes, the sockets half on each -------------------------------------------------------------------------
const servers = await Promise.all(NODES.map((base) => startServer('console-server.ts', [new URL(base).port])));
const arrivals: number[][] = [];
const sockets: Socket[] = await Promise.all(
  sessions.map(
    (token, n) =>
      new Promise<Socket>((resolve, reject) => {
        const socket = io(NODES[n % 2], { path: REALTIME_PATH, auth: { token }, transports: ['websocket'] });
        socket.on(REALTIME_EVENTS.notification, (event: NotificationEvent) => {
          (arrivals[event.id] ??= []).push(performance.now());
        });
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      }),
  ),
);
console.log(`${sockets.length} sockets connected, ${sockets.length / 2} to each of ${NODES.length} API processes`);

const officer = await signIn(NODES[0]);
const call = async (method: string, url: string, body?: unknown) => {
  const response = await fetch(`${NODES[0]}${url}`, {
    method,
    headers: { authorization: `Bearer ${officer}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await response.json()) as { code: number; data: { entry: { id: number; receiver_count: number } } };
};

const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))];
const rounds: Record<string, object> = {};
let worstP99 = 0;
let allReached = true;
for (let round = 1; round <= ROUNDS; round++) {
  const made = await call('POST', '/api/admin/notifications', {
    title: `Thông báo khẩn ${round}`,
    content: '<p>Kiểm tra kênh thời gian thực</p>',
    ward_ids: [ward],
  });
  const id = made.data.entry.id;
  const load = loadAverage();
  await call('PATCH', `/api/admin/notifications/${id}/sent-status`);
  const answered = performance.now();
  const deadline = answered + 5_000;
  while ((arrivals[id]?.length ?? 0) < SOCKETS && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 20));
  const delays = (arrivals[id] ?? []).map((at) => at - answered);
  const p99 = Math.round(percentile(delays, 99) ?? Infinity);
  worstP99 = Math.max(worstP99, p99);
  allReached &&= delays.length === SOCKETS;
  rounds[`round ${round}`] = {
    reached: `${delays.length} / ${SOCKETS}`,
    'p50 ms': Math.round(percentile(delays, 50) ?? Infinity),
    'p99 ms': p99,
    'max ms': Math.round(Math.max(...delays)),
    'load before': load,
  };
}
console.log('\nDelivery to connected sockets, from the send request’s answer (ms):');
console.table(rounds);
console.log(
  `worst p99 ${worstP99} ms (target ≤ 500: ${worstP99 <= 500 ? 'met' : 'NOT met'}); ` +
    `every socket reached every time: ${allReached ? 'yes' : 'NO'}`,
);
for (const socket of sockets) socket.close();
for (const server of servers) server.kill('SIGINT');
process.exit(0);
