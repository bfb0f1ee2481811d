import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userUrl } from './user-keys';

/** PUT /api/admin/users/{id}/reset-password-without-email → data.password, to be shown once */
export function resetUserPassword(id: number) {
  return api.put<{ password: string }>(userUrl(id, 'reset-password-without-email'));
}

export function useResetUserPassword() {
  return useMutation({ mutationFn: resetUserPassword });
}
