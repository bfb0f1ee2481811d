import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { unitKeys, unitUrl, type UnitListParams, type UnitRow } from './unit-keys';

/** GET /api/admin/{provinces|districts|wards}?page=&length=&keyword=&province_id=&district_id=&merged= */
export function listUnits(params: UnitListParams, signal?: AbortSignal) {
  const { level, filters, ...paging } = params;
  return api.get<{ total: number; entries: UnitRow[] }>(unitUrl(level), { query: { ...paging, ...filters }, signal });
}

export function unitsQueryOptions(params: UnitListParams) {
  return queryOptions({
    queryKey: unitKeys.list(params),
    queryFn: ({ signal }) => listUnits(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useUnits(params: UnitListParams, enabled = true) {
  return useQuery({ ...unitsQueryOptions(params), enabled });
}
