import path from 'node:path';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { buildApp } from './app.ts';
import { loadConfig } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { logOptions } from './lib/log-serializers.ts';
import { resolveTokenSecret } from './lib/token-secret.ts';
import { migrateAndSeed } from './seed/migrate-and-seed.ts';

const config = loadConfig();
// Fastify takes this instance as it is: the redacting serializers must be in it (lib/log-serializers.ts)
const logger = pino(logOptions(config.LOG_LEVEL));
const database = await openDatabase(
  config.DATABASE_URL
    ? { kind: 'postgres', url: config.DATABASE_URL }
    : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pgdata') },
);
await migrateAndSeed(database, config, logger);
const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2 }) : undefined;
const app = await buildApp({
  config,
  database,
  redis,
  tokenSecret: await resolveTokenSecret(config, database),
  logger,
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'đang dừng máy chủ');
  await app.close();
  redis?.disconnect();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.PORT, host: config.HOST });
