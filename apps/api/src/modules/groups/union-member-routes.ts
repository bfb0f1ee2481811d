import { UNION_ROLES } from '@console/shared/resources/union-organizations';
import { optionEnum } from '@console/shared/validation/zod-fields';
import { requiredMessage } from '@console/shared/validation/messages';
import { strictBoolean } from '@console/shared/validation/zod-numbers';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBulkIds } from '../../crud/bulk-rows.ts';
import { unionMembers } from '../../db/schema/areas/union-organizations.ts';
import { entry, list, ok, ZEntry, ZEnvelope, ZIdParams, ZList, ZMessage } from '../../lib/envelope.ts';
import { ZIdList, ZPaging } from '../../query/list-params.ts';
import { memberCandidates, ZCandidates, ZIdentity } from './member-candidates.ts';
import {
  addUnionMembers,
  findUnion,
  findUnionMember,
  listUnionMembers,
  removeUnionMembers,
  setUnionRole,
  validateUnionMembers,
} from './union-member-queries.ts';

// A union organisation's officers and members (issue 17): registered from the accounts of its ward, validated by
// staff, in a role; a union officer (role 'union') manages only the organisations they are an officer of.
const need = (action: 'list_member' | 'approve' | 'update') =>
  ({ access: { action, subject: 'union_organization' } }) as const;
const tags = ['union organizations'];
const BASE = '/api/admin/union-organizations/:id/members';
const ZRole = optionEnum('Vai trò', UNION_ROLES);

export const ZUnionMember = z.object({
  id: z.number(),
  union_id: z.number(),
  union_name: z.string(),
  ward_id: z.number(),
  user_id: z.number(),
  full_name: z.string().nullable(),
  username: z.string(),
  phone: z.string().nullable(),
  acc_status: z.number(),
  role: z.string(),
  is_validated: z.boolean(),
  created_at: z.string(),
  validated_at: z.string().nullable(),
  validated_by_name: z.string().nullable(),
});
export const ZUnionMemberDetail = ZUnionMember.extend(ZIdentity.shape);
const ZMemberParams = ZIdParams.extend({ memberId: ZIdParams.shape.id });

export const unionMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    BASE,
    {
      config: need('list_member'),
      schema: {
        tags,
        params: ZIdParams,
        querystring: ZPaging.extend({
          validated: strictBoolean('Xác nhận', { fromQuery: true }).optional(),
        }),
        response: { 200: ZList(ZUnionMember) },
      },
    },
    async (request) => {
      await findUnion(app.db, request.auth!, request.params.id);
      const page = await listUnionMembers(app.db, request.params.id, request.query);
      return list(page.total, page.entries);
    },
  );

  app.post(
    BASE,
    {
      config: need('update'),
      schema: {
        tags,
        params: ZIdParams,
        body: z.object({
          user_ids: ZIdList('Thành viên', 100).min(1, requiredMessage('Thành viên')),
          role: ZRole.default('member'),
        }),
        response: { 200: ZEnvelope(z.object({ ids: z.array(z.number()) })) },
      },
    },
    async (request) => {
      const union = await findUnion(app.db, request.auth!, request.params.id);
      const { user_ids, role } = request.body;
      const ids = await addUnionMembers(app.db, union, user_ids, role, request.auth!.user.id);
      return ok({ ids }, 'Thêm hội viên thành công, chờ xác nhận');
    },
  );

  app.get(
    '/api/admin/union-organizations/:id/member-candidates',
    {
      config: need('update'),
      schema: {
        tags,
        params: ZIdParams,
        querystring: ZPaging.pick({ keyword: true }),
        response: { 200: ZCandidates },
      },
    },
    async (request) => {
      const union = await findUnion(app.db, request.auth!, request.params.id);
      const already = sql`(select ${unionMembers.userId} from ${unionMembers} where ${unionMembers.unionId} = ${union.id})`;
      const rows = await memberCandidates(app.db, union.wardId, already, request.query.keyword);
      return list(rows.length, rows);
    },
  );

  app.patch(
    `${BASE}/validation`,
    {
      config: need('approve'),
      schema: {
        tags,
        params: ZIdParams,
        body: z.object({ ids: ZBulkIds(), validated: strictBoolean('Xác nhận') }),
        response: { 200: ZMessage },
      },
    },
    async (request) => {
      await findUnion(app.db, request.auth!, request.params.id);
      const { ids, validated } = request.body;
      await validateUnionMembers(app.db, request.params.id, [...new Set(ids)], validated, request.auth!.user.id);
      return ok(null, validated ? 'Xác nhận hội viên thành công' : 'Đã bỏ xác nhận hội viên');
    },
  );

  app.patch(
    `${BASE}/:memberId`,
    {
      config: need('update'),
      schema: {
        tags,
        params: ZMemberParams,
        body: z.object({ role: ZRole }),
        response: { 200: ZEntry(ZUnionMemberDetail) },
      },
    },
    async (request) => {
      const { id, memberId } = request.params;
      await findUnion(app.db, request.auth!, id);
      await setUnionRole(app.db, id, memberId, request.body.role, request.auth!.user.id);
      return entry((await findUnionMember(app.db, request.auth!, memberId))!, 'Cập nhật vai trò thành công');
    },
  );

  app.delete(
    BASE,
    {
      config: need('update'),
      schema: { tags, params: ZIdParams, body: z.object({ ids: ZBulkIds() }), response: { 200: ZMessage } },
    },
    async (request) => {
      await findUnion(app.db, request.auth!, request.params.id);
      const ids = [...new Set(request.body.ids)];
      await removeUnionMembers(app.db, request.params.id, ids, request.auth!.user.id);
      return ok(null, `Đã xoá ${ids.length} hội viên khỏi tổ chức`);
    },
  );
};
