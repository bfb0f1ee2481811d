import type { SessionUser } from '@console/shared/api-types';
import type { AppAbility } from '@console/shared/permissions';

/** ward-level users work inside their own ward; wider staff pick a ward when they may list wards (spec §6) */
export function canChooseWard(ability: AppAbility, user: SessionUser | null): boolean {
  if (!user) return false;
  return user.role?.scope !== 'ward' && ability.can('list', 'wards');
}

/** the ward a ward-level user is pinned to, or null when the user may choose */
export function pinnedWard(user: SessionUser | null): { id: number; name: string } | null {
  if (!user || user.role?.scope !== 'ward' || !user.ward_id) return null;
  return { id: user.ward_id, name: user.ward_name ?? '' };
}
