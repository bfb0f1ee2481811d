import { loadConfig } from '../src/config/env.ts';

export const TEST_ADMIN_PASSWORD = 'Admin@12345';

export const TEST_SEED = {
  ADMIN_USERNAME: 'admin',
  ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
  ADMIN_UNITS: '2026' as const,
  DEMO_DATA: true,
};

export function testConfig(overrides: Record<string, string> = {}) {
  return loadConfig({
    DATA_DIR: '.test-data/app',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    TOKEN_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    PUBLIC_URL: 'http://console.test',
    RESPONSE_CHECKS: 'true',
    // the embedded database's queue refuses a request after 1 s by default; on CI's two busy cores five logins at
    // once (argon2 each) can wait longer. The queue's own behaviour is tested with its own settings (db-admission).
    DB_QUEUE_MAX_WAIT_MS: '30000',
    ...overrides,
  });
}
