import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { api } from '../../../lib/api-client';
import { userKeys, userUrl } from './user-keys';

/** DELETE /api/admin/users/{id} */
export function deleteUser(id: number) {
  return api.delete<null>(userUrl(id));
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: (response) => {
      if (response.code === SUCCESS_CODE) return queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
