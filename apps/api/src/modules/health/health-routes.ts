import { BUILD_VERSION } from '@console/shared/domain/limits';
import type { FastifyPluginAsync } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { ZEnvelope } from '../../lib/envelope.ts';

const ZHealth = ZEnvelope(z.object({ database: z.string(), driver: z.string(), version: z.string() }));
const ZCheck = z.enum(['ok', 'down', 'none']);
const ZReady = ZEnvelope(z.object({ database: ZCheck, redis: ZCheck, storage: ZCheck, version: z.string() }));

/** a dependency's answer within this long, or it counts as down: a balancer's probe must not hang */
const CHECK_TIMEOUT_MS = 2_000;

async function reachable(check: () => Promise<unknown>): Promise<'ok' | 'down'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS)));
  try {
    const answer = await Promise.race([check().then((value) => value !== false), timeout]);
    return answer ? 'ok' : 'down';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/health: liveness with the database's ping (what the embedded install and its monitors have used).
 * GET /api/ready (issue 21): whether this node can serve — database, Redis (when configured: 'none' otherwise) and the
 * file storage reachable — for a load balancer's readiness probe: 503 takes the node out of the rotation.
 */
export const healthRoutes: FastifyPluginAsync<{ redis?: Redis }> = async (app, options) => {
  app.get(
    '/api/health',
    {
      // answers while the embedded database's queue is full (one ping, not behind the queue)
      config: { access: 'public', dbQueue: false },
      schema: { tags: ['health'], response: { 200: ZHealth, 503: ZHealth } },
    },
    async (_request, reply) => {
      const healthy = await app.database.ping();
      const code = healthy ? 200 : 503;
      return reply.status(code).send({
        code,
        message: healthy ? 'OK' : 'Cơ sở dữ liệu không phản hồi',
        data: { database: healthy ? 'ok' : 'down', driver: app.database.driver, version: BUILD_VERSION },
      });
    },
  );

  app.get(
    '/api/ready',
    {
      config: { access: 'public', dbQueue: false },
      schema: { tags: ['health'], response: { 200: ZReady, 503: ZReady } },
    },
    async (_request, reply) => {
      const redis = options.redis;
      const [database, redisState, storage] = await Promise.all([
        reachable(() => app.database.ping()),
        redis ? reachable(() => redis.ping()) : ('none' as const),
        reachable(() => app.fileStorage.check()),
      ]);
      const ready = database === 'ok' && redisState !== 'down' && storage === 'ok';
      const code = ready ? 200 : 503;
      return reply.status(code).send({
        code,
        message: ready ? 'Sẵn sàng' : 'Máy chủ chưa sẵn sàng phục vụ',
        data: { database, redis: redisState, storage, version: BUILD_VERSION },
      });
    },
  );
};
