import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { roleKeys, roleUrl, type RoleEntry } from './role-keys';

/** GET /api/admin/roles/{id} → data.entry with its permissions */
export function getRole(id: string, signal?: AbortSignal) {
  return api.get<{ entry: RoleEntry }>(roleUrl(id), { signal });
}

export function roleQueryOptions(id: string) {
  return queryOptions({
    queryKey: roleKeys.detail(id),
    queryFn: ({ signal }) => getRole(id, signal),
    staleTime: 0,
  });
}

export function useRole(id: string) {
  return useQuery(roleQueryOptions(id));
}
