import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/env.ts';

describe('loadConfig', () => {
  it('has defaults for the embedded start', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      ADMIN_USERNAME: 'admin',
      DEMO_DATA: true,
      ADMIN_UNITS: '2026',
    });
    expect(config.ADMIN_PASSWORD).toBeUndefined();
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
  });
  it('turns demo data off by default on PostgreSQL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).DEMO_DATA).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', DEMO_DATA: 'on' }).DEMO_DATA).toBe(true);
  });
  it('lists every bad setting at once', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'not a url', ADMIN_UNITS: '1999' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*ADMIN_UNITS/,
    );
  });
});
