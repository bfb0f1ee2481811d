import { useMutation } from '@tanstack/react-query';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { api } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session';
import { disablePush, pushState } from '../../../lib/web-push';

/** POST /api/admin/logout; the session is cleared when the server answers 200 or 401 (spec §4) */
export async function logout() {
  // while the token still works: the server forgets this device, nothing more is pushed here for the one leaving
  if ((await pushState().catch(() => 'unsupported')) === 'on') await disablePush().catch(() => undefined);
  const response = await api.post<null>('/api/admin/logout', undefined, { cancellable: false });
  const loggedOut = response.code === SUCCESS_CODE || response.code === 401;
  if (loggedOut) clearSession();
  return { ...response, loggedOut };
}

export function useLogout() {
  return useMutation({ mutationFn: logout });
}
