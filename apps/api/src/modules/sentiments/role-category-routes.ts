import { isSuperRole } from '@console/shared/domain/roles';
import { ZRoleSentimentCategoriesBody, type RoleSentimentCategoriesBody } from '@console/shared/forms/sentiment';
import { asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { roleSentimentCategories } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { entry, ZEntry, ZIdParams } from '../../lib/envelope.ts';
import { findRole } from '../roles/role-queries.ts';
import { canGrantRole } from '../users/grant-rules.ts';

// The sentiment categories a role handles (issue 10, as FixMyStreet limits staff to categories): its users see and
// act on items of those categories only (sentiment-scope.ts); an empty list means every category. Part of the role,
// so it takes the roles' rights: reading it `read roles`, changing it `update roles` and being allowed to manage the
// role at all (no one edits a role wider than their own).

export const SUPER_ROLE_CATEGORIES_MESSAGE = 'Vai trò quản trị luôn xử lý mọi lĩnh vực phản ánh';

const ZRoleCategories = z.object({ role_id: z.number(), category_ids: z.array(z.number()) });
const tags = ['roles'];
const url = '/api/admin/roles/:id/sentiment-categories';

export async function roleCategoryIds(db: Db, roleId: number): Promise<number[]> {
  const rows = await db
    .select({ id: roleSentimentCategories.categoryId })
    .from(roleSentimentCategories)
    .where(eq(roleSentimentCategories.roleId, roleId))
    .orderBy(asc(roleSentimentCategories.categoryId));
  return rows.map((row) => row.id);
}

export const roleCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    url,
    {
      config: { access: { action: 'read', subject: 'roles' } },
      schema: { tags, params: ZIdParams, response: { 200: ZEntry(ZRoleCategories) } },
    },
    async (request) => {
      const role = await findRole(app.db, request.params.id);
      if (!role) throw new AppError('NOT_FOUND');
      return entry({ role_id: role.id, category_ids: await roleCategoryIds(app.db, role.id) });
    },
  );

  const edit = {
    config: { access: { action: 'update', subject: 'roles' } as const },
    // a request without a body gets the field's Vietnamese message, not the schema's "expected object"
    preValidation: async (request: FastifyRequest) => {
      request.body ??= {};
    },
    schema: { tags, params: ZIdParams, body: ZRoleSentimentCategoriesBody, response: { 200: ZEntry(ZRoleCategories) } },
  };
  const save = async (request: FastifyRequest & { params: { id: number }; body: RoleSentimentCategoriesBody }) => {
    const role = await findRole(app.db, request.params.id);
    if (!role) throw new AppError('NOT_FOUND');
    if (!canGrantRole(request.auth!.user, role as never)) throw new AppError('ROLE_NOT_GRANTABLE');
    const ids = request.body.category_ids;
    // administrators keep every item in reach: a limit on them could leave categories nobody may handle
    if (isSuperRole(role.field) && ids.length) throw new AppError('VALIDATION', SUPER_ROLE_CATEGORIES_MESSAGE);
    await app.db.transaction(async (tx) => {
      await tx.delete(roleSentimentCategories).where(eq(roleSentimentCategories.roleId, role.id));
      if (ids.length)
        await tx.insert(roleSentimentCategories).values(ids.map((categoryId) => ({ roleId: role.id, categoryId })));
    });
    return entry(
      { role_id: role.id, category_ids: await roleCategoryIds(app.db, role.id) },
      'Cập nhật lĩnh vực phản ánh của vai trò thành công',
    );
  };
  app.put(url, edit, (request) => save(request));
  app.patch(url, edit, (request) => save(request));
};
