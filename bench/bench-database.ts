import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../apps/api/src/db/client.ts';
import { migrateAndSeed } from '../apps/api/src/seed/migrate-and-seed.ts';

export const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const BENCH_DB = 'console_bench';
export const PROVINCE_ID = 15;
/** the console servers' token secret (bench/servers/console-server.ts): a bench may sign sessions itself */
export const BENCH_TOKEN_SECRET = 'bench-secret-bench-secret-bench-secret-0123';

export function benchUrl() {
  const url = new URL(SERVER_URL);
  url.pathname = `/${BENCH_DB}`;
  return url.toString();
}

async function admin(text: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

/** the bench database: created, migrated and seeded with the demo province when missing */
export async function openBenchDatabase(fresh = false) {
  if (fresh) await admin(`drop database if exists ${BENCH_DB} with (force)`);
  const exists = (await admin(`select 1 from pg_database where datname = '${BENCH_DB}'`)).length > 0;
  if (!exists) await admin(`create database ${BENCH_DB}`);
  const database = await openDatabase({ kind: 'postgres', url: benchUrl(), poolSize: 20 });
  await database.migrate();
  if (!exists) await seedDemoData(database);
  return database;
}

/** migrations, the 2026 units and the demo province's accounts (canbo1, tinh…) on a new database */
export const seedDemoData = (database: Database) =>
  migrateAndSeed(
    database,
    { ADMIN_USERNAME: 'admin', ADMIN_PASSWORD: 'Admin@12345', ADMIN_UNITS: '2026', DEMO_DATA: true },
    console,
  );

export async function countUsers(database: Awaited<ReturnType<typeof openBenchDatabase>>) {
  const result = await database.db.execute(sql`select count(*)::int as n from users`);
  return (result as unknown as { rows: { n: number }[] }).rows[0].n;
}
