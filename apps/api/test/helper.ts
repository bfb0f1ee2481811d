import { readFile } from 'node:fs/promises';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger, FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type AppDeps } from '../src/app.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { DEMO_PASSWORD } from '../src/seed/seed-demo.ts';
import { adminQuery, withDatabase } from './global-setup.ts';
import { TEST_ADMIN_PASSWORD, testConfig } from './test-config.ts';

let copies = 0;

/** a fresh copy of the migrated, seeded test database */
export async function openTestDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const target = inject('testDatabase');
  if (target.kind === 'pglite') {
    const snapshot = new Blob([await readFile(target.snapshotFile)]);
    const database = await openDatabase({ kind: 'pglite', snapshot });
    return { database, drop: () => database.close() };
  }
  const name = `${target.template}_${process.pid}_${++copies}`;
  await adminQuery(target.serverUrl, `create database ${name} template ${target.template}`);
  const database = await openDatabase({ kind: 'postgres', url: withDatabase(target.serverUrl, name), poolSize: 4 });
  return {
    database,
    drop: async () => {
      await database.close();
      await adminQuery(target.serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  dataDir: string;
  /** a token for a seeded account (demo accounts share one password; 'admin' has the test password) */
  login(username: string, password?: string): Promise<string>;
  request(options: InjectOptions & { token?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * `logger`: a pino logger to read what the app logs (tests of redaction and of unchecked input); `deps`: more of the
 * app's dependencies (the HTTPS agent Web Push goes out through)
 */
export async function buildTestApp(
  env: Record<string, string> = {},
  logger?: FastifyBaseLogger,
  deps: Pick<AppDeps, 'pushAgent' | 'redis'> = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'console-test-'));
  const config = testConfig({ DATA_DIR: dataDir, ...env });
  const app = await buildApp({ config, database, tokenSecret: config.TOKEN_SECRET!, logger, ...deps });
  await app.ready();
  const request: TestApp['request'] = ({ token, headers, ...options }) =>
    app.inject({ ...options, headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  return {
    app,
    database,
    dataDir,
    request,
    async login(username, password = username === 'admin' ? TEST_ADMIN_PASSWORD : DEMO_PASSWORD) {
      const response = await request({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
      if (response.statusCode !== 200) throw new Error(`login ${username}: ${response.body}`);
      return response.json().data.token as string;
    },
    async close() {
      await app.close();
      await drop();
    },
  };
}
