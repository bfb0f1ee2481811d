import { JOIN_MESSAGE_MAX } from '@console/shared/domain/group-members';
import { tooLongMessage } from '@console/shared/validation/messages';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { groupMembers, groups } from '../../db/schema/areas/groups.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoText } from '../../lib/timestamps.ts';
import { entry, list, ok, ZEntry, ZIdParams, ZList, ZMessage } from '../../lib/envelope.ts';
import { answeredTooMany, RATE_LIMITS } from '../files/rate-counter.ts';
import { recountMembers } from './group-member-queries.ts';

// The resident app's side of groups (issue 17): a resident asks to join a group of their ward — at once for an open
// group, into the queue for one taking members on approval, refused for an invitation-only one — reads where their
// requests stand (with the reason of a refusal), and leaves a group or withdraws a request.
const tags = ['web groups'];
const account = { access: 'account' } as const;
const INVITATION_ONLY = 'Nhóm chỉ nhận thành viên theo lời mời';
const ALREADY_MEMBER = 'Bạn đã là thành viên của nhóm';
const ALREADY_WAITING = 'Yêu cầu tham gia của bạn đang chờ duyệt';

/** a resident's membership or request as their app shows it */
const membershipColumns = {
  id: groupMembers.id,
  group_id: groupMembers.groupId,
  group_name: groups.name,
  role: groupMembers.role,
  status: groupMembers.status,
  message: groupMembers.message,
  refusal_reason: groupMembers.refusalReason,
  created_at: sql<string>`${isoText(groupMembers.createdAt)}`,
};
const ZMembership = z.object({
  id: z.number(),
  group_id: z.number(),
  group_name: z.string(),
  role: z.string(),
  status: z.string(),
  message: z.string().nullable(),
  refusal_reason: z.string().nullable(),
  created_at: z.string(),
});

export const residentGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  const membershipOf = async (groupId: number, userId: number) => {
    const [row] = await app.db
      .select(membershipColumns)
      .from(groupMembers)
      .innerJoin(groups, eq(groups.id, groupMembers.groupId))
      .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, userId)));
    return row ?? null;
  };

  app.post(
    '/api/web/groups/:id/join-requests',
    {
      config: account,
      schema: {
        tags,
        params: ZIdParams,
        body: z
          .object({
            message: z.string().trim().max(JOIN_MESSAGE_MAX, tooLongMessage('Lời nhắn', JOIN_MESSAGE_MAX)).nullish(),
          })
          .nullish(),
        response: { 200: ZEntry(ZMembership) },
      },
    },
    async (request, reply) => {
      const user = request.auth!.user;
      const groupId = request.params.id;
      // a group of another ward, or one staff paused, is as unknown to the resident as a missing one
      const [group] = await app.db
        .select({ joinPolicy: groups.joinPolicy })
        .from(groups)
        .where(and(eq(groups.id, groupId), eq(groups.isActive, true), eq(groups.wardId, user.ward_id ?? -1)));
      if (!group) throw new AppError('NOT_FOUND');
      if (group.joinPolicy === 'invitation') throw new AppError('FORBIDDEN', INVITATION_ONLY);
      const before = await membershipOf(groupId, user.id);
      if (before?.status === 'approved') throw new AppError('VALIDATION', ALREADY_MEMBER);
      if (before?.status === 'pending') throw new AppError('VALIDATION', ALREADY_WAITING);
      const limited = await answeredTooMany(app.rateCounter, reply, [
        { key: `group-join:${user.id}`, ...RATE_LIMITS.accountSubmissions },
      ]);
      if (limited) return reply;
      const status = group.joinPolicy === 'open' ? 'approved' : 'pending';
      const message = request.body?.message || null;
      await app.db.transaction(async (tx) => {
        // asked again after a refusal: the same row waits again, its reason gone
        await tx
          .insert(groupMembers)
          .values({ groupId, userId: user.id, status, message, decidedAt: status === 'approved' ? new Date() : null })
          .onConflictDoUpdate({
            target: [groupMembers.groupId, groupMembers.userId],
            set: { status, message, refusalReason: null, decidedAt: null, decidedBy: null, updatedAt: sql`now()` },
            setWhere: sql`${groupMembers.status} = 'refused'`,
          });
        if (status === 'approved') await recountMembers(tx, [groupId]);
      });
      const done =
        status === 'approved' ? 'Tham gia nhóm thành công' : 'Đã gửi yêu cầu tham gia, vui lòng chờ phê duyệt';
      return entry((await membershipOf(groupId, user.id))!, done);
    },
  );

  app.get(
    '/api/web/groups/mine',
    { config: account, schema: { tags, response: { 200: ZList(ZMembership) } } },
    async (request) => {
      const rows = await app.db
        .select(membershipColumns)
        .from(groupMembers)
        .innerJoin(groups, eq(groups.id, groupMembers.groupId))
        .where(eq(groupMembers.userId, request.auth!.user.id))
        .orderBy(desc(groupMembers.createdAt))
        .limit(200);
      return list(rows.length, rows);
    },
  );

  // leaving a group, or withdrawing a request that waits
  app.delete(
    '/api/web/groups/:id/membership',
    { config: account, schema: { tags, params: ZIdParams, response: { 200: ZMessage } } },
    async (request) => {
      const groupId = request.params.id;
      const left = await app.db.transaction(async (tx) => {
        const gone = await tx
          .delete(groupMembers)
          .where(and(eq(groupMembers.groupId, groupId), eq(groupMembers.userId, request.auth!.user.id)))
          .returning({ status: groupMembers.status });
        if (gone.some((row) => row.status === 'approved')) await recountMembers(tx, [groupId]);
        return gone.length > 0;
      });
      if (!left) throw new AppError('NOT_FOUND');
      return ok(null, 'Đã rời nhóm');
    },
  );
};
