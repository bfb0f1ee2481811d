import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { api } from '../../../lib/api-client';
import { userKeys, userUrl, type UserRow } from './user-keys';

/** PUT /api/admin/users/{id}/change-status {is_active}: the wanted value, so a repeated click cannot flip twice */
export function changeUserStatus(id: number, isActive: boolean) {
  return api.put<{ entry: UserRow }>(userUrl(id, 'change-status'), { is_active: isActive });
}

export function useChangeUserStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isActive }: { id: number; isActive: boolean }) => changeUserStatus(id, isActive),
    onSuccess: (response) => {
      if (response.code === SUCCESS_CODE) return queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
