import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimJob, finishJob } from '../../src/lib/job-lease.ts';
import { buildTestApp, type TestApp } from '../helper.ts';

// Issue 21: the operator page's background jobs, for administrators only

const URL = '/api/admin/operations/jobs';
let t: TestApp;
let tokens: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  const names = ['admin', 'tinh', 'canbo1'];
  tokens = Object.fromEntries(await Promise.all(names.map(async (u) => [u, await t.login(u)] as const)));
});
afterAll(() => t.close());

describe('GET /api/admin/operations/jobs', () => {
  it('lists every job, the never-run ones too, with the last run where there was one', async () => {
    await claimJob(t.database.db, 'sentiment-overdue', 'node-a');
    await finishJob(t.database.db, 'sentiment-overdue', 'node-a', { failed: false, nextInMs: 60_000 });
    await claimJob(t.database.db, 'file-sweep', 'node-b');
    await finishJob(t.database.db, 'file-sweep', 'node-b', { failed: true, error: 'ENOSPC', nextInMs: 60_000 });

    const response = await t.request({ method: 'GET', url: URL, token: tokens.admin });
    expect(response.statusCode).toBe(200);
    const { total, entries } = response.json().data;
    expect(total).toBe(5);
    const byName = Object.fromEntries(entries.map((row: { name: string }) => [row.name, row]));
    expect(byName['sentiment-overdue']).toMatchObject({
      label: 'Đánh dấu phản ánh quá hạn xử lý',
      status: 'ok',
      node: 'node-a',
      runs: 1,
      failures: 0,
      error: null,
    });
    expect(Date.parse(byName['sentiment-overdue'].next_run_at)).toBeGreaterThan(Date.now());
    expect(byName['file-sweep']).toMatchObject({ status: 'failed', node: 'node-b', failures: 1, error: 'ENOSPC' });
    expect(byName['notification-scheduler']).toMatchObject({
      status: null,
      node: null,
      started_at: null,
      next_run_at: null,
      runs: 0,
    });
  });

  it('refuses everyone but administrators, and a request without a session', async () => {
    for (const username of ['tinh', 'canbo1']) {
      const response = await t.request({ method: 'GET', url: URL, token: tokens[username] });
      expect([response.statusCode, response.json().message]).toEqual([
        403,
        'Bạn không có quyền thực hiện chức năng này',
      ]);
    }
    expect((await t.request({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});
