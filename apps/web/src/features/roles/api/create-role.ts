import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/envelope-mutation';
import { roleKeys, ROLES_URL, type RoleBody, type RoleEntry } from './role-keys';

/** POST /api/admin/roles {field, name, scope, permissions} */
export function createRole(body: RoleBody) {
  return api.post<{ entry: RoleEntry }>(ROLES_URL, body);
}

export function useCreateRole() {
  return useEnvelopeMutation({ mutationFn: createRole, invalidates: () => [roleKeys.list()] });
}
