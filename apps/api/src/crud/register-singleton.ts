import type { Action } from '@console/shared/domain/permissions-catalog';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../lib/app-error.ts';
import { entry, ZEntry } from '../lib/envelope.ts';
import { storedValues } from './field-kind-hooks.ts';
import { createResourceRepository, type TargetOf } from './resource-repository.ts';
import { rowSchema } from './resource-schemas.ts';
import type { ResourceTable } from './resource-table.ts';

const EVERYWHERE = { level: 'all' } as const;

/**
 * The routes of a one-row resource (define-resource `singleton`: the footer, the contact details):
 * GET /api/admin/{name} answers the row (null before anyone wrote it); PUT and POST /api/admin/{name} write it,
 * creating it the first time (the whole form is then required) — the id never comes from the body.
 */
export function registerSingleton(parent: FastifyInstance, bound: ResourceTable, targetOf: TargetOf) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const { resource } = bound;
  const repository = createResourceRepository(app.db, bound, targetOf);
  const base = `/api/admin/${resource.name}`;
  const tags = [resource.name];
  const ZRow = rowSchema(resource);
  const need = (action: Action) => ({ access: { action, subject: resource.subject } });

  /** the row's id: the first one written (a second can only come from a race of two first saves) */
  const currentId = async () => {
    const { entries } = await repository.list(EVERYWHERE, { length: 1, sort: 'created_at', order: 'asc' });
    return (entries[0]?.id as number | undefined) ?? null;
  };
  const current = async () => {
    const id = await currentId();
    return id === null ? null : repository.get(EVERYWHERE, id);
  };

  app.get(base, { config: need('read'), schema: { tags, response: { 200: ZEntry(ZRow.nullable()) } } }, async () =>
    entry(await current()),
  );

  const write = async (request: FastifyRequest) => {
    if (request.auth!.scope.level !== 'all') throw new AppError('FORBIDDEN');
    // the schema keeps the fields only: an id, audit columns or anything else in the body never reach the table
    const body = request.body as Record<string, unknown>;
    const id = await currentId();
    // the first save creates the row: the whole form is then checked as a creation
    const parsed = id === null ? resource.createSchema.safeParse(body) : { success: true as const, data: body };
    if (!parsed.success) throw new AppError('VALIDATION', parsed.error.issues[0].message);
    const values = await storedValues(app.db, resource, parsed.data, request.auth!.scope, targetOf);
    const userId = request.auth!.user.id;
    if (id === null) await repository.insert(values, userId);
    else await repository.update(EVERYWHERE, id, values, userId);
    const saved = await current();
    if (!saved) throw new AppError('NOT_FOUND');
    return entry(saved, `Cập nhật ${resource.label} thành công`);
  };
  for (const [method, action] of [
    ['PUT', 'update'],
    ['POST', 'create'],
  ] as const) {
    app.route({
      method,
      url: base,
      config: need(action),
      // the fields as an update checks them (others dropped); a first save is also checked as a creation (above)
      schema: { tags, body: resource.updateSchema, response: { 200: ZEntry(ZRow) } },
      handler: write,
    });
  }
}
