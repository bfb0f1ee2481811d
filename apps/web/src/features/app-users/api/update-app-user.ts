import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/envelope-mutation';
import { appUserKeys, appUserUrl, type AppUserRow } from './app-user-keys';

/** PUT /api/admin/app-users/{id}: identity, contact and units (never the role, the login name or the password) */
export function updateAppUser(id: number, body: Record<string, unknown>) {
  return api.put<{ entry: AppUserRow }>(appUserUrl(id), body);
}

export function useUpdateAppUser() {
  return useEnvelopeMutation({
    mutationFn: ({ id, body }: { id: number; body: Record<string, unknown> }) => updateAppUser(id, body),
    invalidates: () => [appUserKeys.all],
  });
}
