import { formatMessage } from '@console/shared/validation/messages';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdList, ZPaging, offsetOf, likePattern, searchPattern } from '../../query/list-params.ts';
import { countRows } from '../../query/count-rows.ts';
import { departmentRoles, departments, positions, roles } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { entry, list, ok, ZEntry, ZIdParams, ZList, ZEnvelope } from '../../lib/envelope.ts';

const tags = ['organisation'];
const ZNamed = z.object({ id: z.number(), name: z.string(), description: z.string().nullable() });
const ZRelation = z.object({ department_id: z.number(), role_id: z.number() });
const ZRoleIds = z.object({ role_ids: ZIdList('Vai trò', 200) });

/** departments, positions and which roles work in which department: read by every signed-in account (spec §7) */
export const organisationRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [path, table] of [
    ['depts', departments],
    ['positions', positions],
  ] as const) {
    app.get(
      `/api/web/${path}`,
      { config: { access: 'account' }, schema: { tags, querystring: ZPaging, response: { 200: ZList(ZNamed) } } },
      async (request) => {
        const where = request.query.keyword
          ? sql`search_text(${table.name}) like ${searchPattern(likePattern(request.query.keyword))}`
          : undefined;
        const [entries, total] = await Promise.all([
          app.db
            .select({ id: table.id, name: table.name, description: table.description })
            .from(table)
            .where(where)
            .orderBy(asc(table.name))
            .limit(request.query.length)
            .offset(offsetOf(request.query)),
          countRows(app.db, table, where),
        ]);
        return list(total, entries);
      },
    );
    app.get(
      `/api/web/${path}/:id`,
      { config: { access: 'account' }, schema: { tags, params: ZIdParams, response: { 200: ZEntry(ZNamed) } } },
      async (request) => {
        const [row] = await app.db
          .select({ id: table.id, name: table.name, description: table.description })
          .from(table)
          .where(eq(table.id, request.params.id));
        if (!row) throw new AppError('NOT_FOUND');
        return entry(row);
      },
    );
  }

  app.get(
    '/api/web/dept-relas',
    { config: { access: 'account' }, schema: { tags, response: { 200: ZList(ZRelation) } } },
    async () => {
      const rows = await app.db
        .select({ department_id: departmentRoles.departmentId, role_id: departmentRoles.roleId })
        .from(departmentRoles);
      return list(rows.length, rows);
    },
  );

  // the departments a user of these roles may belong to (the user form's department picker)
  app.post(
    '/api/web/multi-dept-relas',
    { config: { access: 'account' }, schema: { tags, body: ZRoleIds, response: { 200: ZList(ZNamed) } } },
    async (request) => {
      if (request.body.role_ids.length === 0) return list(0, []);
      const rows = await app.db
        .selectDistinct({ id: departments.id, name: departments.name, description: departments.description })
        .from(departments)
        .innerJoin(departmentRoles, eq(departmentRoles.departmentId, departments.id))
        .where(inArray(departmentRoles.roleId, request.body.role_ids))
        .orderBy(asc(departments.name));
      return list(rows.length, rows);
    },
  );

  app.put(
    '/api/admin/departments/:id/roles',
    {
      config: { access: { action: 'update', subject: 'roles' } },
      schema: {
        tags,
        params: ZIdParams,
        body: ZRoleIds,
        response: { 200: ZEnvelope(z.object({ role_ids: z.array(z.number()) })) },
      },
    },
    async (request) => {
      const [department] = await app.db
        .select({ id: departments.id })
        .from(departments)
        .where(eq(departments.id, request.params.id));
      if (!department) throw new AppError('NOT_FOUND');
      const roleIds = [...new Set(request.body.role_ids)];
      const known = roleIds.length
        ? await app.db.select({ id: roles.id }).from(roles).where(inArray(roles.id, roleIds))
        : [];
      if (known.length !== roleIds.length) throw new AppError('VALIDATION', formatMessage('Vai trò'));
      await app.db.transaction(async (tx) => {
        await tx.delete(departmentRoles).where(eq(departmentRoles.departmentId, department.id));
        if (roleIds.length)
          await tx.insert(departmentRoles).values(roleIds.map((roleId) => ({ departmentId: department.id, roleId })));
      });
      return ok({ role_ids: roleIds }, 'Cập nhật vai trò của phòng ban thành công');
    },
  );
};
