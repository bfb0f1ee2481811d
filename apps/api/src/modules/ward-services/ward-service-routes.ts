import { WARD_SERVICE_LIST_LENGTH } from '@console/shared/domain/limits';
import { wardServiceManagements } from '@console/shared/resources/ward-service-managements';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countRows } from '../../query/count-rows.ts';
import { ZIdList, ZPaging, offsetOf } from '../../query/list-params.ts';
import { platformServices, wardServices } from '../../db/schema/index.ts';
import { changedFields, recordWrite } from '../../crud/resource-audit.ts';
import { AppError } from '../../lib/app-error.ts';
import { list, ZIdParams, ZList } from '../../lib/envelope.ts';
import { findUnit } from '../units/unit-queries.ts';

const ZEntry = z.object({
  service: z.object({ id: z.number(), key: z.string().nullable(), name: z.string() }),
  enabled: z.boolean(),
});
const ZUpdate = z.object({ enabled_service_ids: ZIdList('Dịch vụ', WARD_SERVICE_LIST_LENGTH) });
const tags = ['ward-services'];

/**
 * The catalogue's active integrated services (service managements of kind 'integrated': the built-in 'Khảo sát',
 * 'Chợ quê'… and any added): what a ward switches on here and the post-login flags read. A service switched off in the
 * catalogue is offered to no ward; each ward's row (its switch) is kept, untouched, and counts again once the catalogue
 * switches it back on. Linked services and each ward's order are handled in the ward service managements area, over
 * the same rows.
 */
const offered = and(eq(platformServices.kind, 'integrated'), eq(platformServices.isActive, true));

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
      .where(offered)
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
      return list(await countRows(app.db, platformServices, offered), entries);
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
      const wardId = request.params.id;
      const actor = request.auth!.user.id;
      await app.db.transaction(async (tx) => {
        const services = await tx.select({ id: platformServices.id }).from(platformServices).where(offered);
        if ([...enabled].some((id) => !services.some((s) => s.id === id)))
          throw new AppError('VALIDATION', 'Dịch vụ không đúng định dạng!');
        const rows = services.map((s) => ({
          wardId,
          serviceId: s.id,
          enabled: enabled.has(s.id),
          createdBy: actor,
          updatedBy: actor,
        }));
        if (!rows.length) return;
        // kept rows keep their id (and their history in the ward service managements area): only the switch changes
        const written = await tx
          .insert(wardServices)
          .values(rows)
          .onConflictDoUpdate({
            target: [wardServices.wardId, wardServices.serviceId],
            set: { enabled: sql`excluded.enabled`, updatedBy: actor, updatedAt: new Date() },
            setWhere: sql`${wardServices.enabled} is distinct from excluded.enabled`,
          })
          // a row switched (not inserted) has xmax set by this update: the answer tells the two apart even when
          // another save inserted the row meanwhile; a row left as it was is not returned
          .returning({
            id: wardServices.id,
            serviceId: wardServices.serviceId,
            enabled: wardServices.enabled,
            inserted: sql<boolean>`(xmax = 0)`,
          });
        // the same history as the ward service managements area's (its create and its change-enable switch)
        for (const row of written)
          await recordWrite(tx, {
            resource: wardServiceManagements,
            rowId: row.id,
            actorId: actor,
            action: row.inserted ? 'create' : 'update',
            changes: row.inserted
              ? changedFields(null, { ward_id: wardId, service_id: row.serviceId, enabled: row.enabled })
              : { enabled: { before: !row.enabled, after: row.enabled } },
          });
      });
      const entries = await servicesOf(request.params.id);
      return { ...list(entries.length, entries), message: 'Cập nhật dịch vụ của xã/phường thành công' };
    },
  );
};
