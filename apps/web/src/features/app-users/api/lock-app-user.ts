import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/envelope-mutation';
import { appUserKeys, appUserUrl, type AppUserRow } from './app-user-keys';

/** PUT /api/admin/app-users/{id}/lock {locked}: the wanted state, so a repeated click cannot flip twice */
export function lockAppUser(id: number, locked: boolean) {
  return api.put<{ entry: AppUserRow }>(appUserUrl(id, 'lock'), { locked });
}

export function useLockAppUser() {
  return useEnvelopeMutation({
    mutationFn: ({ id, locked }: { id: number; locked: boolean }) => lockAppUser(id, locked),
    invalidates: () => [appUserKeys.all],
  });
}
