import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface WardEntry {
  id: number;
  name: string;
  province_id: number;
  district_id: number | null;
}

/** GET /api/admin/wards/{id}: the chosen ward's name while it has no config to carry it */
export function getWard(id: number, signal?: AbortSignal) {
  return api.get<{ entry: WardEntry }>(`/api/admin/wards/${id}`, { signal });
}

export function wardQueryOptions(id: number) {
  return queryOptions({
    queryKey: ['wards', 'detail', id],
    queryFn: ({ signal }) => getWard(id, signal),
    staleTime: 5 * 60_000,
  });
}

export function useWard(id: number | null, enabled = true) {
  return useQuery({ ...wardQueryOptions(id ?? 0), enabled: enabled && id !== null });
}
