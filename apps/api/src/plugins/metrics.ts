import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { timingSafeEqual } from 'node:crypto';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { AppError } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** counts a background job's run on this node (lib/periodic-job.ts); nothing when metrics are off */
    countJobRun(job: string, outcome: 'ok' | 'failed'): void;
  }
}

/** request latency buckets, seconds: a list page answers in milliseconds, an export in seconds */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

function sameSecret(given: string, expected: string) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Prometheus metrics at GET /metrics (issue 21): requests per route and status, latency histograms per route, the
 * database pool, background job runs, and the process's own (event loop lag, memory, GC). Each node answers for
 * itself; Prometheus scrapes every node. Off unless METRICS_TOKEN is set — then nothing is counted and there is no /metrics
 * route — and with it, only a scraper sending `Authorization: Bearer <METRICS_TOKEN>` reads it (never the public: the
 * balancer does not route /metrics either, docs/operations.md). One registry per app: a process may build several.
 */
export const metricsPlugin = fp(async (app: FastifyInstance) => {
  const token = app.config.METRICS_TOKEN;
  if (!token) {
    app.decorate('countJobRun', () => {});
    return;
  }
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'API requests answered, by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an API request, by method and route',
    labelNames: ['method', 'route'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: 'background_job_runs_total',
    help: 'Background job runs on this node, by job and outcome',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'Database pool connections (PostgreSQL), by state',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = app.database.poolStats?.();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
    },
  });

  app.decorate('countJobRun', (job: string, outcome: 'ok' | 'failed') => jobRuns.inc({ job, outcome }));

  // the route's pattern, never the URL (ids would make a series per row); unmatched paths as one label
  app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const route = request.routeOptions.url ?? 'unmatched';
    if (route !== '/metrics') {
      requests.inc({ method: request.method, route, status: String(reply.statusCode) });
      latency.observe({ method: request.method, route }, reply.elapsedTime / 1_000);
    }
    done();
  });

  app.get(
    '/metrics',
    // checked here, not by a session: a scraper has none. Outside the embedded database's queue
    { config: { access: 'public', dbQueue: false }, schema: { hide: true } },
    async (request, reply) => {
      const given = /^Bearer +(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      if (!given || !sameSecret(given, token)) throw new AppError('UNAUTHENTICATED');
      reply.header('content-type', registry.contentType);
      return registry.metrics();
    },
  );
});
