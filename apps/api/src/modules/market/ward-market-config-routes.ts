import { ZCreateWardMarketConfigBody, ZUpdateWardMarketConfigBody } from '@console/shared/forms/ward-market-config';
import { formatMessage } from '@console/shared/validation/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idSchema } from '@console/shared/validation/zod-numbers';
import { z } from 'zod';
import { assertWardInScope } from '../../query/unit-scope-sql.ts';
import { AppError } from '../../lib/app-error.ts';
import { entry, ZEntry } from '../../lib/envelope.ts';
import type { UnitScope } from '../../core/scope.ts';
import { findUnit } from '../units/unit-queries.ts';
import {
  findWardMarketConfig,
  insertWardMarketConfig,
  isMergedWard,
  updateWardMarketConfig,
  wardHasMarketConfig,
} from './ward-market-config-queries.ts';

// The spec's subject list has no market-configuration subject; its configs screen (countryside-market/configs) holds
// the ward market config and the approval mode, so both go by hm_approval_mode (docs/decisions.md).
const need = (action: 'read' | 'create' | 'update') => ({ access: { action, subject: 'hm_approval_mode' } as const });
const tags = ['market'];
const BASE = '/api/admin/ward-market-configs';
const ALREADY_CONFIGURED = 'Chợ quê của xã/phường này đã được cấu hình';

const ZWardParams = z.object({
  ward_id: idSchema('Xã/phường'),
});

const ZConfig = z.object({
  id: z.number(),
  ward_id: z.number(),
  ward_name: z.string(),
  market_name: z.string(),
  contact_person: z.string().nullable(),
  contact_phone: z.string(),
  contact_email: z.string().nullable(),
  address: z.string().nullable(),
  description: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  created_by: z.number().nullable(),
  updated_by: z.number().nullable(),
  created_by_name: z.string().nullable(),
  updated_by_name: z.string().nullable(),
});

/** spec §7 Market "Ward market config: GET; POST; PATCH", one config per ward */
export const wardMarketConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  /** a ward named in the path: outside the caller's units it does not exist for them (404, docs/decisions.md) */
  async function wardInReach(scope: UnitScope, wardId: number) {
    if (!(await findUnit(app.db, scope, 'wards', wardId))) throw new AppError('NOT_FOUND');
  }

  // a ward without a config is a normal state (spec §6 "market not configured"), not an error: entry null
  app.get(
    `${BASE}/:ward_id`,
    { config: need('read'), schema: { tags, params: ZWardParams, response: { 200: ZEntry(ZConfig.nullable()) } } },
    async (request) => {
      await wardInReach(request.auth!.scope, request.params.ward_id);
      return entry(await findWardMarketConfig(app.db, request.params.ward_id));
    },
  );

  // spec §6: every staff member of a ward learns after sign-in whether its market is configured, whatever their
  // market rights; only that yes or no, the config itself needs `read hm_approval_mode`
  app.get(
    `${BASE}/:ward_id/status`,
    {
      config: { access: 'staff' },
      schema: {
        tags,
        params: ZWardParams,
        response: { 200: ZEntry(z.object({ ward_id: z.number(), configured: z.boolean() })) },
      },
    },
    async (request) => {
      const wardId = request.params.ward_id;
      await wardInReach(request.auth!.scope, wardId);
      return entry({ ward_id: wardId, configured: await wardHasMarketConfig(app.db, wardId) });
    },
  );

  app.post(
    BASE,
    { config: need('create'), schema: { tags, body: ZCreateWardMarketConfigBody, response: { 200: ZEntry(ZConfig) } } },
    async (request) => {
      const { ward_id: wardId, ...values } = request.body;
      // a ward named in a form: unknown 400, another unit's 403
      await assertWardInScope(app.db, request.auth!.scope, wardId);
      if (await isMergedWard(app.db, wardId)) throw new AppError('VALIDATION', formatMessage('Xã/phường'));
      if (!(await insertWardMarketConfig(app.db, wardId, values, request.auth!.user.id))) {
        throw new AppError('CONFLICT', ALREADY_CONFIGURED);
      }
      return entry((await findWardMarketConfig(app.db, wardId))!, 'Cấu hình chợ quê thành công');
    },
  );

  app.route({
    method: ['PATCH', 'PUT'],
    url: `${BASE}/:ward_id`,
    config: need('update'),
    schema: { tags, params: ZWardParams, body: ZUpdateWardMarketConfigBody, response: { 200: ZEntry(ZConfig) } },
    handler: async (request) => {
      const wardId = request.params.ward_id;
      await wardInReach(request.auth!.scope, wardId);
      if (!(await updateWardMarketConfig(app.db, wardId, request.body, request.auth!.user.id)))
        throw new AppError('NOT_FOUND');
      return entry((await findWardMarketConfig(app.db, wardId))!, 'Cập nhật cấu hình chợ quê thành công');
    },
  });
};
