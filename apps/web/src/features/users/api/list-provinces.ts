import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface UnitOption {
  id: number;
  name: string;
}

export const UNIT_PICKER_LENGTH = 100;

/** GET /api/admin/provinces?length=100: the provinces the caller reaches */
export function listProvinces(signal?: AbortSignal) {
  return api.get<{ total: number; entries: UnitOption[] }>('/api/admin/provinces', {
    query: { length: UNIT_PICKER_LENGTH },
    signal,
  });
}

export function provincesQueryOptions() {
  return queryOptions({
    queryKey: ['units', 'provinces'],
    queryFn: ({ signal }) => listProvinces(signal),
    staleTime: 5 * 60_000,
  });
}

export function useProvinces(enabled = true) {
  return useQuery({ ...provincesQueryOptions(), enabled });
}
