import { ZPushSubscriptionBody } from '@console/shared/forms/web-push';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { entry, ok, ZEntry, ZEnvelope, ZIdParams, ZMessage } from '../../lib/envelope.ts';
import { listDevices, removeDevice, saveDevice } from './push-subscriptions.ts';

const tags = ['notifications'];
const ZDevice = z.object({
  id: z.number(),
  push_service: z.string().nullable(),
  user_agent: z.string().nullable(),
  created_at: z.date(),
  last_success_at: z.date().nullable(),
  failures: z.number(),
});

/**
 * Web Push for the residents' app (issue 13): the server's public key to subscribe with, and the person's devices.
 * Each person sees and removes only their own devices: the owner column is the permission.
 */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  const base = '/api/web/notifications/push-subscriptions';
  app.get(
    '/api/web/notifications/push-key',
    {
      config: { access: 'public' },
      schema: { tags, response: { 200: ZEnvelope(z.object({ public_key: z.string() })) } },
    },
    async () => ok({ public_key: app.webPush.publicKey }),
  );
  app.get(
    base,
    {
      config: { access: 'account' },
      schema: { tags, response: { 200: ZEnvelope(z.object({ entries: z.array(ZDevice) })) } },
    },
    async (request) => ok({ entries: await listDevices(app.db, request.auth!.user.id) }),
  );
  app.post(
    base,
    {
      config: { access: 'account' },
      schema: { tags, body: ZPushSubscriptionBody, response: { 200: ZEntry(ZDevice) } },
    },
    async (request) => {
      const device = await saveDevice(app.db, request.auth!.user.id, request.body, request.headers['user-agent']);
      return entry(device, 'Đã bật thông báo đẩy trên thiết bị');
    },
  );
  app.delete(
    `${base}/:id`,
    { config: { access: 'account' }, schema: { tags, params: ZIdParams, response: { 200: ZMessage } } },
    async (request) => {
      if (!(await removeDevice(app.db, request.auth!.user.id, request.params.id))) throw new AppError('NOT_FOUND');
      return ok(null, 'Đã tắt thông báo đẩy trên thiết bị');
    },
  );
};
