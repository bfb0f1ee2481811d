import type { Action } from '@console/shared/domain/permissions-catalog';
import type { FieldDefs } from '@console/shared/validation/field-defs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../lib/app-error.ts';
import { entry, list, ok, ZEntry, ZIdParams, ZList, ZMessage } from '../lib/envelope.ts';
import { dropForbiddenFilters } from './filter-permissions.ts';
import { createResourceRepository, type ListQuery } from './resource-repository.ts';
import { listQuerySchema, rowSchema } from './resource-schemas.ts';
import type { ResourceTable } from './resource-table.ts';
import { sanitizeRichText } from './rich-text.ts';
import { assertWardInScope } from './unit-scope-sql.ts';

const FOREIGN_KEY_VIOLATION = '23503';

/** list, read, create, update, delete and toggle routes for one resource definition, with scope and permissions */
export function registerResource(parent: FastifyInstance, bound: ResourceTable) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { resource } = bound;
  const repository = createResourceRepository(app.db, bound);
  const base = `/api/admin/${resource.name}`;
  const tags = [resource.name];
  const ZRow = rowSchema(resource);
  const need = (action: Action) => ({ access: { action, subject: resource.subject } });
  const auth = (request: FastifyRequest) => request.auth!;

  async function prepare(request: FastifyRequest, body: Record<string, unknown>) {
    const values = { ...body };
    for (const [name, def] of Object.entries(resource.fields as FieldDefs)) {
      if (def.kind === 'richtext' && typeof values[name] === 'string')
        values[name] = sanitizeRichText(values[name] as string);
    }
    if (resource.scope === 'ward' && typeof values.ward_id === 'number') {
      await assertWardInScope(app.db, auth(request).scope, values.ward_id, resource.fields.ward_id?.label);
    }
    return values;
  }

  async function found(request: FastifyRequest, id: number) {
    const row = await repository.get(auth(request).scope, id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  app.get(
    base,
    { config: need('list'), schema: { tags, querystring: listQuerySchema(resource), response: { 200: ZList(ZRow) } } },
    async (request) => {
      const query = dropForbiddenFilters(auth(request).ability, request.query as ListQuery);
      const { total, entries } = await repository.list(auth(request).scope, query);
      return list(total, entries);
    },
  );

  app.get(
    `${base}/:id`,
    { config: need('read'), schema: { tags, params: ZIdParams, response: { 200: ZEntry(ZRow) } } },
    async (request) => entry(await found(request, request.params.id)),
  );

  app.post(
    base,
    { config: need('create'), schema: { tags, body: resource.createSchema, response: { 200: ZEntry(ZRow) } } },
    async (request) => {
      const values = await prepare(request, request.body as Record<string, unknown>);
      const id = await repository.insert(values, auth(request).user.id);
      return entry(await found(request, id), `Thêm mới ${resource.label} thành công`);
    },
  );

  app.route({
    method: ['PATCH', 'PUT'],
    url: `${base}/:id`,
    config: need('update'),
    schema: { tags, params: ZIdParams, body: resource.updateSchema, response: { 200: ZEntry(ZRow) } },
    handler: async (request) => {
      await found(request, request.params.id);
      const values = await prepare(request, request.body as Record<string, unknown>);
      if (!(await repository.update(auth(request).scope, request.params.id, values, auth(request).user.id)))
        throw new AppError('NOT_FOUND');
      return entry(await found(request, request.params.id), `Cập nhật ${resource.label} thành công`);
    },
  });

  app.delete(
    `${base}/:id`,
    { config: need('delete'), schema: { tags, params: ZIdParams, response: { 200: ZMessage } } },
    async (request) => {
      try {
        if (!(await repository.remove(auth(request).scope, request.params.id))) throw new AppError('NOT_FOUND');
      } catch (error) {
        if (foreignKeyViolation(error)) throw new AppError('IN_USE');
        throw error;
      }
      return ok(null, `Xoá ${resource.label} thành công`);
    },
  );

  for (const [field, toggle] of Object.entries(resource.toggles ?? {})) {
    if (!toggle) continue;
    app.patch(
      `${base}/:id/${toggle.route}`,
      {
        config: need('update'),
        // the wanted value, when sent, makes a double click or a stale page harmless; without it the value flips
        schema: {
          tags,
          params: ZIdParams,
          body: z
            .object({ [field]: z.boolean() })
            .partial()
            .nullish(),
          response: { 200: ZEntry(ZRow) },
        },
      },
      async (request) => {
        const wanted = (request.body as Record<string, boolean> | null | undefined)?.[field];
        if (!(await repository.toggle(auth(request).scope, request.params.id, field, auth(request).user.id, wanted)))
          throw new AppError('NOT_FOUND');
        return entry(await found(request, request.params.id), `Cập nhật ${toggle.label.toLowerCase()} thành công`);
      },
    );
  }
}

function foreignKeyViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  return code === FOREIGN_KEY_VIOLATION;
}
