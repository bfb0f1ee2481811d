import type { Action } from '@console/shared/domain/permissions-catalog';
import { ZNotificationBody, ZRecipientChoice } from '@console/shared/forms/notification';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { entry, list, ok, ZEntry, ZEnvelope, ZIdParams, ZList, ZMessage } from '../../lib/envelope.ts';
import { findNotification, listNotifications } from './notification-queries.ts';
import { listReceivers } from './receivers-page.ts';
import {
  ZNotificationDetail,
  ZNotificationQuery,
  ZNotificationRow,
  ZReceiverQuery,
  ZReceiverRow,
  ZRecipientCount,
} from './notification-schemas.ts';
import {
  createNotification,
  deleteNotification,
  sendNotification,
  updateNotification,
  type Sender,
} from './notification-writes.ts';
import { assertChoiceInScope, countRecipients } from './recipients.ts';

const need = (action: Action) => ({ access: { action, subject: 'sys_notifications' } as const });
const tags = ['notifications'];
const url = '/api/admin/notifications';
// a retried create carries the same key (the screen makes one per form it opens)
const ZIdempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,100}$/, 'Idempotency-Key không đúng định dạng!')
    .optional(),
});

const senderOf = (request: FastifyRequest): Sender => ({ id: request.auth!.user.id, scope: request.auth!.scope });

/**
 * General notifications (spec §7 "Notifications", issue 13): an officer writes one for people of their units, sees
 * who it will reach, sends it now or at a time; once sent it is final, and its receivers page shows who read it.
 */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const detailOf = async (request: FastifyRequest, id: number, message?: string) => {
    const found = await findNotification(app.db, request.auth!.scope, id);
    if (!found) throw new AppError('NOT_FOUND');
    return entry(found, message);
  };
  const detailResponse = { 200: ZEntry(ZNotificationDetail) };

  app.get(
    url,
    {
      config: need('list'),
      schema: { tags, querystring: ZNotificationQuery, response: { 200: ZList(ZNotificationRow) } },
    },
    async (request) => {
      const { total, entries } = await listNotifications(app.db, request.auth!.scope, request.query);
      return list(total, entries);
    },
  );

  app.post(
    url,
    {
      config: need('create'),
      schema: { tags, headers: ZIdempotencyHeaders, body: ZNotificationBody, response: detailResponse },
    },
    async (request) => {
      const id = await createNotification(app.db, senderOf(request), request.body, request.headers['idempotency-key']);
      return detailOf(request, id, 'Thêm mới thông báo thành công');
    },
  );

  // the live count beside the recipient choice (the form asks as the choice changes)
  app.post(
    `${url}/recipient-count`,
    {
      config: need('create'),
      schema: { tags, body: ZRecipientChoice, response: { 200: ZEnvelope(ZRecipientCount) } },
    },
    async (request) => {
      const sender = senderOf(request);
      await assertChoiceInScope(app.db, request.body, sender.scope);
      return ok({ total: await countRecipients(app.db, request.body, sender.scope, sender.id) });
    },
  );

  app.get(
    `${url}/:id`,
    { config: need('read'), schema: { tags, params: ZIdParams, response: detailResponse } },
    (request) => detailOf(request, request.params.id),
  );

  app.put(
    `${url}/:id`,
    { config: need('update'), schema: { tags, params: ZIdParams, body: ZNotificationBody, response: detailResponse } },
    async (request) => {
      await updateNotification(app.db, senderOf(request), request.params.id, request.body);
      return detailOf(request, request.params.id, 'Cập nhật thông báo thành công');
    },
  );

  app.delete(
    `${url}/:id`,
    { config: need('delete'), schema: { tags, params: ZIdParams, response: { 200: ZMessage } } },
    async (request) => {
      await deleteNotification(app.db, request.auth!.scope, request.params.id);
      return ok(null, 'Xoá thông báo thành công');
    },
  );

  app.get(
    `${url}/:id/receivers`,
    {
      config: need('read'),
      schema: { tags, params: ZIdParams, querystring: ZReceiverQuery, response: { 200: ZList(ZReceiverRow) } },
    },
    async (request) => {
      // only a notification the caller manages shows its receivers (checked inside the page's statement)
      const page = await listReceivers(app.db, request.auth!.scope, request.params.id, request.query);
      if (!page) throw new AppError('NOT_FOUND');
      return list(page.total, page.entries);
    },
  );

  // spec §4 "send (change sent status)": now, or at its time when one is set and still ahead
  app.patch(
    `${url}/:id/sent-status`,
    { config: need('update'), schema: { tags, params: ZIdParams, response: detailResponse } },
    async (request) => {
      const outcome = await sendNotification(app.db, senderOf(request), request.params.id);
      if (outcome.kind === 'sent') app.notificationEvents.emit('delivered', outcome.delivered);
      const message =
        outcome.kind === 'sent'
          ? `Gửi thông báo thành công tới ${outcome.delivered.receivers.toLocaleString('vi-VN')} người nhận`
          : outcome.kind === 'scheduled'
            ? 'Đã hẹn giờ gửi thông báo'
            : 'Thông báo đã được gửi trước đó';
      return detailOf(request, request.params.id, message);
    },
  );
};
