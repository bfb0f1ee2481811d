import {
  ACTIONS,
  ACTION_KEYS,
  SUBJECTS,
  SUBJECT_KEYS,
  type Permission,
} from '@console/shared/domain/permissions-catalog';
import { ROLES } from '@console/shared/domain/roles';
import { ZRoleBody } from '@console/shared/forms/role';
import { strictBoolean } from '@console/shared/validation/zod-numbers';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { roles } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { entry, list, ok, ZEntry, ZEnvelope, ZIdParams, ZList, ZMessage } from '../../lib/envelope.ts';
import { canGrantRole } from '../users/grant-rules.ts';
import { countHolders, findRole, listRoles, replacePermissions } from './role-queries.ts';
import { writeRolesXlsx } from './role-export.ts';
import { sendXlsx } from '../../lib/xlsx-download.ts';

const need = (action: 'list' | 'read' | 'create' | 'update' | 'delete' | 'approve') => ({
  access: { action, subject: 'roles' } as const,
});
const tags = ['roles'];
const ZPermission = z.object({ action: z.string(), subject: z.string() });
const ZRole = z
  .object({
    id: z.number(),
    field: z.string(),
    name: z.string(),
    scope: z.string(),
    is_approved: z.boolean(),
    approved_by_name: z.string().nullable(),
    approved_at: z.string().nullable(),
    created_at: z.string(),
  })
  .loose();
// absent (or no body at all) approves; false withdraws the approval
const ZApproveBody = z
  .object({ is_approved: strictBoolean('Trạng thái phê duyệt') })
  .partial()
  .nullish();
const BUILT_IN = new Set<number>(ROLES.map((r) => r.id));
const FIRST_CUSTOM_ROLE_ID = 100;
const EXPORT_LINK = 'export-roles';

/** the same rights, whatever their order or repeats */
function samePermissions(a: readonly Permission[], b: readonly Permission[]) {
  const keys = (list: readonly Permission[]) => [...new Set(list.map((p) => `${p.action}:${p.subject}`))].sort();
  return JSON.stringify(keys(a)) === JSON.stringify(keys(b));
}

export const roleRoutes: FastifyPluginAsyncZod = async (app) => {
  // the catalogue the matrix editor draws: every action and subject with its Vietnamese label
  app.get(
    '/api/admin/permissions',
    {
      config: need('read'),
      schema: {
        tags,
        response: {
          200: ZEnvelope(
            z.object({
              actions: z.array(z.object({ key: z.string(), label: z.string() })),
              subjects: z.array(z.object({ key: z.string(), label: z.string() })),
            }),
          ),
        },
      },
    },
    async () =>
      ok({
        actions: ACTION_KEYS.map((key) => ({ key, label: ACTIONS[key] })),
        subjects: SUBJECT_KEYS.map((key) => ({ key, label: SUBJECTS[key] })),
      }),
  );

  app.get('/api/admin/roles', { config: need('list'), schema: { tags, response: { 200: ZList(ZRole) } } }, async () => {
    const rows = await listRoles(app.db);
    return list(rows.length, rows);
  });

  // as the users export (spec §7): the call answers a 5-minute signed link, the browser downloads it without a header
  app.get(
    '/api/admin/roles/export',
    { config: need('list'), schema: { tags, response: { 200: ZEnvelope(z.object({ url: z.string() })) } } },
    async (request) => {
      const token = await app.tokens.signLink(
        EXPORT_LINK,
        { userId: request.auth!.user.id, sessionId: request.auth!.sessionId },
        {},
        5,
      );
      return ok({ url: `/api/files/roles-export?token=${token}` });
    },
  );

  app.get(
    '/api/files/roles-export',
    {
      config: { access: { link: EXPORT_LINK, permission: { action: 'list', subject: 'roles' } } },
      schema: { tags, querystring: z.object({ token: z.string().max(4_000) }) },
    },
    async (request, reply) => {
      return sendXlsx(request, reply, 'vai-tro', (output) => writeRolesXlsx(app.db, output));
    },
  );

  app.get(
    '/api/admin/roles/:id',
    {
      config: need('read'),
      schema: {
        tags,
        params: ZIdParams,
        response: { 200: ZEntry(ZRole.extend({ permissions: z.array(ZPermission) })) },
      },
    },
    async (request) => {
      const role = await findRole(app.db, request.params.id);
      if (!role) throw new AppError('NOT_FOUND');
      return entry(role);
    },
  );

  app.post(
    '/api/admin/roles',
    { config: need('create'), schema: { tags, body: ZRoleBody, response: { 200: ZEntry(ZRole) } } },
    async (request) => {
      const { field, name, scope, permissions } = request.body;
      // nobody writes a role wider than what they hold themselves
      if (!canGrantRole(request.auth!.user, { id: 0, field, scope, permissions }))
        throw new AppError('ROLE_NOT_GRANTABLE');
      const id = await app.db.transaction(async (tx) => {
        const taken = await tx.select({ id: roles.id }).from(roles).where(eq(roles.field, field));
        if (taken.length) throw new AppError('ROLE_FIELD_TAKEN');
        const [{ next }] = await tx
          .select({ next: sql<number>`greatest(coalesce(max(${roles.id}), 0) + 1, ${FIRST_CUSTOM_ROLE_ID})` })
          .from(roles);
        // a role proposed below the platform level waits for an administrator's approval before it can be given
        const approved = request.auth!.user.role.scope === 'all';
        await tx.insert(roles).values({
          id: next,
          field,
          name,
          scope,
          isApproved: approved,
          approvedBy: approved ? request.auth!.user.id : null,
          approvedAt: approved ? sql`now()` : null,
        });
        await replacePermissions(tx, next, permissions);
        return next;
      });
      return entry((await findRole(app.db, id))!, 'Thêm mới vai trò thành công');
    },
  );

  app.route({
    method: ['PATCH', 'PUT'],
    url: '/api/admin/roles/:id',
    config: need('update'),
    schema: { tags, params: ZIdParams, body: ZRoleBody.partial(), response: { 200: ZEntry(ZRole) } },
    handler: async (request) => {
      const role = await findRole(app.db, request.params.id);
      if (!role) throw new AppError('NOT_FOUND');
      const { field, name, scope, permissions } = request.body;
      // the 14 roles of the spec keep their key and level: code and seed rely on them
      if (BUILT_IN.has(role.id) && ((field && field !== role.field) || (scope && scope !== role.scope)))
        throw new AppError('ROLE_BUILT_IN');
      const after = {
        id: role.id,
        field: field ?? role.field,
        scope: scope ?? role.scope,
        permissions: permissions ?? role.permissions,
      };
      if (!canGrantRole(request.auth!.user, after as never) || !canGrantRole(request.auth!.user, role as never))
        throw new AppError('ROLE_NOT_GRANTABLE');
      // what the approval vouched for (the level and the rights) changed by someone who may not approve: the role waits
      // for approval again, its holders keep it but it is not given until approved; the 14 built-in roles stay approved
      const rightsChanged =
        (scope !== undefined && scope !== role.scope) ||
        (permissions !== undefined && !samePermissions(permissions, role.permissions));
      const unapprove = rightsChanged && !BUILT_IN.has(role.id) && !request.auth!.ability.can('approve', 'roles');
      await app.db.transaction(async (tx) => {
        const changes = {
          ...(field ? { field } : {}),
          ...(name ? { name } : {}),
          ...(scope ? { scope } : {}),
          ...(unapprove ? { isApproved: false, approvedBy: null, approvedAt: null } : {}),
        };
        if (Object.keys(changes).length) await tx.update(roles).set(changes).where(eq(roles.id, role.id));
        if (permissions) await replacePermissions(tx, role.id, permissions);
      });
      return entry((await findRole(app.db, role.id))!, 'Cập nhật vai trò thành công');
    },
  });

  app.put(
    '/api/admin/roles/:id/approve',
    {
      config: need('approve'),
      schema: { tags, params: ZIdParams, body: ZApproveBody, response: { 200: ZEntry(ZRole) } },
    },
    async (request) => {
      const role = await findRole(app.db, request.params.id);
      if (!role) throw new AppError('NOT_FOUND');
      const approve = request.body?.is_approved ?? true;
      // the 14 roles of the spec are always in use: code and seed give them
      if (!approve && BUILT_IN.has(role.id))
        throw new AppError('ROLE_BUILT_IN', 'Không thể hủy phê duyệt vai trò mặc định');
      if (!canGrantRole(request.auth!.user, role as never)) throw new AppError('ROLE_NOT_GRANTABLE');
      await app.db
        .update(roles)
        .set(
          approve
            ? { isApproved: true, approvedBy: request.auth!.user.id, approvedAt: sql`now()` }
            : { isApproved: false, approvedBy: null, approvedAt: null },
        )
        .where(eq(roles.id, role.id));
      return entry(
        (await findRole(app.db, role.id))!,
        approve ? 'Phê duyệt vai trò thành công' : 'Hủy phê duyệt vai trò thành công',
      );
    },
  );

  app.delete(
    '/api/admin/roles/:id',
    { config: need('delete'), schema: { tags, params: ZIdParams, response: { 200: ZMessage } } },
    async (request) => {
      const role = await findRole(app.db, request.params.id);
      if (!role) throw new AppError('NOT_FOUND');
      if (BUILT_IN.has(role.id)) throw new AppError('ROLE_BUILT_IN');
      if ((await countHolders(app.db, role.id)) > 0) throw new AppError('ROLE_IN_USE');
      await app.db.delete(roles).where(eq(roles.id, role.id));
      return ok(null, 'Xoá vai trò thành công');
    },
  );
};
