import type { Action, Subject } from '@console/shared/domain/permissions-catalog';
import type { AppAbility } from '@console/shared/permissions';

// spec §6: unit filters the user may not search by are removed from the query (scope still applies)
const FILTER_PERMISSIONS: Record<string, { action: Action; subject: Subject }> = {
  province_id: { action: 'list', subject: 'provinces' },
  district_id: { action: 'list', subject: 'districts' },
  ward_id: { action: 'list', subject: 'wards' },
  village_id: { action: 'list', subject: 'villages' },
};

export function dropForbiddenFilters<Q extends Record<string, unknown>>(ability: AppAbility, query: Q): Q {
  const kept = { ...query };
  for (const [filter, needed] of Object.entries(FILTER_PERMISSIONS)) {
    if (kept[filter] !== undefined && !ability.can(needed.action, needed.subject)) delete kept[filter];
  }
  return kept;
}
