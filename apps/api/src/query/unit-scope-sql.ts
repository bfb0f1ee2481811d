import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { wards } from '../db/schema/index.ts';
import { AppError } from '../lib/app-error.ts';
import { formatMessage } from '@console/shared/validation/messages';
import type { UnitScope } from '../core/scope.ts';
import { inline, type Bind } from './prepared-shapes.ts';

/** row condition for a table whose rows belong to a ward: keeps only the caller's units (undefined = everything) */
export function wardColumnInScope(scope: UnitScope, wardIdColumn: AnyColumn, bind: Bind = inline): SQL | undefined {
  switch (scope.level) {
    case 'all':
      return undefined;
    case 'ward':
      return eq(wardIdColumn, bind('scope_unit', scope.wardId));
    case 'district':
      return inArray(
        wardIdColumn,
        sql`(select id from wards where district_id = ${bind('scope_unit', scope.districtId)})`,
      );
    case 'province':
      return inArray(
        wardIdColumn,
        sql`(select id from wards where province_id = ${bind('scope_unit', scope.provinceId)})`,
      );
    case 'none':
      return sql`false`;
  }
}

/** the unit a scope's condition binds as `scope_unit` (wardColumnInScope, unitColumnsInScope); none for 'all', 'none' */
export function scopeUnitId(scope: UnitScope): number | undefined {
  if (scope.level === 'ward') return scope.wardId;
  if (scope.level === 'district') return scope.districtId;
  if (scope.level === 'province') return scope.provinceId;
  return undefined;
}

/** rows that carry their own province, district and ward columns (wards themselves, users) */
export function unitColumnsInScope(
  scope: UnitScope,
  columns: { provinceId: AnyColumn; districtId: AnyColumn; wardId: AnyColumn },
  bind: Bind = inline,
): SQL | undefined {
  switch (scope.level) {
    case 'all':
      return undefined;
    case 'ward':
      return eq(columns.wardId, bind('scope_unit', scope.wardId));
    case 'district':
      return eq(columns.districtId, bind('scope_unit', scope.districtId));
    case 'province':
      return eq(columns.provinceId, bind('scope_unit', scope.provinceId));
    case 'none':
      return sql`false`;
  }
}

/** the condition on the wards table itself */
export const wardsInScope = (scope: UnitScope) =>
  unitColumnsInScope(scope, { provinceId: wards.provinceId, districtId: wards.districtId, wardId: wards.id });

/** a ward chosen in a form must exist (400) and lie inside the caller's units (403) */
export async function assertWardInScope(db: Db, scope: UnitScope, wardId: number, label = 'Xã/phường') {
  const [ward] = await db
    .select({ id: wards.id, inScope: sql<boolean>`${wardsInScope(scope) ?? sql`true`}` })
    .from(wards)
    .where(and(eq(wards.id, wardId)));
  if (!ward) throw new AppError('VALIDATION', formatMessage(label));
  if (!ward.inScope) throw new AppError('OUT_OF_SCOPE');
}
