// One API process of the two-node realtime test: the real app on the given PostgreSQL database and Redis, listening
// on a free port it reports to its parent. Stopped with SIGTERM.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { buildApp } from '../../src/app.ts';
import { openDatabase } from '../../src/db/client.ts';
import { testConfig } from '../test-config.ts';

const [databaseUrl, redisUrl] = process.argv.slice(2);
const config = testConfig({
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'console-node-')),
});
const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 4 });
const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
const app = await buildApp({ config, database, tokenSecret: config.TOKEN_SECRET!, redis });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ base: address });
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  redis.disconnect();
  process.exit(0);
});
