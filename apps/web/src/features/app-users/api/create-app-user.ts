import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/envelope-mutation';
import { appUserKeys, APP_USERS_URL, type AppUserRow } from './app-user-keys';

/** POST /api/admin/app-users → data.password is the generated password when none was given (shown once) */
export function createAppUser(body: Record<string, unknown>) {
  return api.post<{ entry: AppUserRow; password: string | null }>(APP_USERS_URL, body);
}

export function useCreateAppUser() {
  return useEnvelopeMutation({ mutationFn: createAppUser, invalidates: () => [appUserKeys.lists()] });
}
