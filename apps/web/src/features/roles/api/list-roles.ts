import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { roleKeys, ROLES_URL, type RoleRow } from './role-keys';

/** GET /api/admin/roles → data.entries: every role with its holder and permission counts, in id order */
export function listRoles(signal?: AbortSignal) {
  return api.get<{ total: number; entries: RoleRow[] }>(ROLES_URL, { signal });
}

export function rolesQueryOptions() {
  return queryOptions({
    queryKey: roleKeys.list(),
    queryFn: ({ signal }) => listRoles(signal),
    staleTime: 0,
  });
}

export function useRoles() {
  return useQuery(rolesQueryOptions());
}
