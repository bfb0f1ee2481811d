import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

export interface WardOption {
  id: number;
  code: string;
  name: string;
  province_id: number;
  district_id: number | null;
  province_name: string;
  district_name: string | null;
}

/** 'Xã Bát Xát — Tỉnh Lào Cai': same-named wards of different provinces (or districts) must be told apart */
export function wardLabel(ward: WardOption, showProvince: boolean): string {
  const parents = [ward.district_name, showProvince ? ward.province_name : null].filter(Boolean);
  return parents.length ? `${ward.name} — ${parents.join(', ')}` : ward.name;
}

export const WARD_PICKER_LENGTH = 50;

/** GET /api/admin/wards?keyword=&length=50: only the caller's units come back */
export function listWards(keyword: string, signal?: AbortSignal) {
  return api.get<{ total?: number; entries: WardOption[] }>('/api/admin/wards', {
    query: { keyword, length: WARD_PICKER_LENGTH },
    signal,
  });
}

export function wardsQueryOptions(keyword: string) {
  return queryOptions({
    queryKey: ['wards', 'picker', keyword],
    queryFn: ({ signal }) => listWards(keyword, signal),
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
}

export function useWards(keyword: string, enabled = true) {
  return useQuery({ ...wardsQueryOptions(keyword), enabled });
}

/** GET /api/admin/wards/{id}: the name of a chosen ward that is not among the picker's first results */
export function useWardName(id: number | null | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['wards', 'one', id],
    queryFn: ({ signal }) => api.get<{ entry: WardOption }>(`/api/admin/wards/${id}`, { signal }),
    enabled: enabled && typeof id === 'number',
    staleTime: 5 * 60_000,
  });
}
