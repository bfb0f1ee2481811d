import { REFUSAL_REASON_LABEL, reviewDone, ZRefusalReason, ZReviewBody } from '@console/shared/resources/approval';
import { requiredMessage } from '@console/shared/validation/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../lib/app-error.ts';
import { entry, ok, ZEntry, ZEnvelope, ZIdParams } from '../lib/envelope.ts';
import { ZBulkIds, ZSwitchInPath } from './bulk-rows.ts';
import type { createResourceRepository } from './resource-repository.ts';
import type { ResourceTable } from './resource-table.ts';

/** approve in the path: 1 approves, 0 refuses — anything else is its Vietnamese format message */
const ZApproveParam = ZSwitchInPath('Trạng thái phê duyệt');

interface ApprovalHelpers {
  /** the schema of a row read by id */
  ZRow: z.ZodType;
  found: (request: FastifyRequest, id: number) => Promise<Record<string, unknown>>;
  forget: (ids: number[]) => void;
}

/**
 * The review of a definition with `approval` (issue 16): PATCH /api/admin/{name}/{id}/approve/{approve} with
 * `{reason}`, and PATCH /api/admin/{name}/approve/{approve} with `{ids, reason}` for the selected rows, all in one
 * transaction. Refusing needs a reason, which the author sees.
 */
export function registerApproval(
  parent: FastifyInstance,
  bound: ResourceTable,
  repository: ReturnType<typeof createResourceRepository>,
  { ZRow, found, forget }: ApprovalHelpers,
) {
  const { resource } = bound;
  const approval = resource.approval;
  if (!approval) return;
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const base = `/api/admin/${resource.name}`;
  const tags = [resource.name];
  const config = { access: { action: approval.action, subject: resource.subject } };

  const reviewOf = (approve: boolean, body: { reason?: string } | null | undefined) => {
    const reason = body?.reason?.length ? body.reason : null;
    if (!approve && !reason) throw new AppError('VALIDATION', requiredMessage(REFUSAL_REASON_LABEL));
    return { approve, reason: approve ? null : reason, action: approval.action };
  };

  app.patch(
    `${base}/:id/approve/:approve`,
    {
      config,
      schema: {
        tags,
        params: ZIdParams.extend({ approve: ZApproveParam }),
        body: ZReviewBody,
        response: { 200: ZEntry(ZRow) },
      },
    },
    async (request) => {
      const { id, approve } = request.params;
      const review = reviewOf(approve, request.body);
      const { scope, user } = request.auth!;
      if (!(await repository.review(scope, [id], review, user.id)).length) throw new AppError('NOT_FOUND');
      forget([id]);
      return entry(await found(request, id), reviewDone(approve));
    },
  );

  app.patch(
    `${base}/approve/:approve`,
    {
      config,
      schema: {
        tags,
        params: z.object({ approve: ZApproveParam }),
        body: z.object({
          ids: ZBulkIds(),
          reason: ZRefusalReason.optional(),
        }),
        response: { 200: ZEnvelope(z.object({ ids: z.array(z.number()) })) },
      },
    },
    async (request) => {
      const { approve } = request.params;
      const review = reviewOf(approve, request.body);
      const { scope, user } = request.auth!;
      // rows outside the caller's units are not reviewed: the answer lists those that were
      const ids = await repository.review(scope, [...new Set(request.body.ids)], review, user.id);
      if (!ids.length) throw new AppError('NOT_FOUND');
      forget(ids);
      return ok({ ids }, reviewDone(approve));
    },
  );
}
