// The real API (buildApp) on the bench database, request logs off as in the bare server.
import { buildApp } from '../../apps/api/src/app.ts';
import { loadConfig } from '../../apps/api/src/config/env.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { benchUrl } from '../bench-database.ts';

const port = Number(process.argv[2]);
const config = loadConfig({
  DATABASE_URL: benchUrl(),
  LOG_LEVEL: 'warn',
  TOKEN_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
});
const database = await openDatabase({ kind: 'postgres', url: benchUrl(), poolSize: 20 });
const app = await buildApp({ config, database, tokenSecret: config.TOKEN_SECRET! });
await app.listen({ port, host: '127.0.0.1' });
process.send?.('ready');
process.on('SIGINT', () => process.exit(0));
