import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/envelope-mutation';
import { appUserKeys, APP_USERS_URL, type AppUserRow } from './app-user-keys';

/** PUT /api/admin/app-users/approve/{id}: acc_status 3 (spec §3), refused while the identity is incomplete */
export function approveAppUser(id: number) {
  return api.put<{ entry: AppUserRow }>(`${APP_USERS_URL}/approve/${encodeURIComponent(String(id))}`);
}

export function useApproveAppUser() {
  return useEnvelopeMutation({ mutationFn: approveAppUser, invalidates: () => [appUserKeys.all] });
}
