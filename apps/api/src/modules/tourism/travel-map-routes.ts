import { MAX_TRAVEL_MARKERS, TRAVEL_MAP_AREA_NAMES, TRAVEL_MAP_AREAS } from '@console/shared/tourism/travel-map';
import { formatMessage } from '@console/shared/validation/messages';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rowsOf } from '../../db/client.ts';
import { resourceTableOf } from '../../crud/resource-tables.ts';
import { ok, ZEnvelope } from '../../lib/envelope.ts';
import { ZOptionalId } from '../../query/list-params.ts';
import { wardColumnInScope } from '../../query/unit-scope-sql.ts';

// GET /api/admin/travel-map (issue 15): every approved attraction and travel service of the caller's units that
// carries a place, as markers — one statement over the five areas, each area only for who may list it.

const ZQuery = z.object({
  ward_id: ZOptionalId('Xã/phường'),
  /** the areas to show, comma-separated API names; all of them when left out */
  areas: z
    .string()
    .optional()
    .transform((text) => (text ? text.split(',') : undefined))
    .pipe(z.array(z.enum(TRAVEL_MAP_AREA_NAMES, { error: formatMessage('Lớp bản đồ') })).optional()),
});

const ZMarker = z.object({
  area: z.enum(TRAVEL_MAP_AREA_NAMES),
  id: z.number(),
  name: z.string(),
  type: z.string(),
  lat: z.number(),
  lng: z.number(),
  ward_id: z.number(),
  ward_name: z.string().nullable(),
});

export const travelMapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/travel-map',
    {
      config: { access: 'staff' },
      schema: {
        tags: ['travel-map'],
        querystring: ZQuery,
        response: { 200: ZEnvelope(z.object({ markers: z.array(ZMarker), truncated: z.boolean() })) },
      },
    },
    async (request) => {
      const { ability, scope } = request.auth!;
      const asked = request.query.areas ?? TRAVEL_MAP_AREA_NAMES;
      const parts: SQL[] = [];
      for (const area of TRAVEL_MAP_AREAS) {
        if (!asked.includes(area.name) || !ability.can('list', area.subject)) continue;
        const bound = resourceTableOf(area.name)!;
        const ward = bound.column('ward_id');
        const where = [
          sql`${bound.column('is_approved')}`,
          sql`${bound.column('location')} is not null`,
          wardColumnInScope(scope, ward),
          request.query.ward_id ? sql`${ward} = ${request.query.ward_id}` : undefined,
        ].filter((condition): condition is SQL => condition !== undefined);
        parts.push(sql`(select ${area.name}::text as area, ${bound.id} as id, ${bound.title}::text as name,
            ${bound.column(area.typeField)}::text as type,
            (${bound.column('location')}->>'lat')::float8 as lat, (${bound.column('location')}->>'lng')::float8 as lng,
            ${ward} as ward_id, ${bound.column('created_at')} as created_at
          from ${bound.table} where ${sql.join(where, sql` and `)})`);
      }
      if (!parts.length) return ok({ markers: [], truncated: false });
      const rows = rowsOf<z.infer<typeof ZMarker>>(
        await app.db.execute(sql`
          select m.area, m.id, m.name, m.type, m.lat, m.lng, m.ward_id,
                 (select name from wards where id = m.ward_id) as ward_name
          from (${sql.join(parts, sql` union all `)}) m
          order by m.created_at desc
          limit ${MAX_TRAVEL_MARKERS + 1}`),
      );
      return ok({ markers: rows.slice(0, MAX_TRAVEL_MARKERS), truncated: rows.length > MAX_TRAVEL_MARKERS });
    },
  );
};
