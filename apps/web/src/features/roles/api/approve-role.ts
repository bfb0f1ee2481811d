import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/envelope-mutation';
import { roleKeys, roleUrl, type RoleEntry } from './role-keys';

/**
 * PUT /api/admin/roles/{id}/approve {is_approved}: the wanted value, so a repeated click cannot flip twice. A role
 * waiting for approval cannot be given to users; the built-in roles cannot lose their approval (the API refuses).
 */
export function approveRole(id: number, isApproved: boolean) {
  return api.put<{ entry: RoleEntry }>(`${roleUrl(id)}/approve`, { is_approved: isApproved });
}

export function useApproveRole() {
  return useEnvelopeMutation({
    mutationFn: ({ id, isApproved }: { id: number; isApproved: boolean }) => approveRole(id, isApproved),
    invalidates: () => [roleKeys.all],
  });
}
