import type { SessionUser } from '@console/shared/api-types';
import type { AppAbility } from '@console/shared/permissions';

/** ward-level users work inside their own ward: they only pick a ward when they may list wards */
export function canChooseWard(ability: AppAbility, user: SessionUser | null): boolean {
  if (!user) return false;
  return ability.can('list', 'wards') || user.role?.scope !== 'ward';
}

/** the ward a ward-level user is pinned to, or null when the user may choose */
export function pinnedWard(user: SessionUser | null): { id: number; name: string } | null {
  if (!user || user.role?.scope !== 'ward' || !user.ward_id) return null;
  return { id: user.ward_id, name: user.ward_name ?? '' };
}
