import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { api } from '../../../lib/api-client';
import { roleKeys, ROLES_URL, type RoleBody, type RoleEntry } from './role-keys';

/** POST /api/admin/roles {field, name, scope, permissions} */
export function createRole(body: RoleBody) {
  return api.post<{ entry: RoleEntry }>(ROLES_URL, body);
}

export function useCreateRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRole,
    onSuccess: (response) => {
      if (response.code === SUCCESS_CODE) return queryClient.invalidateQueries({ queryKey: roleKeys.list() });
    },
  });
}
