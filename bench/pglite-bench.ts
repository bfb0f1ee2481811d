// The console on the embedded database (PGlite, a temporary DATA_DIR with the demo data), signed in as canbo1, loaded
// with autocannon on one list — once per setting of the admission queue (plugins/db-admission.ts): 'off'
// (DB_QUEUE=false), a concurrency ('1', '2'), or 'default' (the server's own settings).
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadAverage, loadUrl, signIn } from './bench-load.ts';

const PORT = 3911;
/** where the console started by startPgliteConsole listens */
export const PGLITE_BASE = `http://127.0.0.1:${PORT}`;
const base = PGLITE_BASE;

export interface PgliteLoads {
  /** the list's URL under /api */
  list: string;
  settings: string[];
  connections: number[];
  seconds: number;
  /** fills the data directory (DATA_DIR) before the first start: the server seeds the demo data when missing */
  prepare?: (dataDir: string) => Promise<void>;
}

/** the real server on PGlite in `dataDir` (demo data seeded on the first start), once it answers /api/health */
export async function startPgliteConsole(dataDir: string, env: Record<string, string> = {}): Promise<ChildProcess> {
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

export async function stopConsole(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGINT');
  await exited;
}

const envOf = (setting: string): Record<string, string> =>
  setting === 'default'
    ? {}
    : setting === 'off'
      ? { DB_QUEUE: 'false' }
      : { DB_QUEUE: 'true', DB_QUEUE_CONCURRENCY: setting };
const queueOf = (setting: string) => (setting === 'off' || setting === 'default' ? setting : `concurrency ${setting}`);

/** one row per setting and number of connections: req/s, 503s, latency (ms) and the load average before */
export async function runPgliteLoads({ list, settings, connections, seconds, prepare }: PgliteLoads) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-pglite-'));
  const rows: object[] = [];
  try {
    await prepare?.(dataDir);
    for (const setting of settings) {
      const child = await startPgliteConsole(dataDir, envOf(setting));
      try {
        const headers = { authorization: `Bearer ${await signIn(base)}` };
        await loadUrl(`${base}${list}`, 10, 3, headers); // warm-up
        for (const n of connections) {
          const before = loadAverage();
          const r = await loadUrl(`${base}${list}`, n, seconds, headers);
          rows.push({
            queue: queueOf(setting),
            connections: n,
            'req/s': r.rps,
            '2xx': r['2xx'],
            'busy (503)': r['503'],
            'p50 ms': r.p50,
            'p99 ms': r.p99,
            'max ms': r.max,
            timeouts: r.timeouts,
            errors: r.errors,
            'load before': before,
          });
          console.log(JSON.stringify(rows.at(-1)));
        }
      } finally {
        await stopConsole(child);
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}
