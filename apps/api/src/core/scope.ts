import type { SessionUser } from '@console/shared/api-types';

/** the geographic reach of a user: rows of units outside it are invisible to them */
export type UnitScope =
  | { level: 'all' }
  | { level: 'province'; provinceId: number }
  | { level: 'district'; districtId: number }
  | { level: 'ward'; wardId: number }
  | { level: 'none' };

/**
 * The role says at which level the user works; the user's own units say which one. When the user lacks a unit at
 * that level the next narrower unit they have is used, never a wider one (a district officer in the two-level data
 * set, which has no districts, works on their ward).
 */
export function scopeOf(user: Pick<SessionUser, 'role' | 'province_id' | 'district_id' | 'ward_id'>): UnitScope {
  const level = user.role.scope;
  if (level === 'all') return { level: 'all' };
  if (level === 'province' && user.province_id) return { level: 'province', provinceId: user.province_id };
  if ((level === 'province' || level === 'district') && user.district_id)
    return { level: 'district', districtId: user.district_id };
  if (user.ward_id) return { level: 'ward', wardId: user.ward_id };
  return { level: 'none' };
}
