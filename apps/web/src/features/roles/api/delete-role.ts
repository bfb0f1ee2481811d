import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/envelope-mutation';
import { roleKeys, roleUrl } from './role-keys';

/** DELETE /api/admin/roles/{id}: refused for the built-in roles and for roles that still have users */
export function deleteRole(id: number) {
  return api.delete<null>(roleUrl(id));
}

export function useDeleteRole() {
  return useEnvelopeMutation({ mutationFn: deleteRole, invalidates: () => [roleKeys.all] });
}
