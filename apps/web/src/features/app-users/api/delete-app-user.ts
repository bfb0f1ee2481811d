import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/envelope-mutation';
import { appUserKeys, appUserUrl } from './app-user-keys';

/** DELETE /api/admin/app-users/{id} */
export function deleteAppUser(id: number) {
  return api.delete<null>(appUserUrl(id));
}

export function useDeleteAppUser() {
  return useEnvelopeMutation({ mutationFn: deleteAppUser, invalidates: () => [appUserKeys.all] });
}
