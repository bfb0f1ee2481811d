// npx tsx bench/pglite-list.ts: the console on the embedded database (PGlite, a temporary DATA_DIR with the demo
// data), signed in as canbo1, loaded with autocannon on the users list — 50 connections, then 200 — once per setting
// of the admission queue (plugins/db-admission.ts), the queue switched off (DB_QUEUE=false) included.
// BENCH_SECONDS (20) per load; BENCH_SETTINGS e.g. "off,1,2" (queue off, concurrency 1, concurrency 2).
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const SETTINGS = (process.env.BENCH_SETTINGS ?? 'off,1,2').split(',');
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? '50,200').split(',').map(Number);
const LIST = '/api/admin/users?length=20';
const PORT = 3911;
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function start(env: Record<string, string>): Promise<ChildProcess> {
  const child = fork(path.join(import.meta.dirname, '../apps/api/src/server.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      DATA_DIR: dataDir,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'Admin@12345',
      DEMO_DATA: 'true',
      OVERDUE_JOB_INTERVAL_MS: '0',
      ...env,
    },
  });
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the console did not start');
}

async function stop(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGINT');
  await exited;
}

async function load(token: string, connections: number, duration: number) {
  const result = await autocannon({
    url: `${base}${LIST}`,
    connections,
    duration,
    headers: { authorization: `Bearer ${token}` },
  });
  const busy = (result.statusCodeStats as Record<string, { count: number }> | undefined)?.['503']?.count ?? 0;
  return {
    connections,
    'req/s': Math.round(result.requests.average),
    '2xx': result['2xx'],
    '503': busy,
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    'max ms': result.latency.max,
    timeouts: result.timeouts,
    errors: result.errors,
    'load before': '',
  };
}

const rows: object[] = [];
try {
  for (const setting of SETTINGS) {
    const env: Record<string, string> =
      setting === 'off' ? { DB_QUEUE: 'false' } : { DB_QUEUE: 'true', DB_QUEUE_CONCURRENCY: setting };
    const child = await start(env);
    try {
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'canbo1', password: 'Demo@2026' }),
      });
      const token = ((await login.json()) as { data: { token: string } }).data.token;
      await load(token, 10, 3); // warm-up
      for (const connections of CONNECTIONS) {
        const before = loadAverage();
        const row = await load(token, connections, SECONDS);
        row['load before'] = before;
        rows.push({ queue: setting === 'off' ? 'off' : `concurrency ${setting}`, ...row });
        console.log(JSON.stringify(rows.at(-1)));
      }
    } finally {
      await stop(child);
    }
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
console.table(rows);
