import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import { appMeta } from '../db/schema/index.ts';

/**
 * A secret made once and kept for good (the token secret, the Web Push keys): in DATA_DIR for the embedded database
 * (a file only its owner reads), in the database itself for PostgreSQL, so every API node behind a load balancer reads
 * the same one. Two nodes starting at once both offer a fresh value; the first insert wins and both read it back.
 */
export async function keptSecret(
  config: Pick<AppConfig, 'dataDir'>,
  database: Database,
  name: string,
  make: () => string,
): Promise<string> {
  if (database.driver === 'postgres') {
    await database.db.insert(appMeta).values({ key: name, value: make() }).onConflictDoNothing();
    const [row] = await database.db.select().from(appMeta).where(eq(appMeta.key, name));
    return row.value;
  }
  const file = path.join(config.dataDir, name.replaceAll('_', '-'));
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    const fresh = make();
    await mkdir(config.dataDir, { recursive: true });
    await writeFile(file, fresh, { mode: 0o600 });
    return fresh;
  }
}
