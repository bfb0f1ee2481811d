import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys, userUrl, type UserRow } from './user-keys';

/** GET /api/admin/users/{id} → data.entry */
export function getUser(id: string, signal?: AbortSignal) {
  return api.get<{ entry: UserRow }>(userUrl(id), { signal });
}

export function userQueryOptions(id: string) {
  return queryOptions({
    queryKey: userKeys.detail(id),
    queryFn: ({ signal }) => getUser(id, signal),
    staleTime: 0,
  });
}

export function useUser(id: string) {
  return useQuery(userQueryOptions(id));
}
