import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { UNIT_PICKER_LENGTH, type UnitOption } from './list-provinces';

/** GET /api/admin/districts?length=100: the districts the caller reaches (none in a two-level data set) */
export function listDistricts(signal?: AbortSignal) {
  return api.get<{ total: number; entries: UnitOption[] }>('/api/admin/districts', {
    query: { length: UNIT_PICKER_LENGTH },
    signal,
  });
}

export function districtsQueryOptions() {
  return queryOptions({
    queryKey: ['units', 'districts'],
    queryFn: ({ signal }) => listDistricts(signal),
    staleTime: 5 * 60_000,
  });
}

export function useDistricts(enabled = true) {
  return useQuery({ ...districtsQueryOptions(), enabled });
}
