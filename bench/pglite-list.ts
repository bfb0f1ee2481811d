// npx tsx bench/pglite-list.ts: the console on the embedded database (PGlite, a temporary DATA_DIR with the demo
// data), signed in as canbo1, loaded with autocannon on the users list — 50 connections, then 200 — once per setting
// of the admission queue (plugins/db-admission.ts), the queue switched off (DB_QUEUE=false) included.
// BENCH_SECONDS (20) per load; BENCH_SETTINGS e.g. "off,1,2" (queue off, concurrency 1, concurrency 2).
import { runPgliteLoads } from './pglite-bench.ts';

const rows = await runPgliteLoads({
  list: '/api/admin/users?length=20',
  settings: (process.env.BENCH_SETTINGS ?? 'off,1,2').split(','),
  connections: (process.env.BENCH_CONNECTIONS ?? '50,200').split(',').map(Number),
  seconds: Number(process.env.BENCH_SECONDS ?? 20),
});
console.table(rows);
