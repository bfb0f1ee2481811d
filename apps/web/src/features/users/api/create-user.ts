import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/envelope-mutation';
import { userKeys, USERS_URL, type UserRow } from './user-keys';

/** POST /api/admin/users → data.password is the generated password when none was given (shown once) */
export function createUser(body: Record<string, unknown>) {
  return api.post<{ entry: UserRow; password: string | null }>(USERS_URL, body);
}

export function useCreateUser() {
  return useEnvelopeMutation({ mutationFn: createUser, invalidates: () => [userKeys.lists()] });
}
