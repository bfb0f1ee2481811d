import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScopeLevel } from '@console/shared/domain/roles';
import { api } from '../../../lib/api-client';
import { userKeys, USERS_URL } from './user-keys';

export interface GrantableRole {
  id: number;
  field: string;
  name: string;
  scope: ScopeLevel;
  /** false: waiting for approval, shown in the picker but refused by the API */
  is_approved: boolean;
}

/** GET /api/admin/users/grantable-roles: only the roles the caller may give (needs create on users) */
export function listGrantableRoles(signal?: AbortSignal) {
  return api.get<{ total: number; entries: GrantableRole[] }>(`${USERS_URL}/grantable-roles`, { signal });
}

export function grantableRolesQueryOptions() {
  return queryOptions({
    queryKey: userKeys.grantableRoles(),
    queryFn: ({ signal }) => listGrantableRoles(signal),
    staleTime: 0,
  });
}

export function useGrantableRoles(enabled = true) {
  return useQuery({ ...grantableRolesQueryOptions(), enabled });
}
