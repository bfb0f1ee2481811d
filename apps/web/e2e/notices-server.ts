import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

// helpers of notices.test.ts: a server of its own on an embedded database the test can write to while it is stopped
// (PGlite allows one process at a time), then started again with the overdue job ticking every second

const root = path.resolve(import.meta.dirname, '../../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

export interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

/** `tsx apps/api/src/server.ts` on `dataDir`, as `npm start` runs it, until /api/health answers */
export async function startServer(dataDir: string, env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const server = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: 'Admin@12345',
      DEMO_DATA: 'on',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    if (Date.now() > deadline) throw new Error('server did not start');
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    baseUrl,
    async stop() {
      if (server.exitCode !== null) return;
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    },
  };
}

/** the stopped server's database, for SQL of the test's own */
export async function withStoppedDatabase<T>(dataDir: string, work: (db: PGlite) => Promise<T>): Promise<T> {
  const db = await PGlite.create({ dataDir: path.join(dataDir, 'pgdata'), extensions: { unaccent, pg_trgm } });
  try {
    return await work(db);
  } finally {
    await db.close();
  }
}

/** an item of `username`'s ward, received and past its deadline by an hour: the job's next tick makes it overdue */
export async function insertPastDeadlineItem(db: PGlite, username: string, title: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into sentiments (title, content, category_id, status, time_start, time_finish, received_at, province_id, district_id, ward_id, guest_name)
     select $1, 'Nội dung phản ánh để thử thông báo quá hạn', 2, 2, now() - interval '3 days', now() - interval '1 hour', now() - interval '3 days',
            u.province_id, u.district_id, u.ward_id, 'Người dân'
     from users u where u.username = $2
     returning id`,
    [title, username],
  );
  return rows[0].id;
}
