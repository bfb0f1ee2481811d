import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/envelope-mutation';
import { userKeys, userUrl, type UserRow } from './user-keys';

/** PATCH /api/admin/users/{id} with any subset of the user's fields (never the password) */
export function updateUser(id: number, body: Record<string, unknown>) {
  return api.patch<{ entry: UserRow }>(userUrl(id), body);
}

export function useUpdateUser() {
  return useEnvelopeMutation({
    mutationFn: ({ id, body }: { id: number; body: Record<string, unknown> }) => updateUser(id, body),
    invalidates: () => [userKeys.all],
  });
}
