import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper.ts';

// Issue 21: Prometheus metrics per node, for a scraper with the token only

const TOKEN = 'scraper-token-0123456789';
const scrape = (t: TestApp, authorization?: string) =>
  t.request({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  it('refuses a caller without the token, or with another', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', `Basic ${TOKEN}`]) {
      const response = await scrape(t, authorization);
      expect(response.statusCode).toBe(401);
      expect(response.body).not.toContain('http_requests_total');
    }
  });

  it('counts requests by route pattern and status, with latency, job runs and the process', async () => {
    await t.request({ method: 'GET', url: '/api/health' });
    await t.request({ method: 'GET', url: '/api/health' });
    const token = await t.login('admin');
    await t.request({ method: 'GET', url: '/api/admin/users/1', token });
    await t.request({ method: 'GET', url: '/api/admin/users/424242', token });
    t.app.countJobRun('sentiment-overdue', 'ok');

    const response = await scrape(t, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    const text = response.body;
    expect(text).toContain('http_requests_total{method="GET",route="/api/health",status="200"} 2');
    // one series per route, not per id
    expect(text).toContain('http_requests_total{method="GET",route="/api/admin/users/:id",status="200"} 1');
    expect(text).toContain('http_requests_total{method="GET",route="/api/admin/users/:id",status="404"} 1');
    expect(text).not.toContain('/api/admin/users/424242');
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/api\/health"\} \d/);
    expect(text).toContain('background_job_runs_total{job="sentiment-overdue",outcome="ok"} 1');
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    if (t.database.driver === 'postgres') expect(text).toMatch(/db_pool_connections\{state="total"\} \d/);
    // the scrape itself is not counted, and no token shows
    expect(text).not.toContain('route="/metrics"');
    expect(text).not.toContain(TOKEN);
  });
});

describe('without METRICS_TOKEN', () => {
  it('keeps no metrics and has no /metrics route', async () => {
    const t = await buildTestApp();
    try {
      expect(t.app.declaredRoutes.some((route) => route.url === '/metrics')).toBe(false);
      expect((await scrape(t, `Bearer ${TOKEN}`)).body).not.toContain('http_requests_total');
    } finally {
      await t.close();
    }
  });
});
