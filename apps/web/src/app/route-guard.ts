import { redirect } from 'react-router';
import type { RequiredPermission } from '@console/shared/api-types';
import { cancelAllRequests } from '../lib/api-client';
import { ensureProfile } from '../lib/session-profile';
import { getToken } from '../lib/session';

export const LOGIN_PATH = '/auth/login';
import { FORBIDDEN_PATH } from '../lib/route-paths';

export { FORBIDDEN_PATH };

/** public screens: only the first step of the guard, cancelling what the previous screen left in flight */
export function publicLoader() {
  cancelAllRequests('cancel');
  return null;
}

/**
 * spec §6 navigation guard: cancel in-flight requests; no token → login; load the profile (once) or go to login;
 * then the route's {action, subject} must be allowed, else the 403 page.
 */
export function protectedLoader(permission?: RequiredPermission) {
  return async () => {
    cancelAllRequests('cancel');
    if (!getToken()) throw redirect(LOGIN_PATH);
    const user = await ensureProfile();
    if (!user) throw redirect(LOGIN_PATH);
    // CASL comes with the first protected screen, not with the login page
    const { canAccess, defineAbilityFor } = await import('@console/shared/permissions');
    if (!canAccess(defineAbilityFor(user), permission)) throw redirect(FORBIDDEN_PATH);
    return null;
  };
}
