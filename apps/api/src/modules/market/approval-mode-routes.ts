import {
  MAX_TRUSTED_SELLERS,
  ZApprovalModeBody,
  ZMarketTarget,
  type MarketTarget,
} from '@console/shared/market/approval-modes';
import { requiredMessage } from '@console/shared/validation/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UnitScope } from '../../core/scope.ts';
import { AppError } from '../../lib/app-error.ts';
import { entry, list, ZEntry, ZList } from '../../lib/envelope.ts';
import { offsetOf, ZOptionalId, ZPaging } from '../../query/list-params.ts';
import { findUnit } from '../units/unit-queries.ts';
import { findApprovalMode, residentCandidates, saveApprovalMode, trustedSellers } from './approval-mode-queries.ts';

// spec §7 Market "Approval mode: GET by target; PATCH; list users GET" (issue 16), the screen /admin/browse-mode. Like
// the ward market config, under hm_approval_mode (docs/decisions.md).
const need = (action: 'read' | 'update') => ({ access: { action, subject: 'hm_approval_mode' } as const });
const tags = ['market'];
const BASE = '/api/admin/market-approval-modes';
const NOT_RESIDENTS = 'Người bán tin cậy phải là người dân của xã/phường';

const ZTargetParams = z.object({ target: ZMarketTarget });
const ZWardQuery = z.object({ ward_id: ZOptionalId('Xã/phường') });
const ZSeller = z.object({
  user_id: z.number(),
  full_name: z.string().nullable(),
  username: z.string(),
  phone: z.string().nullable(),
});
const ZMode = z.object({
  ward_id: z.number(),
  ward_name: z.string(),
  target: ZMarketTarget,
  mode: z.enum(['manual', 'auto', 'trusted']),
  trusted_count: z.number(),
  updated_at: z.string().nullable(),
  updated_by_name: z.string().nullable(),
});

export const approvalModeRoutes: FastifyPluginAsyncZod = async (app) => {
  /** a ward officer's own ward; a wider officer names one of their units' wards (another is 404, like the config) */
  async function wardOf(scope: UnitScope, asked: number | undefined) {
    if (scope.level === 'ward' && asked === undefined) return scope.wardId;
    if (asked === undefined) throw new AppError('VALIDATION', requiredMessage('Xã/phường'));
    if (!(await findUnit(app.db, scope, 'wards', asked))) throw new AppError('NOT_FOUND');
    return asked;
  }

  app.get(
    `${BASE}/:target`,
    {
      config: need('read'),
      schema: { tags, params: ZTargetParams, querystring: ZWardQuery, response: { 200: ZEntry(ZMode) } },
    },
    async (request) => {
      const wardId = await wardOf(request.auth!.scope, request.query.ward_id);
      return entry(await findApprovalMode(app.db, wardId, request.params.target as MarketTarget));
    },
  );

  app.patch(
    `${BASE}/:target`,
    {
      config: need('update'),
      schema: { tags, params: ZTargetParams, body: ZApprovalModeBody, response: { 200: ZEntry(ZMode) } },
    },
    async (request) => {
      const { auth } = request;
      const target = request.params.target as MarketTarget;
      const wardId = await wardOf(auth!.scope, request.body.ward_id);
      const saved = await saveApprovalMode(app.db, {
        wardId,
        target,
        mode: request.body.mode,
        trustedIds: request.body.trusted_user_ids,
        actorId: auth!.user.id,
      });
      if (!saved) throw new AppError('VALIDATION', NOT_RESIDENTS);
      return entry(await findApprovalMode(app.db, wardId, target), 'Cập nhật chế độ duyệt thành công');
    },
  );

  app.get(
    `${BASE}/:target/users`,
    {
      config: need('read'),
      schema: {
        tags,
        params: ZTargetParams,
        querystring: ZPaging.extend(ZWardQuery.shape),
        response: { 200: ZList(ZSeller) },
      },
    },
    async (request) => {
      const wardId = await wardOf(request.auth!.scope, request.query.ward_id);
      const { total, entries } = await trustedSellers(app.db, wardId, request.params.target as MarketTarget, {
        offset: offsetOf(request.query),
        length: Math.min(request.query.length, MAX_TRUSTED_SELLERS),
        keyword: request.query.keyword,
      });
      return list(total, entries);
    },
  );

  // the trusted sellers' picker: the ward's residents by name, username or phone
  app.get(
    `${BASE}/:target/candidates`,
    {
      config: need('update'),
      schema: {
        tags,
        params: ZTargetParams,
        querystring: ZWardQuery.extend({ keyword: ZPaging.shape.keyword }),
        response: { 200: ZList(ZSeller) },
      },
    },
    async (request) => {
      const wardId = await wardOf(request.auth!.scope, request.query.ward_id);
      const entries = await residentCandidates(app.db, wardId, request.query.keyword);
      return list(entries.length, entries);
    },
  );
};
