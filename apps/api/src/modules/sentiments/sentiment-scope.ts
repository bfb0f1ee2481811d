import type { SessionUser } from '@console/shared/api-types';
import { VILLAGE_ROLE_ID } from '@console/shared/domain/roles';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { inline, type Bind } from '../../crud/prepared-shapes.ts';
import { wardColumnInScope } from '../../crud/unit-scope-sql.ts';
import { sentiments } from '../../db/schema/index.ts';
import type { UnitScope } from '../auth/scope.ts';

export interface SentimentCaller {
  user: SessionUser;
  scope: UnitScope;
}

/** spec §6: the hamlet officer (role id 8) */
export const isVillageOfficer = (user: Pick<SessionUser, 'role_id'>) => user.role_id === VILLAGE_ROLE_ID;

/**
 * The items a caller reaches: those of their units (scope), and for a hamlet officer only those reported in their own
 * hamlet — items without a hamlet belong to the ward's staff, and a hamlet officer without a hamlet sees nothing
 * (like any user without a unit).
 */
export function sentimentsInScope(caller: SentimentCaller, bind: Bind = inline): SQL | undefined {
  const units = wardColumnInScope(caller.scope, sentiments.wardId, bind);
  if (!isVillageOfficer(caller.user)) return units;
  const villageId = caller.user.village_id;
  if (!villageId) return sql`false`;
  return and(units, eq(sentiments.villageId, bind('scope_village', villageId)));
}

/** the scope's shape for the prepared-statement cache: level, and whether the hamlet rule applies */
export const scopeShape = (caller: SentimentCaller) =>
  `${caller.scope.level}${isVillageOfficer(caller.user) ? (caller.user.village_id ? '+village' : '+novillage') : ''}`;
