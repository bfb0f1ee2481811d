// npx tsx bench/resource-list.ts [area]: a ward officer's list of a resource engine area (smart-devices) — 20 rows of
// canbo1's ward with the total (GET /api/admin/<area>?length=20, plus BENCH_QUERY). Run bench/seed-resources.ts <area>
// first.
//   1. PostgreSQL (the bench database): EXPLAIN ANALYZE of every statement the console runs for the request, then
//      BENCH_CONNECTIONS (50) connections, BENCH_SECONDS (20) per round, BENCH_ROUNDS (3) rounds against the console
//      and against bare Fastify + pg replaying those very statements (bench/servers/replay-server.ts), same run.
//   2. PGlite (the embedded default): a temporary DATA_DIR with the demo data and BENCH_PGLITE_ROWS (1,000,000) rows
//      of the area, the real server under BENCH_CONNECTIONS connections for BENCH_SECONDS, per BENCH_SETTINGS of the
//      admission queue ("default": the server's own); 503s (a request that would wait > 1 s) and max latency counted.
// BENCH_PARTS=pg or BENCH_PARTS=pglite runs one part only.
import { rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getTableName, sql } from 'drizzle-orm';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { openBenchDatabase, seedDemoData } from './bench-database.ts';
import { explainRecorded, loadAverage, loadUrl, signIn, startServer } from './bench-load.ts';
import { runPgliteLoads } from './pglite-bench.ts';
import { recordConsole } from './record-console.ts';
import { boundResource, rowsOf, seedResourceRows } from './resource-rows.ts';

const AREA = process.argv[2] ?? 'smart-devices';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PGLITE_ROWS = Number(process.env.BENCH_PGLITE_ROWS ?? 1_000_000);
const PARTS = (process.env.BENCH_PARTS ?? 'pg,pglite').split(',');
// BENCH_QUERY narrows the list as a screen does ('&approval_status=waiting': the market's waiting queue);
// BENCH_PUBLIC=1 asks the residents' list of canbo1's ward instead (GET /api/web/<area>?ward_id=…), each request
// from its own address
const PUBLIC = Boolean(process.env.BENCH_PUBLIC);
const LIST_PATH = PUBLIC ? `/api/web/${AREA}?length=20&ward_id={ward}` : `/api/admin/${AREA}?length=20`;
let LIST = `${LIST_PATH}${process.env.BENCH_QUERY ?? ''}`;
// as a browser asks, of both servers (both compress the same way); BENCH_ACCEPT_ENCODING= to ask for none
const ACCEPT_ENCODING = process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br';
const TARGET = { ratio: 0.8, p99: 50, pgliteP99: 250, pgliteMax: 1_000 };
const { table } = await boundResource(AREA);

async function onPostgres() {
  // ---- the data ---------------------------------------------------------------------------------------------------
  const database = await openBenchDatabase();
  const [{ total, ward }] = rowsOf<{ total: number; ward: number }>(
    await database.db.execute(sql`
      select count(*)::int as total,
             count(*) filter (where ward_id = (select ward_id from users where username = 'canbo1'))::int as ward
      from ${table}`),
  );
  console.log(`${AREA}: ${total} rows, ${ward} in canbo1's ward`);
  const [{ id: wardId }] = rowsOf<{ id: number }>(
    await database.db.execute(sql`select ward_id as id from users where username = 'canbo1'`),
  );
  LIST = LIST.replace('{ward}', String(wardId));
  if (PUBLIC) {
    process.env.BENCH_TRUST_PROXY = '1';
    // an earlier run's reads from this machine's address count to the same hour's limit
    await database.db.execute(sql`delete from rate_limit_counters`);
  }
  if (total < 100_000) console.warn(`few rows: run \`npx tsx bench/seed-resources.ts ${AREA} 1000000\` first`);

  // ---- the statements the console runs ----------------------------------------------------------------------------
  const { '/list': recorded } = await recordConsole(database, { '/list': LIST });
  if (recorded.status !== 200) throw new Error(`${LIST} answered ${recorded.status}`);

  // ---- EXPLAIN ANALYZE at this row count: the plans of the statements reading the area's table --------------------
  await explainRecorded({ '/list': recorded }, (statement) => statement.text.includes(`"${getTableName(table)}"`));
  await database.close();

  // ---- the list under load: the console, then the bare replay, per round ------------------------------------------
  const statementsFile = path.join(os.tmpdir(), `bench-resources-${process.pid}.json`);
  writeFileSync(statementsFile, JSON.stringify({ '/list': recorded }));
  const consoleServer = await startServer('console-server.ts', ['3921']);
  const bareServer = await startServer('replay-server.ts', ['3922', statementsFile]);
  const CONSOLE = `http://127.0.0.1:3921${LIST}`;
  const BARE = 'http://127.0.0.1:3922/list';
  const token = await signIn('http://127.0.0.1:3921');
  const encoding: Record<string, string> = ACCEPT_ENCODING ? { 'accept-encoding': ACCEPT_ENCODING } : {};
  const auth = { authorization: `Bearer ${token}`, ...encoding };
  // fetch would ask for gzip on its own
  const sample = await fetch(CONSOLE, { headers: { 'accept-encoding': 'identity', ...auth } });
  const sampleBytes = (await sample.arrayBuffer()).byteLength;
  const bareSample = await fetch(BARE, { headers: { 'accept-encoding': 'identity', ...encoding } });
  const bareBytes = (await bareSample.arrayBuffer()).byteLength;
  console.log(
    `console answer: content-encoding ${sample.headers.get('content-encoding') ?? 'none'}, ${sampleBytes} bytes; ` +
      `bare answer: ${bareSample.headers.get('content-encoding') ?? 'none'}, ${bareBytes} bytes (decoded sizes)`,
  );
  // both warm up first (JIT, and PostgreSQL's generic plans come after five runs of a statement per connection)
  await loadUrl(CONSOLE, CONNECTIONS, 5, auth, { manyAddresses: PUBLIC });
  await loadUrl(BARE, CONNECTIONS, 5, encoding);
  const rounds: Record<string, object> = {};
  const sums = { console: 0, bare: 0 };
  let worstP99 = 0;
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [side, url, headers] of [
      ['console', CONSOLE, auth],
      ['bare', BARE, encoding],
    ] as const) {
      const before = loadAverage();
      const {
        rps,
        p50,
        p99,
        max,
        errors,
        '503': busy,
      } = await loadUrl(url, CONNECTIONS, SECONDS, headers, {
        manyAddresses: PUBLIC && side === 'console',
      });
      rounds[`${side} ${round}`] = { rps, p50, p99, max, errors: errors + busy, 'load before': before };
      sums[side] += rps;
      if (side === 'console') worstP99 = Math.max(worstP99, p99);
    }
  }
  consoleServer.kill('SIGINT');
  bareServer.kill('SIGINT');
  rmSync(statementsFile, { force: true });
  console.log(`\nPostgreSQL: ${LIST} as canbo1, ${CONNECTIONS} connections, ${SECONDS} s per round (latency ms):`);
  console.table(rounds);
  const ratio = sums.console / sums.bare;
  console.log(
    `console / bare req/s over all rounds: ${ratio.toFixed(2)} (target ≥ ${TARGET.ratio}: ${ratio >= TARGET.ratio ? 'met' : 'NOT met'}); ` +
      `worst console p99 ${worstP99} ms (target ≤ ${TARGET.p99}: ${worstP99 <= TARGET.p99 ? 'met' : 'NOT met'})`,
  );
}

async function onPglite() {
  const rows = await runPgliteLoads({
    list: LIST,
    settings: (process.env.BENCH_SETTINGS ?? 'default').split(','),
    connections: [CONNECTIONS],
    seconds: SECONDS,
    prepare: async (dataDir) => {
      // the path server.ts opens for DATA_DIR
      const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') });
      await seedDemoData(database);
      const seconds = await seedResourceRows(database.db, AREA, PGLITE_ROWS);
      console.log(`PGlite: ${PGLITE_ROWS} ${AREA} inserted in ${seconds.toFixed(1)} s (then VACUUM ANALYZE)`);
      await database.close();
    },
  });
  console.log(`\nPGlite: ${LIST} as canbo1, ${PGLITE_ROWS} rows, ${SECONDS} s per load (latency ms):`);
  console.table(rows);
  for (const row of rows as { queue: string; 'busy (503)': number; 'p99 ms': number; 'max ms': number }[]) {
    const met = row['p99 ms'] <= TARGET.pgliteP99 && row['max ms'] <= TARGET.pgliteMax;
    console.log(
      `queue ${row.queue}: p99 ${row['p99 ms']} ms (≤ ${TARGET.pgliteP99}), max ${row['max ms']} ms (≤ ${TARGET.pgliteMax}), ` +
        `${row['busy (503)']} × 503 → ${met ? 'met' : 'NOT met'}`,
    );
  }
}

if (PARTS.includes('pg')) await onPostgres();
if (PARTS.includes('pglite')) await onPglite();
process.exit(0);
