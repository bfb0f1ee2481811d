import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** the unit lists a notification may name, each answered only within the caller's units by the API */
export type UnitLevel = 'provinces' | 'districts' | 'wards' | 'villages';

/** a row of GET /api/admin/{level}: the picker needs the name and, to tell same-named units apart, their parents */
export interface UnitRow {
  id: number;
  name: string;
  ward_name?: string | null;
  district_name?: string | null;
  province_name?: string | null;
  province_id?: number;
}

export const UNIT_OPTIONS_LENGTH = 50;

/** GET /api/admin/{level}?keyword=&length=50[&ward_id=]: the first units matching what is typed */
export function listRecipientUnits(level: UnitLevel, keyword: string, wardId: number | null, signal?: AbortSignal) {
  return api.get<{ total: number; entries: UnitRow[] }>(`/api/admin/${level}`, {
    query: { keyword, length: UNIT_OPTIONS_LENGTH, ward_id: level === 'villages' ? wardId : null },
    signal,
  });
}

export function useRecipientUnits(level: UnitLevel, keyword: string, wardId: number | null = null, enabled = true) {
  return useQuery({
    queryKey: ['notifications', 'units', level, keyword, wardId],
    queryFn: ({ signal }) => listRecipientUnits(level, keyword, wardId, signal),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
    enabled,
  });
}
