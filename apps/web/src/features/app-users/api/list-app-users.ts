import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { appUserKeys, APP_USERS_URL, type AppUserListParams, type AppUserRow } from './app-user-keys';

/** GET /api/admin/app-users?page=&length=&keyword=&sort=&order=&acc_status=&locked=&ward_id=&village_id= */
export function listAppUsers(params: AppUserListParams, signal?: AbortSignal) {
  const { filters, ...paging } = params;
  return api.get<{ total: number; entries: AppUserRow[] }>(APP_USERS_URL, { query: { ...paging, ...filters }, signal });
}

export function appUsersQueryOptions(params: AppUserListParams) {
  return queryOptions({
    queryKey: appUserKeys.list(params),
    queryFn: ({ signal }) => listAppUsers(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useAppUsers(params: AppUserListParams) {
  return useQuery(appUsersQueryOptions(params));
}
