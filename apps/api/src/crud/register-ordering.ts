import { formatMessage, requiredMessage } from '@console/shared/validation/messages';
import { idSchema } from '@console/shared/validation/zod-numbers';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../lib/app-error.ts';
import { ok, ZEnvelope } from '../lib/envelope.ts';
import { ZIdList } from '../query/list-params.ts';
import type { ResourceRepository } from './resource-repository.ts';
import type { ResourceTable } from './resource-table.ts';
import { checkParent } from './self-reference.ts';

/** the most rows one drag may renumber: the siblings of one level */
const MAX_ORDERED = 500;
const LIST_LABEL = 'Danh sách thứ tự';

/**
 * PUT /api/admin/{name}/order (define-resource `ordering`): the rows of one level in their new order, and for a tree
 * the parent they are now under; the row moved into another level keeps the tree a tree (self-reference.ts). Needs
 * the resource's update; rows outside the caller's units make it 404 with nothing changed.
 */
export function registerOrdering(
  parent: FastifyInstance,
  bound: ResourceTable,
  repository: ResourceRepository,
  access: { guardWrite(request: FastifyRequest): void; forget(ids: number[]): void },
) {
  const { resource } = bound;
  const ordering = resource.ordering;
  if (!ordering) return;
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const parentField = ordering.parent;
  const body = z.object({
    ids: ZIdList(LIST_LABEL, MAX_ORDERED).min(1, requiredMessage(LIST_LABEL)),
    ...(parentField ? { [parentField]: idSchema(resource.fields[parentField].label).nullable().optional() } : {}),
  });

  app.put(
    `/api/admin/${resource.name}/order`,
    {
      config: { access: { action: 'update', subject: resource.subject } },
      schema: { tags: [resource.name], body, response: { 200: ZEnvelope(z.object({ ids: z.array(z.number()) })) } },
    },
    async (request) => {
      access.guardWrite(request);
      const { scope, user } = request.auth!;
      const sent = request.body as { ids: number[] } & Record<string, number | null | undefined>;
      const ids = [...new Set(sent.ids)];
      if (ids.length !== sent.ids.length) throw new AppError('VALIDATION', formatMessage(LIST_LABEL));
      const under = parentField ? { field: parentField, value: sent[parentField] ?? null } : undefined;
      if (under && under.value !== null) {
        // every row placed under the parent: not under itself or its own descendants, and in the parent's ward
        for (const rowId of ids) {
          const row = await repository.get(scope, rowId);
          if (!row) throw new AppError('NOT_FOUND');
          await checkParent(app.db, bound, under.field, { ...row, [under.field]: under.value }, rowId);
        }
      }
      const done = await repository.reorder(scope, ids, ordering.field, under, user.id);
      if (!done) throw new AppError('NOT_FOUND');
      access.forget(done);
      return ok({ ids: done }, 'Cập nhật thứ tự thành công');
    },
  );
}
