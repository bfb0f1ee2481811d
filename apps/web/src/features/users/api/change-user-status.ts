import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/envelope-mutation';
import { userKeys, userUrl, type UserRow } from './user-keys';

/** PUT /api/admin/users/{id}/change-status {is_active}: the wanted value, so a repeated click cannot flip twice */
export function changeUserStatus(id: number, isActive: boolean) {
  return api.put<{ entry: UserRow }>(userUrl(id, 'change-status'), { is_active: isActive });
}

export function useChangeUserStatus() {
  return useEnvelopeMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) => changeUserStatus(id, isActive),
    invalidates: () => [userKeys.all],
  });
}
