import { MEMBER_ROLES, MEMBER_STATUSES } from '@console/shared/domain/group-members';
import { REFUSAL_REASON_LABEL, ZRefusalReason } from '@console/shared/resources/approval';
import { requiredMessage } from '@console/shared/validation/messages';
import { optionEnum } from '@console/shared/validation/zod-fields';
import { strictBoolean } from '@console/shared/validation/zod-numbers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { groupMembers } from '../../db/schema/areas/groups.ts';
import { AppError } from '../../lib/app-error.ts';
import { entry, list, ok, ZEntry, ZEnvelope, ZIdParams, ZList, ZMessage } from '../../lib/envelope.ts';
import { ZIdList, ZOptionalId, ZPaging } from '../../query/list-params.ts';
import { ZBulkIds } from '../../crud/bulk-rows.ts';
import {
  addMembers,
  decideRequests,
  findGroup,
  findMember,
  listMembers,
  removeMembers,
  setMemberRole,
} from './group-member-queries.ts';
import { memberCandidates, ZCandidates, ZIdentity } from './member-candidates.ts';
import { findUnionMember } from './union-member-queries.ts';
import { ZUnionMemberDetail } from './union-member-routes.ts';

// spec §7 Groups ("GET members list by {id} with query; GET member; DELETE members by group {id} with body ids; PATCH
// member") and Members ("PATCH approval; GET member … by id; GET pending approvals"), issue 17. Reading members is
// the subject's list_member, the requests queue its list_request, deciding them approve, changing members update.
const need = (action: 'list_member' | 'list_request' | 'approve' | 'update') =>
  ({ access: { action, subject: 'group' } }) as const;
const tags = ['groups'];

const ZStatus = optionEnum('Trạng thái', MEMBER_STATUSES);
const ZRole = optionEnum('Vai trò', MEMBER_ROLES);
const ZKeywordQuery = ZPaging.pick({ keyword: true });

export const ZMemberRow = z.object({
  id: z.number(),
  group_id: z.number(),
  group_name: z.string(),
  ward_id: z.number(),
  user_id: z.number(),
  full_name: z.string().nullable(),
  username: z.string(),
  phone: z.string().nullable(),
  acc_status: z.number(),
  role: z.string(),
  status: z.string(),
  message: z.string().nullable(),
  refusal_reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  decided_by_name: z.string().nullable(),
});
const ZMemberDetail = ZMemberRow.extend(ZIdentity.shape);
const ZGroupParams = ZIdParams;
const ZMemberParams = ZIdParams.extend({ memberId: ZIdParams.shape.id });

export const groupMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  const groupOf = async (scope: Parameters<typeof findGroup>[1], id: number) => {
    const group = await findGroup(app.db, scope, id);
    if (!group) throw new AppError('NOT_FOUND');
    return group;
  };

  app.get(
    '/api/admin/groups/:id/members',
    {
      config: need('list_member'),
      schema: {
        tags,
        params: ZGroupParams,
        querystring: ZPaging.extend({ status: ZStatus.optional() }),
        response: { 200: ZList(ZMemberRow) },
      },
    },
    async (request) => {
      const { scope } = request.auth!;
      await groupOf(scope, request.params.id);
      const page = await listMembers(app.db, scope, { ...request.query, group_id: request.params.id });
      return list(page.total, page.entries);
    },
  );

  app.get(
    '/api/admin/groups/:id/members/:memberId',
    {
      config: need('list_member'),
      schema: { tags, params: ZMemberParams, response: { 200: ZEntry(ZMemberDetail) } },
    },
    async (request) => {
      const member = await findMember(app.db, request.auth!.scope, request.params.memberId, request.params.id);
      if (!member) throw new AppError('NOT_FOUND');
      return entry(member);
    },
  );

  // staff add accounts of the group's ward: an invitation-only cooperative's members, a resident without the app
  app.post(
    '/api/admin/groups/:id/members',
    {
      config: need('update'),
      schema: {
        tags,
        params: ZGroupParams,
        body: z.object({ user_ids: ZIdList('Thành viên', 100).min(1, requiredMessage('Thành viên')) }),
        response: { 200: ZEnvelope(z.object({ ids: z.array(z.number()) })) },
      },
    },
    async (request) => {
      const { scope, user } = request.auth!;
      const ids = await addMembers(app.db, scope, request.params.id, request.body.user_ids, user.id);
      return ok({ ids }, 'Thêm thành viên thành công');
    },
  );

  app.get(
    '/api/admin/groups/:id/member-candidates',
    {
      config: need('update'),
      schema: {
        tags,
        params: ZGroupParams,
        querystring: ZKeywordQuery,
        response: { 200: ZCandidates },
      },
    },
    async (request) => {
      const group = await groupOf(request.auth!.scope, request.params.id);
      const members = sql`(select ${groupMembers.userId} from ${groupMembers} where ${groupMembers.groupId} = ${group.id} and ${groupMembers.status} = 'approved')`;
      const rows = await memberCandidates(app.db, group.wardId, members, request.query.keyword);
      return list(rows.length, rows);
    },
  );

  app.patch(
    '/api/admin/groups/:id/members/:memberId',
    {
      config: need('update'),
      schema: {
        tags,
        params: ZMemberParams,
        body: z.object({ role: ZRole }),
        response: { 200: ZEntry(ZMemberDetail) },
      },
    },
    async (request) => {
      const { scope, user } = request.auth!;
      const { id, memberId } = request.params;
      await setMemberRole(app.db, scope, id, memberId, request.body.role, user.id);
      return entry((await findMember(app.db, scope, memberId, id))!, 'Cập nhật vai trò thành công');
    },
  );

  app.delete(
    '/api/admin/groups/:id/members',
    {
      config: need('update'),
      schema: { tags, params: ZGroupParams, body: z.object({ ids: ZBulkIds() }), response: { 200: ZMessage } },
    },
    async (request) => {
      const { scope, user } = request.auth!;
      const ids = [...new Set(request.body.ids)];
      await removeMembers(app.db, scope, request.params.id, ids, user.id);
      return ok(null, `Đã xoá ${ids.length} thành viên khỏi nhóm`);
    },
  );

  // every member and request of the caller's groups (group-members/list), by state, group and keyword
  app.get(
    '/api/admin/members',
    {
      config: need('list_member'),
      schema: {
        tags,
        querystring: ZPaging.extend({ status: ZStatus.optional(), group_id: ZOptionalId('Nhóm') }),
        response: { 200: ZList(ZMemberRow) },
      },
    },
    async (request) => {
      const page = await listMembers(app.db, request.auth!.scope, request.query);
      return list(page.total, page.entries);
    },
  );

  // the requests waiting in the caller's groups, newest first (group-members/list-approve), with their count
  app.get(
    '/api/admin/members/pending-approvals',
    {
      config: need('list_request'),
      schema: {
        tags,
        querystring: ZPaging.extend({ group_id: ZOptionalId('Nhóm') }),
        response: { 200: ZList(ZMemberRow) },
      },
    },
    async (request) => {
      const page = await listMembers(app.db, request.auth!.scope, { ...request.query, status: 'pending' });
      return list(page.total, page.entries);
    },
  );

  app.patch(
    '/api/admin/members/approval',
    {
      config: need('approve'),
      schema: {
        tags,
        body: z.object({ ids: ZBulkIds(), approve: strictBoolean('Phê duyệt'), reason: ZRefusalReason.optional() }),
        response: { 200: ZEnvelope(z.object({ ids: z.array(z.number()) })) },
      },
    },
    async (request) => {
      const { approve } = request.body;
      const reason = request.body.reason?.length ? request.body.reason : null;
      if (!approve && !reason) throw new AppError('VALIDATION', requiredMessage(REFUSAL_REASON_LABEL));
      const ids = [...new Set(request.body.ids)];
      const decided = await decideRequests(
        app.db,
        request.auth!.scope,
        ids,
        { approve, reason },
        request.auth!.user.id,
      );
      return ok({ ids: decided }, approve ? 'Phê duyệt thành công' : 'Từ chối thành công');
    },
  );

  // spec §7 Members "GET member or union detail by id (query flag is-validated for unions)": a group's member or
  // request, or with ?is-validated=true a union organisation's member (its validated membership and officers)
  app.get(
    '/api/admin/members/:id',
    {
      // declared as a group member's read; a union member's (the flag) needs the same action on union_organization too
      config: need('list_member'),
      schema: {
        tags,
        params: ZIdParams,
        querystring: z.object({ 'is-validated': strictBoolean('Loại thành viên', { fromQuery: true }).optional() }),
        response: { 200: ZEntry(z.union([ZMemberDetail, ZUnionMemberDetail])) },
      },
    },
    async (request) => {
      const auth = request.auth!;
      const union = request.query['is-validated'] === true;
      if (union && !auth.ability.can('list_member', 'union_organization')) throw new AppError('FORBIDDEN');
      const member = union
        ? await findUnionMember(app.db, auth, request.params.id)
        : await findMember(app.db, auth.scope, request.params.id);
      if (!member) throw new AppError('NOT_FOUND');
      return entry(member);
    },
  );
};
