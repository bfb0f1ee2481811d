import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/envelope-mutation';
import { userKeys, userUrl } from './user-keys';

/** DELETE /api/admin/users/{id} */
export function deleteUser(id: number) {
  return api.delete<null>(userUrl(id));
}

export function useDeleteUser() {
  return useEnvelopeMutation({ mutationFn: deleteUser, invalidates: () => [userKeys.all] });
}
