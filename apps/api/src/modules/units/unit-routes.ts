import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { formatMessage } from '@console/shared/validation/messages';
import { ZIdList, ZOptionalId, ZPaging } from '../../query/list-params.ts';
import { AppError } from '../../lib/app-error.ts';
import { entry, list, ok, ZEntry, ZEnvelope, ZIdParams, ZList } from '../../lib/envelope.ts';
import { unitNameFields } from '@console/shared/forms/unit-fields';
import { objectSchema } from '@console/shared/validation/zod-fields';
import { findUnit, listDistricts, listProvinces, listWards, renameUnit } from './unit-queries.ts';
import { mergeWards } from './ward-merger.ts';
import { wardMergerHistoryRoutes } from './ward-merger-history.ts';

const ZUnit = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  short_name: z.string(),
  type: z.string(),
});
const ZDistrict = ZUnit.extend({ province_id: z.number() });
const ZWard = ZUnit.extend({
  province_id: z.number(),
  district_id: z.number().nullable(),
  province_name: z.string(),
  district_name: z.string().nullable(),
  merged_into_id: z.number().nullable(),
  merged_into_name: z.string().nullable(),
});
const tags = ['units'];

/** administrative units, each list limited to the units the caller reaches */
export const unitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/provinces',
    {
      config: { access: { action: 'list', subject: 'provinces' } },
      schema: { tags, querystring: ZPaging, response: { 200: ZList(ZUnit) } },
    },
    async (request) => {
      const { total, entries } = await listProvinces(app.db, request.auth!.scope, request.query);
      return list(total, entries);
    },
  );

  const ZDistrictQuery = ZPaging.extend({ province_id: ZOptionalId('Tỉnh/thành phố') });
  app.get(
    '/api/admin/districts',
    {
      config: { access: { action: 'list', subject: 'districts' } },
      schema: { tags, querystring: ZDistrictQuery, response: { 200: ZList(ZDistrict) } },
    },
    async (request) => {
      const { total, entries } = await listDistricts(app.db, request.auth!.scope, request.query);
      return list(total, entries);
    },
  );

  const ZWardQuery = ZPaging.extend({
    province_id: ZOptionalId('Tỉnh/thành phố'),
    district_id: ZOptionalId('Quận/huyện'),
    // without it merged wards stay out (pickers); the unit screen lists them too, tagged with the ward they became
    merged: z.enum(['all', 'only'], { error: formatMessage('Trạng thái sáp nhập') }).optional(),
  });
  app.get(
    '/api/admin/wards',
    {
      config: { access: { action: 'list', subject: 'wards' } },
      schema: { tags, querystring: ZWardQuery, response: { 200: ZList(ZWard) } },
    },
    async (request) => {
      const { total, entries } = await listWards(app.db, request.auth!.scope, request.query);
      return list(total, entries);
    },
  );

  await app.register(wardMergerHistoryRoutes);

  for (const level of ['provinces', 'districts', 'wards'] as const) {
    app.get(
      `/api/admin/${level}/:id`,
      {
        config: { access: { action: 'read', subject: level } },
        schema: { tags, params: ZIdParams, response: { 200: ZEntry(z.any()) } },
      },
      async (request) => {
        const row = await findUnit(app.db, request.auth!.scope, level, request.params.id);
        if (!row) throw new AppError('NOT_FOUND');
        return entry(row);
      },
    );
  }

  const ZRename = objectSchema(unitNameFields);
  for (const level of ['provinces', 'districts', 'wards'] as const) {
    app.patch(
      `/api/admin/${level}/:id`,
      {
        config: { access: { action: 'update', subject: level } },
        schema: { tags, params: ZIdParams, body: ZRename, response: { 200: ZEntry(z.any()) } },
      },
      async (request) => {
        const row = await renameUnit(app.db, request.auth!.scope, level, request.params.id, request.body);
        if (!row) throw new AppError('NOT_FOUND');
        return entry(row, 'Cập nhật tên đơn vị hành chính thành công');
      },
    );
  }

  app.post(
    '/api/admin/ward-mergers',
    {
      config: { access: { action: 'update', subject: 'wards' } },
      schema: {
        tags,
        body: z.object({
          from_ward_ids: ZIdList('Xã/phường được sáp nhập', 50).min(1, formatMessage('Xã/phường được sáp nhập')),
          into_ward_id: z
            .number({ error: formatMessage('Xã/phường nhận sáp nhập') })
            .int()
            .positive(),
        }),
        response: { 200: ZEnvelope(z.any()) },
      },
    },
    async (request) => {
      // a merger rewrites other units' rows: it is for staff who reach every unit
      if (request.auth!.scope.level !== 'all') throw new AppError('FORBIDDEN');
      const details = await mergeWards(
        app.db,
        request.auth!.user.id,
        request.body.from_ward_ids,
        request.body.into_ward_id,
      );
      return ok(details, 'Sáp nhập xã/phường thành công');
    },
  );
};
