import { NEWS_CONTENT_MAX, NEWS_STATUSES, NEWS_TITLE_MAX } from '@console/shared/domain/group-members';
import { formatMessage, requiredMessage, tooLongMessage } from '@console/shared/validation/messages';
import { optionEnum } from '@console/shared/validation/zod-fields';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sanitizeRichText } from '../../crud/rich-text.ts';
import { groupMembers, groups } from '../../db/schema/areas/groups.ts';
import { AppError } from '../../lib/app-error.ts';
import { entry, list, ok, ZEntry, ZIdParams, ZList, ZMessage } from '../../lib/envelope.ts';
import { ZPaging } from '../../query/list-params.ts';
import { answeredTooMany, RATE_LIMITS } from '../files/rate-counter.ts';
import type { Delivered } from '../notifications/notification-delivery.ts';
import { findGroup } from './group-member-queries.ts';
import { createNews, deleteNews, findNews, listNews, moderateNews } from './group-news-queries.ts';

// A group's news (issue 17; spec §7 Groups "GET news by group id with query", §2 group-information {id}/list): staff
// read, post (published at once), publish, hide and delete; members post where the group allows it (waiting for
// staff) and read them; a members-only group's news is read by its members only.
const tags = ['groups'];
const ZNewsStatus = optionEnum('Trạng thái', NEWS_STATUSES);
const MEMBERS_ONLY = 'Tin của nhóm chỉ dành cho thành viên';
const MEMBERS_DO_NOT_POST = 'Nhóm không cho thành viên đăng tin';
const NOT_A_MEMBER = 'Bạn chưa là thành viên của nhóm';

const text = (label: string, max: number) =>
  z
    .string({ error: requiredMessage(label) })
    .trim()
    .min(1, requiredMessage(label))
    .max(max, tooLongMessage(label, max));
const ZNewsBody = z.object({
  title: text('Tiêu đề', NEWS_TITLE_MAX),
  content: text('Nội dung', NEWS_CONTENT_MAX),
  image: z.string().trim().max(500, formatMessage('Ảnh')).nullish(),
});
const ZNews = z.object({
  id: z.number(),
  group_id: z.number(),
  title: z.string(),
  content: z.string(),
  image: z.string().nullable(),
  status: z.string(),
  author_id: z.number().nullable(),
  author_name: z.string().nullable(),
  published_at: z.string().nullable(),
  created_at: z.string(),
});
const ZNewsParams = ZIdParams.extend({ newsId: ZIdParams.shape.id });

/** the body as stored: rich text sanitised, and refused when sanitising leaves nothing to read */
function storedNews(body: z.infer<typeof ZNewsBody>) {
  const content = sanitizeRichText(body.content);
  if (!content.replace(/<[^>]*>/g, '').trim() && !/<(img|iframe)\b/i.test(content))
    throw new AppError('VALIDATION', requiredMessage('Nội dung'));
  return { title: body.title, content, image: body.image || null };
}

export const groupNewsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tell = (notices: Delivered[]) => notices.forEach((notice) => app.notificationEvents.emit('delivered', notice));
  const groupOf = async (request: { auth?: { scope: Parameters<typeof findGroup>[1] } | null }, id: number) => {
    const group = await findGroup(app.db, request.auth!.scope, id);
    if (!group) throw new AppError('NOT_FOUND');
    return group;
  };

  app.get(
    '/api/admin/groups/:id/news',
    {
      config: { access: { action: 'read', subject: 'group' } },
      schema: {
        tags,
        params: ZIdParams,
        querystring: ZPaging.extend({ status: ZNewsStatus.optional() }),
        response: { 200: ZList(ZNews) },
      },
    },
    async (request) => {
      await groupOf(request, request.params.id);
      const page = await listNews(app.db, request.params.id, request.query);
      return list(page.total, page.entries);
    },
  );

  app.post(
    '/api/admin/groups/:id/news',
    {
      config: { access: { action: 'update', subject: 'group' } },
      schema: { tags, params: ZIdParams, body: ZNewsBody, response: { 200: ZEntry(ZNews) } },
    },
    async (request) => {
      const group = await groupOf(request, request.params.id);
      const { id, notices } = await createNews(app.db, {
        groupId: group.id,
        ...storedNews(request.body),
        authorId: request.auth!.user.id,
        publish: true,
      });
      tell(notices);
      return entry((await findNews(app.db, group.id, id))!, 'Đăng tin thành công');
    },
  );

  app.patch(
    '/api/admin/groups/:id/news/:newsId/status',
    {
      config: { access: { action: 'approve', subject: 'group' } },
      schema: {
        tags,
        params: ZNewsParams,
        body: z.object({ status: z.enum(['published', 'hidden'], { error: formatMessage('Trạng thái') }) }),
        response: { 200: ZEntry(ZNews) },
      },
    },
    async (request) => {
      const { id, newsId } = request.params;
      await groupOf(request, id);
      tell(await moderateNews(app.db, id, newsId, request.body.status, request.auth!.user.id));
      const done = request.body.status === 'published' ? 'Đăng tin thành công' : 'Ẩn tin thành công';
      return entry((await findNews(app.db, id, newsId))!, done);
    },
  );

  app.delete(
    '/api/admin/groups/:id/news/:newsId',
    {
      config: { access: { action: 'delete', subject: 'group' } },
      schema: { tags, params: ZNewsParams, response: { 200: ZMessage } },
    },
    async (request) => {
      await groupOf(request, request.params.id);
      await deleteNews(app.db, request.params.id, request.params.newsId, request.auth!.user.id);
      return ok(null, 'Xoá tin thành công');
    },
  );

  // ---- residents
  /** an active group of the resident's ward and whether they are one of its members; otherwise 404 */
  async function residentsGroup(groupId: number, user: { id: number; ward_id: number | null } | undefined) {
    const [row] = await app.db
      .select({
        visibility: groups.visibility,
        membersPostNews: groups.membersPostNews,
        wardId: groups.wardId,
        member: groupMembers.id,
      })
      .from(groups)
      .leftJoin(
        groupMembers,
        and(
          eq(groupMembers.groupId, groups.id),
          eq(groupMembers.userId, user?.id ?? -1),
          eq(groupMembers.status, 'approved'),
        ),
      )
      .where(and(eq(groups.id, groupId), eq(groups.isActive, true)));
    if (!row) throw new AppError('NOT_FOUND');
    return { ...row, isMember: row.member !== null };
  }

  app.get(
    '/api/web/groups/:id/news',
    {
      config: { access: 'public' },
      schema: { tags: ['web groups'], params: ZIdParams, querystring: ZPaging, response: { 200: ZList(ZNews) } },
    },
    async (request, reply) => {
      const user = request.auth?.user;
      const group = await residentsGroup(request.params.id, user);
      if (group.visibility === 'members' && !group.isMember) throw new AppError('FORBIDDEN', MEMBERS_ONLY);
      const limited = await answeredTooMany(app.rateCounter, reply, [
        { key: `public-read:${request.ip}`, ...RATE_LIMITS.publicReadsPerIp },
      ]);
      if (limited) return reply;
      const page = await listNews(app.db, request.params.id, { ...request.query, status: 'published' });
      return list(page.total, page.entries);
    },
  );

  app.post(
    '/api/web/groups/:id/news',
    {
      config: { access: 'account' },
      schema: { tags: ['web groups'], params: ZIdParams, body: ZNewsBody, response: { 200: ZEntry(ZNews) } },
    },
    async (request, reply) => {
      const user = request.auth!.user;
      const group = await residentsGroup(request.params.id, user);
      if (!group.isMember) throw new AppError('FORBIDDEN', NOT_A_MEMBER);
      if (!group.membersPostNews) throw new AppError('FORBIDDEN', MEMBERS_DO_NOT_POST);
      const values = storedNews(request.body);
      const limited = await answeredTooMany(app.rateCounter, reply, [
        { key: `group-news:${user.id}`, ...RATE_LIMITS.accountSubmissions },
      ]);
      if (limited) return reply;
      const { id } = await createNews(app.db, {
        groupId: request.params.id,
        ...values,
        authorId: user.id,
        publish: false,
      });
      return entry((await findNews(app.db, request.params.id, id))!, 'Đã gửi tin, đang chờ cán bộ duyệt');
    },
  );
};
