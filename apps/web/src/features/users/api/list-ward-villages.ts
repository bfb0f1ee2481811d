import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { UNIT_PICKER_LENGTH, type UnitOption } from './list-provinces';

/** GET /api/admin/villages?ward_id=&length=100: the villages of one ward */
export function listWardVillages(wardId: number, signal?: AbortSignal) {
  return api.get<{ total: number; entries: UnitOption[] }>('/api/admin/villages', {
    query: { ward_id: wardId, length: UNIT_PICKER_LENGTH },
    signal,
  });
}

export function wardVillagesQueryOptions(wardId: number) {
  return queryOptions({
    queryKey: ['units', 'villages', wardId],
    queryFn: ({ signal }) => listWardVillages(wardId, signal),
    staleTime: 0,
  });
}

export function useWardVillages(wardId: number | null | undefined) {
  return useQuery({ ...wardVillagesQueryOptions(wardId ?? 0), enabled: Boolean(wardId) });
}
