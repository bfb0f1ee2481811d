import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { api } from '../../../lib/api-client';
import { roleKeys, roleUrl, type RoleEntry } from './role-keys';

/**
 * PUT /api/admin/roles/{id}/approve {is_approved}: the wanted value, so a repeated click cannot flip twice. A role
 * waiting for approval cannot be given to users; the built-in roles cannot lose their approval (the API refuses).
 */
export function approveRole(id: number, isApproved: boolean) {
  return api.put<{ entry: RoleEntry }>(`${roleUrl(id)}/approve`, { is_approved: isApproved });
}

export function useApproveRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isApproved }: { id: number; isApproved: boolean }) => approveRole(id, isApproved),
    onSuccess: (response) => {
      if (response.code === SUCCESS_CODE) return queryClient.invalidateQueries({ queryKey: roleKeys.all });
    },
  });
}
