import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffNoticeUnread } from '@console/shared/staff-notice-types';
import { api } from '../../../lib/api-client';
import { noticeKeys, STAFF_NOTICES_URL } from './notice-keys';

/** until the realtime channel pushes notices, the header asks for the count every minute */
export const UNREAD_POLL_MS = 60_000;

/** GET /api/admin/staff-notices/unread-count → data.entry.unread */
export function getUnreadNoticeCount(signal?: AbortSignal) {
  // a background poll: a navigation must not cancel it half-way
  return api.get<{ entry: StaffNoticeUnread }>(`${STAFF_NOTICES_URL}/unread-count`, { signal, cancellable: false });
}

export function unreadNoticeCountQueryOptions() {
  return queryOptions({
    queryKey: noticeKeys.unread(),
    queryFn: ({ signal }) => getUnreadNoticeCount(signal),
    staleTime: 0,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
  });
}

export function useUnreadNoticeCount() {
  return useQuery(unreadNoticeCountQueryOptions());
}
