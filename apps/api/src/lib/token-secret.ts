import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import { appMeta } from '../db/schema/index.ts';

/**
 * TOKEN_SECRET when set. Otherwise one is generated once and kept: in DATA_DIR for the embedded database, in the
 * database itself for PostgreSQL, so every API node behind a load balancer signs with the same secret.
 */
export async function resolveTokenSecret(config: AppConfig, database: Database): Promise<string> {
  if (config.TOKEN_SECRET) return config.TOKEN_SECRET;
  const fresh = randomBytes(48).toString('base64url');
  if (database.driver === 'postgres') {
    await database.db.insert(appMeta).values({ key: 'token_secret', value: fresh }).onConflictDoNothing();
    const [row] = await database.db.select().from(appMeta).where(eq(appMeta.key, 'token_secret'));
    return row.value;
  }
  const file = path.join(config.dataDir, 'token-secret');
  try {
    return (await readFile(file, 'utf8')).trim();
  } catch {
    await mkdir(config.dataDir, { recursive: true });
    await writeFile(file, fresh, { mode: 0o600 });
    return fresh;
  }
}
