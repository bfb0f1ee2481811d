import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_PAGE_LENGTH } from '@console/shared/domain/limits';
import { api } from '../../../lib/api-client';
import { unitKeys } from './unit-keys';

/** a row of GET /api/admin/ward-mergers (the audit rows of past mergers, newest first) */
export interface WardMergerRow {
  id: number;
  created_at: string;
  actor: { id: number; username: string; full_name: string | null } | null;
  from_wards: { id: number; name: string }[];
  into_ward: { id: number; name: string };
  moved: Record<string, number>;
}

export function listWardMergers(page: number, signal?: AbortSignal) {
  return api.get<{ total: number; entries: WardMergerRow[] }>('/api/admin/ward-mergers', {
    query: { page, length: DEFAULT_PAGE_LENGTH },
    signal,
  });
}

export function wardMergersQueryOptions(page: number) {
  return queryOptions({
    queryKey: unitKeys.mergerPage(page),
    queryFn: ({ signal }) => listWardMergers(page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useWardMergers(page: number) {
  return useQuery(wardMergersQueryOptions(page));
}
