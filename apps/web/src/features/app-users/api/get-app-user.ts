import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { appUserKeys, appUserUrl, type AppUserDetail } from './app-user-keys';

/** GET /api/admin/app-users/{id} → data.entry (404 for a staff account or another unit's resident) */
export function getAppUser(id: string, signal?: AbortSignal) {
  return api.get<{ entry: AppUserDetail }>(appUserUrl(id), { signal });
}

export function appUserQueryOptions(id: string) {
  return queryOptions({
    queryKey: appUserKeys.detail(id),
    queryFn: ({ signal }) => getAppUser(id, signal),
    staleTime: 0,
  });
}

export function useAppUser(id: string) {
  return useQuery(appUserQueryOptions(id));
}
