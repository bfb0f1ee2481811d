import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/envelope-mutation';
import { userUrl } from './user-keys';

/** PUT /api/admin/users/{id}/reset-password-without-email → data.password, to be shown once */
export function resetUserPassword(id: number) {
  return api.put<{ password: string }>(userUrl(id, 'reset-password-without-email'));
}

export function useResetUserPassword() {
  return useEnvelopeMutation({ mutationFn: resetUserPassword });
}
