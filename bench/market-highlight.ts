// npx tsx bench/market-highlight.ts: issue 16's bulk highlight on PostgreSQL — a ward administrator (quantri1)
// highlights BENCH_IDS (500) products of their ward in one request (PATCH /api/admin/personal-products/highlight/{1|0}
// with {ids}), BENCH_ROUNDS (20) times switching on and off, against the bare statements of the same work in one
// transaction over pg (lock, update, one audit row per product), same run. Target (issue 16): ≤ 200 ms.
// Run `npx tsx bench/seed-resources.ts personal-products 1000000` first.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { benchUrl, openBenchDatabase } from './bench-database.ts';
import { loadAverage, signIn, startServer } from './bench-load.ts';
import { rowsOf } from './resource-rows.ts';

const IDS = Number(process.env.BENCH_IDS ?? 500);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 20);
const PORT = 3941;
const BASE = `http://127.0.0.1:${PORT}`;
const TARGET_MS = 200;

const database = await openBenchDatabase();
const [{ ward, admin, total }] = rowsOf<{ ward: number; admin: number; total: number }>(
  await database.db.execute(sql`
    select ward_id as ward, id as admin, (select count(*)::int from personal_products) as total
    from users where username = 'quantri1'`),
);
const ids = rowsOf<{ id: number }>(
  await database.db.execute(
    sql`select id from personal_products where ward_id = ${ward} order by created_at desc limit ${IDS}`,
  ),
).map((row) => row.id);
await database.close();
if (total < 100_000)
  console.warn('few products: run `npx tsx bench/seed-resources.ts personal-products 1000000` first');
console.log(`${total} products; ${ids.length} of quantri1's ward switched per request; load ${loadAverage()}`);

const server = await startServer('console-server.ts', [String(PORT)]);
const token = await signIn(BASE, 'quantri1');
async function consoleSwitch(on: boolean) {
  const started = performance.now();
  const response = await fetch(`${BASE}/api/admin/personal-products/highlight/${on ? 1 : 0}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ids }),
  });
  const body = (await response.json()) as { code: number; data: { ids: number[] } };
  if (body.code !== 200 || body.data.ids.length !== ids.length) throw new Error(JSON.stringify(body).slice(0, 300));
  return performance.now() - started;
}

// the bare work: what the engine's toggle does, as plain statements in one transaction
const pool = new pg.Pool({ connectionString: benchUrl(), max: 2 });
async function bareSwitch(on: boolean) {
  const started = performance.now();
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('select id, is_highlight from personal_products where id = any($1) for update', [ids]);
    const { rows } = await client.query<{ id: number }>(
      `update personal_products set is_highlight = $1, updated_by = $2, updated_at = now()
       where id = any($3) returning id`,
      [on, admin, ids],
    );
    await client.query(
      `insert into audit_log (actor_id, action, subject, row_id, details)
       select $1, 'update', 'personal-products', id,
              jsonb_build_object('changes', jsonb_build_object('is_highlight',
                jsonb_build_object('before', not $2::boolean, 'after', $2::boolean)))
       from unnest($3::int[]) as id`,
      [admin, on, rows.map((row) => row.id)],
    );
    await client.query('commit');
  } finally {
    client.release();
  }
  return performance.now() - started;
}

const times = { console: [] as number[], bare: [] as number[] };
// warm-up: JIT, plans
await consoleSwitch(true);
await consoleSwitch(false);
await bareSwitch(true);
await bareSwitch(false);
for (let round = 0; round < ROUNDS; round++) {
  const on = round % 2 === 0;
  times.console.push(await consoleSwitch(on));
  times.bare.push(await bareSwitch(on));
}
server.kill('SIGINT');
await pool.end();

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const summary = (xs: number[]) => {
  const s = sorted(xs);
  return {
    median: Math.round(s[Math.floor(s.length / 2)]),
    p90: Math.round(s[Math.floor(s.length * 0.9)]),
    max: Math.round(s.at(-1)!),
  };
};
const result = { console: summary(times.console), bare: summary(times.bare) };
console.table(result);
console.log(
  `bulk highlight of ${ids.length}: console median ${result.console.median} ms, max ${result.console.max} ms ` +
    `(target ≤ ${TARGET_MS}: ${result.console.max <= TARGET_MS ? 'met' : 'NOT met'}); ` +
    `bare median ${result.bare.median} ms; load ${loadAverage()}`,
);
process.exit(0);
