import { Redis } from 'ioredis';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper.ts';

// Issue 21: GET /api/ready for a load balancer's readiness probe — database, Redis when configured, file storage

describe('GET /api/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers ready when the database and the storage answer; no Redis configured is not a failure', async () => {
    const response = await t.request({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      code: 200,
      message: 'Sẵn sàng',
      data: { database: 'ok', redis: 'none', storage: 'ok' },
    });
  });

  it('answers 503 naming the storage when files cannot be kept (no session needed either way)', async () => {
    const files = path.join(t.dataDir, 'files');
    await rm(files, { recursive: true, force: true });
    // a plain file where the storage's directory should be
    await writeFile(files, 'not a directory');
    const response = await t.request({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      code: 503,
      message: 'Máy chủ chưa sẵn sàng phục vụ',
      data: { database: 'ok', storage: 'down' },
    });
    await rm(files);
    expect((await t.request({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });
});

describe('GET /api/ready with Redis', () => {
  it('ok while Redis answers, 503 naming Redis once it does not', async () => {
    const redis = new Redis(process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 0 });
    const t = await buildTestApp({}, undefined, { redis });
    try {
      const up = await t.request({ method: 'GET', url: '/api/ready' });
      expect([up.statusCode, up.json().data.redis]).toEqual([200, 'ok']);
      // this node loses its Redis (the realtime adapter's own connections stay up)
      redis.disconnect();
      const down = await t.request({ method: 'GET', url: '/api/ready' });
      expect([down.statusCode, down.json().data]).toEqual([
        503,
        expect.objectContaining({ redis: 'down', database: 'ok', storage: 'ok' }),
      ]);
    } finally {
      await t.close();
    }
  });
});
