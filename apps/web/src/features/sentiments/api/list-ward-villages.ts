import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { sentimentKeys } from './sentiment-keys';

export interface VillageOption {
  id: number;
  name: string;
}

const VILLAGE_PICKER_LENGTH = 100;

/** GET /api/admin/villages?ward_id=&length=100: the villages of one ward, for the list's filter */
export function listWardVillages(wardId: number, signal?: AbortSignal) {
  return api.get<{ total: number; entries: VillageOption[] }>('/api/admin/villages', {
    query: { ward_id: wardId, length: VILLAGE_PICKER_LENGTH },
    signal,
  });
}

export function wardVillagesQueryOptions(wardId: number) {
  return queryOptions({
    queryKey: sentimentKeys.villages(wardId),
    queryFn: ({ signal }) => listWardVillages(wardId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useWardVillages(wardId: number | null | undefined, enabled = true) {
  return useQuery({ ...wardVillagesQueryOptions(wardId ?? 0), enabled: enabled && Boolean(wardId) });
}
