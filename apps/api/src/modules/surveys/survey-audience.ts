import { and, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { surveys } from '../../db/schema/index.ts';
import type { UnitScope } from '../../core/scope.ts';
import { unitColumnsInScope } from '../../query/unit-scope-sql.ts';

const s = surveys;

/** the surveys a caller manages: those written in units inside their reach (as notifications, docs/decisions.md) */
export const managedSurveys = (scope: UnitScope, ...more: (SQL | undefined)[]) =>
  and(unitColumnsInScope(scope, { provinceId: s.provinceId, districtId: s.districtId, wardId: s.wardId }), ...more);

/** where a person lives and what they are, as the audience test reads them */
export interface Person {
  role_id: number;
  province_id: number | null;
  district_id: number | null;
  ward_id: number | null;
  village_id: number | null;
}

/**
 * The surveys a person is asked: written for units that contain them, and within the chosen wards, villages and
 * roles where any were chosen (an empty list does not narrow).
 */
export function surveysForPerson(person: Person) {
  const within = (column: AnyColumn, value: number | null) => sql`(${column} is null or ${column} = ${value})`;
  const chosen = (list: typeof s.wardIds, value: number | null) =>
    sql`(cardinality(${list}) = 0 or ${value}::int = any(${list}))`;
  return and(
    within(s.provinceId, person.province_id),
    within(s.districtId, person.district_id),
    within(s.wardId, person.ward_id),
    chosen(s.wardIds, person.ward_id),
    chosen(s.villageIds, person.village_id),
    chosen(s.roleIds, person.role_id),
  );
}

/** approved, and between its open and close times on the database's clock */
export const openNow = sql`(${s.status} = 'approved' and ${s.openAt} <= now() and now() < ${s.closeAt})`;
