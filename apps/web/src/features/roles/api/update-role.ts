import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { api } from '../../../lib/api-client';
import { getSessionUser } from '../../../lib/session';
import { fetchProfile } from '../../../lib/session-profile';
import { roleKeys, roleUrl, type RoleBody, type RoleEntry } from './role-keys';

/**
 * PUT /api/admin/roles/{id} with the whole role. When it is the signed-in user's own role the session user is
 * reloaded before answering, so the menu and buttons (built from its permissions) follow without a new login.
 */
export async function updateRole(id: number, body: RoleBody) {
  const response = await api.put<{ entry: RoleEntry }>(roleUrl(id), body);
  if (response.code === SUCCESS_CODE && getSessionUser()?.role_id === id) await fetchProfile();
  return response;
}

export function useUpdateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RoleBody }) => updateRole(id, body),
    onSuccess: (response) => {
      if (response.code === SUCCESS_CODE) return queryClient.invalidateQueries({ queryKey: roleKeys.all });
    },
  });
}
