import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { districts, provinces, wards } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { entry, list, ZEntry, ZIdParams, ZList } from '../../lib/envelope.ts';
import { likePattern, offsetOf, ZOptionalId, ZPaging } from '../../crud/list-params.ts';
import { wardsInScope } from '../../crud/unit-scope-sql.ts';
import type { UnitScope } from '../auth/scope.ts';

const ZUnit = z.object({ id: z.number(), code: z.string(), name: z.string(), short_name: z.string(), type: z.string() });
const ZWard = ZUnit.extend({
  province_id: z.number(),
  district_id: z.number().nullable(),
  province_name: z.string(),
  district_name: z.string().nullable(),
});
const ZDistrict = ZUnit.extend({ province_id: z.number() });

const unitColumns = (t: typeof provinces | typeof districts | typeof wards) => ({
  id: t.id,
  code: t.code,
  name: t.name,
  short_name: t.shortName,
  type: t.type,
});

const matches = (column: AnyPgColumn, keyword?: string) =>
  keyword ? sql`search_text(${column}) like search_text(${likePattern(keyword)})` : undefined;

/** provinces and districts a user reaches: those containing a ward of their scope */
const containsScopedWard = (scope: UnitScope, level: 'province_id' | 'district_id', id: AnyPgColumn): SQL | undefined => {
  const condition = wardsInScope(scope);
  return condition
    ? sql`exists (select 1 from ${wards} where ${wards}.${sql.identifier(level)} = ${id} and ${condition})`
    : undefined;
};

export const unitRoutes: FastifyPluginAsyncZod = async (app) => {
  const listProvinces = { config: { permission: { action: 'list', subject: 'provinces' } as const }, schema: { tags: ['units'], querystring: ZPaging, response: { 200: ZList(ZUnit) } } };
  app.get('/api/admin/provinces', listProvinces, async (request) => {
    const where = and(containsScopedWard(request.auth!.scope, 'province_id', provinces.id), matches(provinces.name, request.query.keyword));
    const [rows, [counted]] = await Promise.all([
      app.db.select(unitColumns(provinces)).from(provinces).where(where).orderBy(asc(provinces.code)).limit(request.query.length).offset(offsetOf(request.query)),
      app.db.select({ total: sql<number>`count(*)::int` }).from(provinces).where(where),
    ]);
    return list(counted.total, rows);
  });

  const ZDistrictQuery = ZPaging.extend({ province_id: ZOptionalId('Tỉnh/thành phố') });
  app.get(
    '/api/admin/districts',
    { config: { permission: { action: 'list', subject: 'districts' } }, schema: { tags: ['units'], querystring: ZDistrictQuery, response: { 200: ZList(ZDistrict) } } },
    async (request) => {
      const { province_id, keyword } = request.query;
      const where = and(
        containsScopedWard(request.auth!.scope, 'district_id', districts.id),
        province_id ? eq(districts.provinceId, province_id) : undefined,
        matches(districts.name, keyword),
      );
      const [rows, [counted]] = await Promise.all([
        app.db.select({ ...unitColumns(districts), province_id: districts.provinceId }).from(districts).where(where).orderBy(asc(districts.code)).limit(request.query.length).offset(offsetOf(request.query)),
        app.db.select({ total: sql<number>`count(*)::int` }).from(districts).where(where),
      ]);
      return list(counted.total, rows);
    },
  );

  const ZWardQuery = ZPaging.extend({ province_id: ZOptionalId('Tỉnh/thành phố'), district_id: ZOptionalId('Quận/huyện') });
  app.get(
    '/api/admin/wards',
    { config: { permission: { action: 'list', subject: 'wards' } }, schema: { tags: ['units'], querystring: ZWardQuery, response: { 200: ZList(ZWard) } } },
    async (request) => {
      const { province_id, district_id, keyword } = request.query;
      const where = and(
        wardsInScope(request.auth!.scope),
        province_id ? eq(wards.provinceId, province_id) : undefined,
        district_id ? eq(wards.districtId, district_id) : undefined,
        keyword ? or(matches(wards.name, keyword), eq(wards.code, keyword)) : undefined,
      );
      const [rows, [counted]] = await Promise.all([
        app.db
          .select({
            id: wards.id,
            code: wards.code,
            name: wards.name,
            short_name: wards.shortName,
            type: wards.type,
            province_id: wards.provinceId,
            district_id: wards.districtId,
            // names tell apart wards of the same name in different provinces
            province_name: provinces.name,
            district_name: districts.name,
          })
          .from(wards)
          .innerJoin(provinces, eq(provinces.id, wards.provinceId))
          .leftJoin(districts, eq(districts.id, wards.districtId))
          .where(where).orderBy(asc(wards.code)).limit(request.query.length).offset(offsetOf(request.query)),
        app.db.select({ total: sql<number>`count(*)::int` }).from(wards).where(where),
      ]);
      return list(counted.total, rows);
    },
  );

  for (const [path, table, subject] of [
    ['provinces', provinces, 'provinces'],
    ['districts', districts, 'districts'],
    ['wards', wards, 'wards'],
  ] as const) {
    app.get(
      `/api/admin/${path}/:id`,
      { config: { permission: { action: 'read', subject } }, schema: { tags: ['units'], params: ZIdParams, response: { 200: ZEntry(z.any()) } } },
      async (request) => {
        const scope = request.auth!.scope;
        const inScope =
          table === wards ? wardsInScope(scope) : containsScopedWard(scope, table === provinces ? 'province_id' : 'district_id', table.id);
        const [row] = await app.db.select().from(table as typeof provinces).where(and(eq(table.id, request.params.id), inScope));
        if (!row) throw new AppError('NOT_FOUND');
        return entry(row);
      },
    );
  }
};
