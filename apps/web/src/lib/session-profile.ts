import type { SessionUser } from '@console/shared/api-types';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { api } from './api-client';
import { clearSession, getSessionUser, getToken, setSessionUser } from './session';

let pending: Promise<SessionUser | null> | null = null;

/** GET /api/admin/profile; anything but 200 logs the user out (spec §4 Profile load) */
export async function fetchProfile(): Promise<SessionUser | null> {
  // the guard cancels in-flight requests before each navigation: its own profile load must survive that
  const response = await api.get<{ entry: SessionUser }>('/api/admin/profile', { cancellable: false });
  if (response.code !== SUCCESS_CODE || !response.data?.entry) {
    clearSession();
    return null;
  }
  setSessionUser(response.data.entry);
  return response.data.entry;
}

/** no token: not logged in; already loaded with a role: no request; otherwise one shared request */
export function ensureProfile(): Promise<SessionUser | null> {
  if (!getToken()) return Promise.resolve(null);
  const user = getSessionUser();
  if (user?.role) return Promise.resolve(user);
  pending ??= fetchProfile().finally(() => {
    pending = null;
  });
  return pending;
}
