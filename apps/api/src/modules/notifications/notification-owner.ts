import type { NotificationSource } from '@console/shared/forms/notification-excel';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { districts, notifications, wards } from '../../db/schema/index.ts';
import type { UnitScope } from '../../core/scope.ts';
import { inline, type Bind } from '../../query/prepared-shapes.ts';
import { unitColumnsInScope } from '../../query/unit-scope-sql.ts';

export interface OwnerUnits {
  provinceId: number | null;
  districtId: number | null;
  wardId: number | null;
}

/**
 * The units a notification belongs to: the sender's reach when it was written (a ward officer's: their ward, with its
 * district and province; a province officer's: the province only). Officers whose reach covers them manage it, and it
 * can only ever reach people inside them, whoever presses send and whenever the scheduler does.
 */
export async function ownerUnitsOf(db: Db | Tx, scope: UnitScope): Promise<OwnerUnits> {
  const none = { provinceId: null, districtId: null, wardId: null };
  if (scope.level === 'province') return { ...none, provinceId: scope.provinceId };
  if (scope.level === 'district') {
    const [district] = await db
      .select({ provinceId: districts.provinceId })
      .from(districts)
      .where(eq(districts.id, scope.districtId));
    return { ...none, provinceId: district?.provinceId ?? null, districtId: scope.districtId };
  }
  if (scope.level === 'ward') {
    const [ward] = await db
      .select({ provinceId: wards.provinceId, districtId: wards.districtId })
      .from(wards)
      .where(eq(wards.id, scope.wardId));
    return { provinceId: ward?.provinceId ?? null, districtId: ward?.districtId ?? null, wardId: scope.wardId };
  }
  return none;
}

/** the reach a notification's owner units stand for (the inverse of ownerUnitsOf) */
export function scopeOfOwner(owner: OwnerUnits): UnitScope {
  if (owner.wardId) return { level: 'ward', wardId: owner.wardId };
  if (owner.districtId) return { level: 'district', districtId: owner.districtId };
  if (owner.provinceId) return { level: 'province', provinceId: owner.provinceId };
  return { level: 'all' };
}

const ofOwnerUnitsIn = (scope: UnitScope, source: NotificationSource, more: (SQL | undefined)[], bind = inline) =>
  and(
    eq(notifications.type, 'general'),
    eq(notifications.source, source),
    unitColumnsInScope(
      scope,
      { provinceId: notifications.provinceId, districtId: notifications.districtId, wardId: notifications.wardId },
      bind,
    ),
    ...more,
  );

/** the general notifications a caller manages (written with the form): those of units inside their reach */
export const managedNotifications = (scope: UnitScope, ...more: (SQL | undefined)[]) =>
  ofOwnerUnitsIn(scope, 'form', more);

/** the same condition with the caller's unit as a placeholder, for a prepared statement (query/prepared-shapes.ts) */
export const managedNotificationsBound = (scope: UnitScope, bind: Bind, ...more: (SQL | undefined)[]) =>
  ofOwnerUnitsIn(scope, 'form', more, bind);

/** the Excel notifications a caller manages: the same units rule, their own list (docs/decisions.md) */
export const managedExcelNotifications = (scope: UnitScope, ...more: (SQL | undefined)[]) =>
  ofOwnerUnitsIn(scope, 'excel', more);

/** the SQL `now()` as the database sees it: one clock for every API node */
export const databaseNow = sql`now()`;
