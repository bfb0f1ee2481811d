import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { api } from '../../../lib/api-client';
import { userKeys, userUrl, type UserRow } from './user-keys';

/** PATCH /api/admin/users/{id} with any subset of the user's fields (never the password) */
export function updateUser(id: number, body: Record<string, unknown>) {
  return api.patch<{ entry: UserRow }>(userUrl(id), body);
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: Record<string, unknown> }) => updateUser(id, body),
    onSuccess: (response) => {
      if (response.code === SUCCESS_CODE) return queryClient.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}
