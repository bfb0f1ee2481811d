import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** a row of POST /api/admin/users/list: the few columns a recipient list needs */
export interface PersonRow {
  id: number;
  username: string;
  full_name: string | null;
  phone: string | null;
  role_id: number;
  ward_id: number | null;
}

export const PEOPLE_OPTIONS_LENGTH = 20;

/**
 * POST /api/admin/users/list?length=20 {keyword} (spec §7, the notification recipients' list): the active users of the
 * caller's units matching a name, user name or phone. Without `length` the API answers up to 100,000 rows.
 */
export function searchPeople(keyword: string, signal?: AbortSignal) {
  return api.post<{ total: number; entries: PersonRow[] }>(
    '/api/admin/users/list',
    { keyword: keyword || undefined },
    { query: { length: PEOPLE_OPTIONS_LENGTH }, signal },
  );
}

export function usePeopleSearch(keyword: string, enabled: boolean) {
  return useQuery({
    queryKey: ['notifications', 'people', keyword],
    queryFn: ({ signal }) => searchPeople(keyword, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled,
  });
}
