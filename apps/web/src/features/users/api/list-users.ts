import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { userKeys, USERS_URL, type UserListParams, type UserRow } from './user-keys';

/** GET /api/admin/users?page=&length=&keyword=&sort=&order=&role_id=&ward_id=&is_active=&acc_status= */
export function listUsers(params: UserListParams, signal?: AbortSignal) {
  const { filters, ...paging } = params;
  return api.get<{ total: number; entries: UserRow[] }>(USERS_URL, { query: { ...paging, ...filters }, signal });
}

export function usersQueryOptions(params: UserListParams) {
  return queryOptions({
    queryKey: userKeys.list(params),
    queryFn: ({ signal }) => listUsers(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useUsers(params: UserListParams) {
  return useQuery(usersQueryOptions(params));
}
