import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DISPLAY_UTC_OFFSET_MINUTES } from '@console/shared/domain/limits';
import { sql } from 'drizzle-orm';
import { requestCounts } from '../../db/schema/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** adds this node's counts since the last flush to request_counts (tests call it; a timer does otherwise) */
    trafficCounter: { flush(): Promise<void> };
  }
}

const FLUSH_MS = 30_000;
const DAY_MS = 86_400_000;
// the Vietnam day by arithmetic, not dayjs: this runs on every answer (UTC+7 has no daylight saving)
const VIETNAM_OFFSET_MS = DISPLAY_UTC_OFFSET_MINUTES * 60_000;

/** what is not a person using an app: the health probe, the API's own documentation */
const NOT_COUNTED = ['/api/health', '/api/docs'];

/**
 * The home statistics' traffic (issue 20): API requests per Vietnam day, app and the account's ward. Counting is one
 * map increment per answer in this node's memory; every 30 s, and when the node closes, the counts are added to
 * request_counts in one statement and forgotten here — so several nodes add up and none needs another's memory
 * (a node that dies loses at most its last 30 s). Every node counts, background jobs or not.
 */
export const trafficCounterPlugin = fp(async (app: FastifyInstance) => {
  let counts = new Map<string, number>();

  app.addHook('onResponse', (request, _reply, done) => {
    const url = request.routeOptions.url;
    if (url?.startsWith('/api/') && !NOT_COUNTED.some((path) => url.startsWith(path))) {
      const day = Math.floor((Date.now() + VIETNAM_OFFSET_MS) / DAY_MS);
      const key = `${day}:${url.startsWith('/api/web/') ? 'resident' : 'console'}:${request.auth?.user.ward_id ?? ''}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
    done();
  });

  async function flush() {
    if (!counts.size) return;
    const taken = counts;
    counts = new Map();
    const rows = [...taken].map(([key, requests]) => {
      const [day, appName, ward] = key.split(':');
      return {
        day: new Date(Number(day) * DAY_MS).toISOString().slice(0, 10),
        app: appName as 'console' | 'resident',
        wardId: ward ? Number(ward) : null,
        requests,
      };
    });
    try {
      await app.db
        .insert(requestCounts)
        .values(rows)
        .onConflictDoUpdate({
          target: [requestCounts.day, requestCounts.app, requestCounts.wardId],
          set: { requests: sql`${requestCounts.requests} + excluded.requests` },
        });
    } catch (error) {
      // counted again next time rather than lost (the database may be restarting)
      for (const [key, requests] of taken) counts.set(key, (counts.get(key) ?? 0) + requests);
      app.log.warn({ err: error }, 'traffic counts not saved; retrying at the next flush');
    }
  }

  app.decorate('trafficCounter', { flush });
  const timer = setInterval(() => void flush(), FLUSH_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await flush();
  });
});
