import { STAFF_NOTICE_KINDS, type StaffNoticeKind } from '@console/shared/staff-notice-types';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdList, ZPaging } from '../../query/list-params.ts';
import { entry, list, ZEntry, ZList } from '../../lib/envelope.ts';
import { countUnreadNotices, listStaffNotices, markNoticesRead } from './staff-notice-queries.ts';
import type { NoticeReader } from './staff-notice-scope.ts';

const tags = ['staff-notices'];
const BASE = '/api/admin/staff-notices';
/** the most notices one call marks read (the header's dropdown shows far fewer) */
const MAX_MARK = 100;

const ZNotice = z.object({
  id: z.number(),
  kind: z.enum(Object.keys(STAFF_NOTICE_KINDS) as [StaffNoticeKind, ...StaffNoticeKind[]]),
  message: z.string(),
  ward_id: z.number(),
  sentiment_id: z.number().nullable(),
  sentiment_status: z.number().nullable(),
  sentiment_received: z.boolean(),
  created_at: z.string(),
  read: z.boolean(),
});
const ZUnread = z.object({ unread: z.number() });
const ZMarkRead = z.object({ ids: ZIdList('Thông báo', MAX_MARK) });

const readerOf = ({ user, scope, ability }: NonNullable<FastifyRequest['auth']>): NoticeReader => ({
  user,
  scope,
  ability,
});

/**
 * Notices for the staff of a ward (an item became overdue, …): every staff member reads those of their units, of the
 * kinds they may see; "read" is per staff member. The header's bell polls the unread count until the realtime channel
 * pushes them.
 */
export const staffNoticeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    BASE,
    { config: { access: 'staff' }, schema: { tags, querystring: ZPaging, response: { 200: ZList(ZNotice) } } },
    async (request) => {
      const { total, entries } = await listStaffNotices(app.db, readerOf(request.auth!), request.query);
      return list(total, entries);
    },
  );

  app.get(
    `${BASE}/unread-count`,
    { config: { access: 'staff' }, schema: { tags, response: { 200: ZEntry(ZUnread) } } },
    async (request) => entry({ unread: await countUnreadNotices(app.db, readerOf(request.auth!)) }),
  );

  app.patch(
    `${BASE}/read`,
    { config: { access: 'staff' }, schema: { tags, body: ZMarkRead, response: { 200: ZEntry(ZUnread) } } },
    async (request) => {
      const reader = readerOf(request.auth!);
      await markNoticesRead(app.db, reader, request.body.ids);
      return entry({ unread: await countUnreadNotices(app.db, reader) }, 'Đã đánh dấu thông báo là đã đọc');
    },
  );
};
