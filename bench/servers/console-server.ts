// The real API (buildApp) on the bench database, request logs off as in the bare server. With BENCH_REDIS_URL it
// joins the other API nodes through Redis (the realtime channel's adapter), as a node behind a load balancer does.
import { Redis } from 'ioredis';
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config/env.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { BENCH_TOKEN_SECRET, benchUrl } from '../bench-database.ts';

const port = Number(process.argv[2]);
const redisUrl = process.env.BENCH_REDIS_URL;
const config = loadConfig({
  DATABASE_URL: benchUrl(),
  LOG_LEVEL: 'warn',
  TOKEN_SECRET: BENCH_TOKEN_SECRET,
  ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  // the public reads' benches send each request from its own address, as behind the production proxy
  ...(process.env.BENCH_TRUST_PROXY ? { TRUST_PROXY: 'true' } : {}),
});
const database = await openDatabase({ kind: 'postgres', url: benchUrl(), poolSize: 20 });
const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 2 }) : undefined;
const app = await buildApp({ config, database, tokenSecret: config.TOKEN_SECRET!, redis });
await app.listen({ port, host: '127.0.0.1' });
process.send?.('ready');
process.on('SIGINT', () => process.exit(0));
