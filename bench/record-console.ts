// The statements the real API (buildApp on the bench database) runs for some GETs, signed in as a demo account: what
// the bare server replays and EXPLAIN ANALYZE looks at.
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config/env.ts';
import type { Database } from '../apps/api/src/db/client.ts';
import { benchUrl } from './bench-database.ts';
import { recordRequest, type RecordedRequest } from './record-statements.ts';

/** each URL's statements by the name given, recorded in process through app.inject */
export async function recordConsole(database: Database, urls: Record<string, string>, username = 'canbo1') {
  const config = loadConfig({
    DATABASE_URL: benchUrl(),
    LOG_LEVEL: 'warn',
    TOKEN_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
  });
  const app = await buildApp({ config, database, tokenSecret: config.TOKEN_SECRET! });
  await app.ready();
  try {
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password: 'Demo@2026' },
    });
    const token = login.json().data.token as string;
    const recorded: Record<string, RecordedRequest> = {};
    for (const [name, url] of Object.entries(urls)) recorded[name] = await recordRequest(app, url, token);
    return recorded;
  } finally {
    await app.close();
  }
}
