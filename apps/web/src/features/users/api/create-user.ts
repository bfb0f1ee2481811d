import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { api } from '../../../lib/api-client';
import { userKeys, USERS_URL, type UserRow } from './user-keys';

/** POST /api/admin/users → data.password is the generated password when none was given (shown once) */
export function createUser(body: Record<string, unknown>) {
  return api.post<{ entry: UserRow; password: string | null }>(USERS_URL, body);
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: (response) => {
      if (response.code === SUCCESS_CODE) return queryClient.invalidateQueries({ queryKey: userKeys.lists() });
    },
  });
}
