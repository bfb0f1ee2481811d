import { BUILD_VERSION } from '@console/shared/domain/limits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZEnvelope } from '../../lib/envelope.ts';

const ZHealth = ZEnvelope(z.object({ database: z.string(), driver: z.string(), version: z.string() }));

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      // answers while the embedded database's queue is full (one ping, not behind the queue)
      config: { access: 'public', dbQueue: false },
      schema: {
        tags: ['health'],
        response: { 200: ZHealth, 503: ZHealth },
      },
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
};
