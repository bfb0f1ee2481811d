import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffNotice } from '@console/shared/staff-notice-types';
import { api } from '../../../lib/api-client';
import { noticeKeys, STAFF_NOTICES_URL } from './notice-keys';

/** GET /api/admin/staff-notices?length= → the newest notices of the caller's units, each with `read` for the caller */
export function listStaffNotices(length: number, signal?: AbortSignal) {
  return api.get<{ total: number; entries: StaffNotice[] }>(STAFF_NOTICES_URL, {
    query: { length },
    signal,
    cancellable: false,
  });
}

export function staffNoticesQueryOptions(length: number) {
  return queryOptions({
    queryKey: noticeKeys.list(length),
    queryFn: ({ signal }) => listStaffNotices(length, signal),
    staleTime: 0,
  });
}

/** fetched when the dropdown opens (and again at each opening) */
export function useStaffNotices(length: number, enabled: boolean) {
  // "Xem thêm" asks for a longer page: the shorter one stays on screen meanwhile
  return useQuery({ ...staffNoticesQueryOptions(length), enabled, placeholderData: keepPreviousData });
}
