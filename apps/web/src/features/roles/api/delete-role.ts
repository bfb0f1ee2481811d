import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { api } from '../../../lib/api-client';
import { roleKeys, roleUrl } from './role-keys';

/** DELETE /api/admin/roles/{id}: refused for the built-in roles and for roles that still have users */
export function deleteRole(id: number) {
  return api.delete<null>(roleUrl(id));
}

export function useDeleteRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: (response) => {
      if (response.code === SUCCESS_CODE) return queryClient.invalidateQueries({ queryKey: roleKeys.all });
    },
  });
}
