import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import { keptSecret } from './kept-secret.ts';

/** TOKEN_SECRET when set; otherwise one generated once and kept (lib/kept-secret.ts) */
export async function resolveTokenSecret(config: AppConfig, database: Database): Promise<string> {
  if (config.TOKEN_SECRET) return config.TOKEN_SECRET;
  return keptSecret(config, database, 'token_secret', () => randomBytes(48).toString('base64url'));
}
