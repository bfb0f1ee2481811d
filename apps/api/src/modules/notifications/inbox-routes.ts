import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { emptyBodyAsObject } from '../../lib/empty-body.ts';
import { entry, ok, ZEntry, ZEnvelope, ZIdParams } from '../../lib/envelope.ts';
import { findReceived, listInbox, markRead, unreadCounts, type InboxType } from './notification-queries.ts';
import { ZInboxList, ZInboxQuery, ZMarkBody, ZMarkQuery, ZReceived, ZUnreadCounts } from './notification-schemas.ts';

const tags = ['notifications'];
const received = { action: 'list', subject: 'receiver_notifications' } as const;
const readOne = { action: 'read', subject: 'receiver_notifications' } as const;

/**
 * What reached a person (spec §7: received list, individual notifications, mark read, mark all read): the officers'
 * inbox under /api/admin and the residents' under /api/web. Each reads and marks only their own receipts, so these
 * routes need no unit scope: the receipt row is the permission.
 */
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const inbox = (prefix: string, access: typeof received | 'account', fixedType?: InboxType) =>
    app.get(
      prefix,
      { config: { access }, schema: { tags, querystring: ZInboxQuery, response: { 200: ZEnvelope(ZInboxList) } } },
      async (request) =>
        ok(await listInbox(app.db, request.auth!.user.id, { ...request.query, type: fixedType ?? request.query.type })),
    );
  const one = (prefix: string, access: typeof readOne | 'account', fixedType?: InboxType) =>
    app.get(
      `${prefix}/:id`,
      { config: { access }, schema: { tags, params: ZIdParams, response: { 200: ZEntry(ZReceived) } } },
      async (request) => {
        const found = await findReceived(app.db, request.auth!.user.id, request.params.id, fixedType);
        if (!found) throw new AppError('NOT_FOUND');
        return entry(found);
      },
    );
  const markOne = (prefix: string, access: typeof readOne | 'account') =>
    app.patch(
      `${prefix}/:id/read`,
      { config: { access }, schema: { tags, params: ZIdParams, response: { 200: ZEnvelope(ZUnreadCounts) } } },
      async (request) => {
        const userId = request.auth!.user.id;
        if (!(await findReceived(app.db, userId, request.params.id))) throw new AppError('NOT_FOUND');
        await markRead(app.db, userId, undefined, [request.params.id]);
        return ok(await unreadCounts(app.db, userId), 'Đã đánh dấu thông báo là đã đọc');
      },
    );
  const markMany = (path: string, access: typeof readOne | 'account', message: string) =>
    app.patch(
      path,
      {
        config: { access },
        preValidation: emptyBodyAsObject,
        schema: { tags, querystring: ZMarkQuery, body: ZMarkBody, response: { 200: ZEnvelope(ZUnreadCounts) } },
      },
      async (request) => {
        const userId = request.auth!.user.id;
        await markRead(app.db, userId, request.query.type, request.body.ids ?? null);
        return ok(await unreadCounts(app.db, userId), message);
      },
    );
  const unread = (path: string, access: typeof received | 'account') =>
    app.get(
      path,
      { config: { access }, schema: { tags, response: { 200: ZEnvelope(ZUnreadCounts) } } },
      async (request) => ok(await unreadCounts(app.db, request.auth!.user.id)),
    );

  // officers (spec §7): received list, individual notifications, mark read / mark all read / mark as read
  inbox('/api/admin/notifications/received', received);
  one('/api/admin/notifications/received', readOne);
  unread('/api/admin/notifications/unread-count', received);
  inbox('/api/admin/ind-notifications', received, 'individual');
  one('/api/admin/ind-notifications', readOne, 'individual');
  markOne('/api/admin/notifications', readOne);
  markMany('/api/admin/notifications/mark-all-read', readOne, 'Đã đánh dấu tất cả thông báo là đã đọc');
  markMany('/api/admin/notifications/mark-as-read', readOne, 'Đã đánh dấu thông báo là đã đọc');

  // residents, in the app
  inbox('/api/web/notifications', 'account');
  unread('/api/web/notifications/unread-count', 'account');
  one('/api/web/notifications', 'account');
  markOne('/api/web/notifications', 'account');
  markMany('/api/web/notifications/mark-all-read', 'account', 'Đã đánh dấu tất cả thông báo là đã đọc');
};
