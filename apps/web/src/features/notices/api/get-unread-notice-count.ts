import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UnreadCounts } from '@console/shared/notification-types';
import { api } from '../../../lib/api-client';
import { noticeKeys, NOTIFICATIONS_URL } from './notice-keys';

/** a fallback when the realtime channel is down (a proxy without WebSocket): the count is asked every minute */
export const UNREAD_POLL_MS = 60_000;

/** GET /api/admin/notifications/unread-count → data {general, individual, total} */
export function getUnreadNoticeCount(signal?: AbortSignal) {
  // a background poll: a navigation must not cancel it half-way
  return api.get<UnreadCounts>(`${NOTIFICATIONS_URL}/unread-count`, { signal, cancellable: false });
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
