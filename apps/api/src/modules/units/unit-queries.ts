import { and, asc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { countRows } from '../../query/count-rows.ts';
import { likePattern, offsetOf, type Paging, searchPattern } from '../../query/list-params.ts';
import { wardsInScope } from '../../query/unit-scope-sql.ts';
import type { Db } from '../../db/client.ts';
import { districts, provinces, wards } from '../../db/schema/index.ts';
import type { UnitScope } from '../../core/scope.ts';

const matches = (column: AnyPgColumn, keyword?: string) =>
  keyword ? sql`search_text(${column}) like ${searchPattern(likePattern(keyword))}` : undefined;

/** provinces and districts a user reaches: those containing a ward of their scope */
export function containsScopedWard(
  scope: UnitScope,
  level: 'province_id' | 'district_id',
  id: AnyPgColumn,
): SQL | undefined {
  const condition = wardsInScope(scope);
  return condition
    ? sql`exists (select 1 from ${wards} where ${wards}.${sql.identifier(level)} = ${id} and ${condition})`
    : undefined;
}

const page = (paging: Paging) => ({ limit: paging.length, offset: offsetOf(paging) });

const PROVINCE_COLUMNS = {
  id: provinces.id,
  code: provinces.code,
  name: provinces.name,
  short_name: provinces.shortName,
  type: provinces.type,
};
const DISTRICT_COLUMNS = {
  id: districts.id,
  code: districts.code,
  name: districts.name,
  short_name: districts.shortName,
  type: districts.type,
  province_id: districts.provinceId,
};
const WARD_COLUMNS = {
  id: wards.id,
  code: wards.code,
  name: wards.name,
  short_name: wards.shortName,
  type: wards.type,
  province_id: wards.provinceId,
  district_id: wards.districtId,
  merged_into_id: wards.mergedIntoId,
};

export async function listProvinces(db: Db, scope: UnitScope, query: Paging) {
  const where = and(containsScopedWard(scope, 'province_id', provinces.id), matches(provinces.name, query.keyword));
  const { limit, offset } = page(query);
  const [entries, total] = await Promise.all([
    db.select(PROVINCE_COLUMNS).from(provinces).where(where).orderBy(asc(provinces.code)).limit(limit).offset(offset),
    countRows(db, provinces, where),
  ]);
  return { total, entries };
}

export async function listDistricts(db: Db, scope: UnitScope, query: Paging & { province_id?: number }) {
  const where = and(
    containsScopedWard(scope, 'district_id', districts.id),
    query.province_id ? eq(districts.provinceId, query.province_id) : undefined,
    matches(districts.name, query.keyword),
  );
  const { limit, offset } = page(query);
  const [entries, total] = await Promise.all([
    db.select(DISTRICT_COLUMNS).from(districts).where(where).orderBy(asc(districts.code)).limit(limit).offset(offset),
    countRows(db, districts, where),
  ]);
  return { total, entries };
}

/** `merged` of GET /api/admin/wards: 'all' lists merged wards beside the current ones, 'only' just the merged ones */
export type MergedFilter = 'all' | 'only';

const mergedInto = alias(wards, 'merged_into');

/**
 * Wards in reach. Without `merged` the wards merged into another are left out (they are history: pickers offer the
 * ward they became); the unit screen asks for them too, each naming the ward it became.
 */
export async function listWards(
  db: Db,
  scope: UnitScope,
  query: Paging & { province_id?: number; district_id?: number; merged?: MergedFilter },
) {
  const where = and(
    wardsInScope(scope),
    query.merged === 'only'
      ? isNotNull(wards.mergedIntoId)
      : query.merged === 'all'
        ? undefined
        : isNull(wards.mergedIntoId),
    query.province_id ? eq(wards.provinceId, query.province_id) : undefined,
    query.district_id ? eq(wards.districtId, query.district_id) : undefined,
    query.keyword ? or(matches(wards.name, query.keyword), eq(wards.code, query.keyword)) : undefined,
  );
  const { limit, offset } = page(query);
  const [entries, total] = await Promise.all([
    db
      .select({
        ...WARD_COLUMNS,
        // names tell apart wards of the same name in different provinces
        province_name: provinces.name,
        district_name: districts.name,
        merged_into_name: mergedInto.name,
      })
      .from(wards)
      .innerJoin(provinces, eq(provinces.id, wards.provinceId))
      .leftJoin(districts, eq(districts.id, wards.districtId))
      .leftJoin(mergedInto, eq(mergedInto.id, wards.mergedIntoId))
      .where(where)
      .orderBy(asc(wards.code))
      .limit(limit)
      .offset(offset),
    countRows(db, wards, where),
  ]);
  return { total, entries };
}

/** one unit inside the caller's reach, or null */
export async function findUnit(db: Db, scope: UnitScope, level: 'provinces' | 'districts' | 'wards', id: number) {
  const rows =
    level === 'provinces'
      ? await db
          .select(PROVINCE_COLUMNS)
          .from(provinces)
          .where(and(eq(provinces.id, id), containsScopedWard(scope, 'province_id', provinces.id)))
      : level === 'districts'
        ? await db
            .select(DISTRICT_COLUMNS)
            .from(districts)
            .where(and(eq(districts.id, id), containsScopedWard(scope, 'district_id', districts.id)))
        : await db
            .select(WARD_COLUMNS)
            .from(wards)
            .where(and(eq(wards.id, id), wardsInScope(scope)));
  return rows[0] ?? null;
}

/** admin corrects a unit's name; the type prefix stays part of the name, as in the official data */
export async function renameUnit(
  db: Db,
  scope: UnitScope,
  level: 'provinces' | 'districts' | 'wards',
  id: number,
  names: { name: string; short_name: string },
) {
  if (!(await findUnit(db, scope, level, id))) return null;
  const table = { provinces, districts, wards }[level];
  await db
    .update(table as typeof provinces)
    .set({ name: names.name, shortName: names.short_name })
    .where(eq(table.id, id));
  return findUnit(db, scope, level, id);
}
