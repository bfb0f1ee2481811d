import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openDatabase } from '../src/db/client.ts';
import { migrateAndSeed } from '../src/seed/migrate-and-seed.ts';
import { TEST_SEED } from './test-config.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: { kind: 'pglite'; snapshotFile: string } | { kind: 'postgres'; serverUrl: string; template: string };
  }
}

const quiet = { info: () => {}, warn: () => {} };

/**
 * Migrate and seed once per run; every test file then starts from a copy: a PGlite snapshot, or a PostgreSQL
 * database created from a template (TEST_DATABASE_URL). The run's databases are dropped at the end.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = `console_test_${process.pid}_${Date.now()}`;
    await adminQuery(serverUrl, `create database ${template}`);
    const database = await openDatabase({ kind: 'postgres', url: withDatabase(serverUrl, template), poolSize: 2 });
    await migrateAndSeed(database, TEST_SEED, quiet);
    await database.close();
    project.provide('testDatabase', { kind: 'postgres', serverUrl, template });
    return async () => {
      const rows = await adminQuery(serverUrl, `select datname from pg_database where datname like '${template}%'`);
      for (const { datname } of rows) await adminQuery(serverUrl, `drop database if exists ${datname} with (force)`);
    };
  }
  const database = await openDatabase({ kind: 'pglite' });
  await migrateAndSeed(database, TEST_SEED, quiet);
  const dir = path.resolve(import.meta.dirname, '../../../.test-data');
  await mkdir(dir, { recursive: true });
  const snapshotFile = path.join(dir, `snapshot-${process.pid}.tar.gz`);
  await writeFile(snapshotFile, Buffer.from(await (await database.dump!()).arrayBuffer()));
  await database.close();
  project.provide('testDatabase', { kind: 'pglite', snapshotFile });
  return () => rm(snapshotFile, { force: true });
}

export function withDatabase(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function adminQuery(serverUrl: string, text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}
