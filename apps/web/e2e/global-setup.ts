import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** one server per worker slot (E2E_SERVERS) */
    baseUrls: string[];
    adminPassword: string;
  }
}

export const E2E_ADMIN_PASSWORD = 'Admin@12345';
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

/**
 * The real servers (API + built web), each on a fresh embedded database, as `npm start` runs it: one per worker slot,
 * so that the two files running at once (vitest.config.ts) never share a server. A file may change what the whole
 * server sees (a role's permissions, a ward's services, the site settings) and put it back at its end; on a server of
 * its own that change never shows in the file running beside it. Files of one slot run one after another.
 */
export default async function setup(project: TestProject) {
  const servers = await Promise.all(Array.from({ length: E2E_SERVERS }, () => startServer()));
  project.provide(
    'baseUrls',
    servers.map((server) => server.baseUrl),
  );
  project.provide('adminPassword', E2E_ADMIN_PASSWORD);
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
  };
}

/** as many as the e2e project's workers (vitest.config.ts) */
export const E2E_SERVERS = 2;

async function startServer() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'console-e2e-'));
  const port = await freePort();
  const server: ChildProcess = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/api/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
      DEMO_DATA: 'on',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    baseUrl,
    async stop() {
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
