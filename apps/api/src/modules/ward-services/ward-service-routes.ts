import { PLATFORM_SERVICES } from '@console/shared/domain/platform-services';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZIdList, ZPaging, offsetOf } from '../../crud/list-params.ts';
import { platformServices, wardServices } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { list, ZIdParams, ZList } from '../../lib/envelope.ts';
import { findUnit } from '../units/unit-queries.ts';

const ZEntry = z.object({
  service: z.object({ id: z.number(), key: z.string(), name: z.string() }),
  enabled: z.boolean(),
});
const ZUpdate = z.object({ enabled_service_ids: ZIdList('Dịch vụ', PLATFORM_SERVICES.length) });
const tags = ['ward-services'];

/** spec §7 GET /api/admin/unconf-wards/{id}: which platform services a ward has switched on */
export const wardServiceRoutes: FastifyPluginAsyncZod = async (app) => {
  async function servicesOf(
    wardId: number,
    paging = { length: 100, start: 0 } as { length: number; start?: number; page?: number },
  ) {
    const rows = await app.db
      .select({
        id: platformServices.id,
        key: platformServices.key,
        name: platformServices.name,
        enabled: sql<boolean>`coalesce(${wardServices.enabled}, false)`,
      })
      .from(platformServices)
      .leftJoin(
        wardServices,
        sql`${wardServices.serviceId} = ${platformServices.id} and ${wardServices.wardId} = ${wardId}`,
      )
      .orderBy(asc(platformServices.id))
      .limit(paging.length)
      .offset(offsetOf(paging));
    return rows.map(({ enabled, ...service }) => ({ service, enabled }));
  }

  async function wardInReach(scope: Parameters<typeof findUnit>[1], wardId: number) {
    if (!(await findUnit(app.db, scope, 'wards', wardId))) throw new AppError('NOT_FOUND');
  }

  // every staff member reads their own ward's services after signing in (spec §6), so no permission beyond reach
  app.get(
    '/api/admin/unconf-wards/:id',
    {
      config: { access: 'staff' },
      schema: { tags, params: ZIdParams, querystring: ZPaging, response: { 200: ZList(ZEntry) } },
    },
    async (request) => {
      await wardInReach(request.auth!.scope, request.params.id);
      const entries = await servicesOf(request.params.id, request.query);
      return list(PLATFORM_SERVICES.length, entries);
    },
  );

  app.put(
    '/api/admin/unconf-wards/:id',
    {
      config: { access: { action: 'update', subject: 'wards' } },
      schema: { tags, params: ZIdParams, body: ZUpdate, response: { 200: ZList(ZEntry) } },
    },
    async (request) => {
      await wardInReach(request.auth!.scope, request.params.id);
      const enabled = new Set(request.body.enabled_service_ids);
      if ([...enabled].some((id) => !PLATFORM_SERVICES.some((s) => s.id === id)))
        throw new AppError('VALIDATION', 'Dịch vụ không đúng định dạng!');
      const rows = PLATFORM_SERVICES.map((s) => ({
        wardId: request.params.id,
        serviceId: s.id,
        enabled: enabled.has(s.id),
        updatedBy: request.auth!.user.id,
      }));
      await app.db.transaction(async (tx) => {
        await tx.delete(wardServices).where(eq(wardServices.wardId, request.params.id));
        await tx.insert(wardServices).values(rows);
      });
      const entries = await servicesOf(request.params.id);
      return { ...list(entries.length, entries), message: 'Cập nhật dịch vụ của xã/phường thành công' };
    },
  );
};
