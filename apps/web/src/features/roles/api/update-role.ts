import { api } from '../../../lib/api-client';
import { successOf, useEnvelopeMutation } from '../../../lib/envelope-mutation';
import { getSessionUser } from '../../../lib/session';
import { fetchProfile } from '../../../lib/session-profile';
import { roleKeys, roleUrl, type RoleBody, type RoleEntry } from './role-keys';

/**
 * PUT /api/admin/roles/{id} with the whole role. When it is the signed-in user's own role the session user is
 * reloaded before answering, so the menu and buttons (built from its permissions) follow without a new login. A
 * refusal rejects with EnvelopeError.
 */
export async function updateRole(id: number, body: RoleBody) {
  const response = await successOf(api.put<{ entry: RoleEntry }>(roleUrl(id), body));
  if (getSessionUser()?.role_id === id) await fetchProfile();
  return response;
}

export function useUpdateRole() {
  return useEnvelopeMutation({
    mutationFn: ({ id, body }: { id: number; body: RoleBody }) => updateRole(id, body),
    invalidates: () => [roleKeys.all],
  });
}
