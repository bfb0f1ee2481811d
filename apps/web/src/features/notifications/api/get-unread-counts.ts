import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationKeys, NOTIFICATIONS_URL, type UnreadCounts } from './notification-keys';

/** GET /api/admin/notifications/unread-count → {general, individual, total}: the tabs' badges */
export function getUnreadCounts(signal?: AbortSignal) {
  return api.get<UnreadCounts>(`${NOTIFICATIONS_URL}/unread-count`, { signal });
}

export function useUnreadCounts() {
  return useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => getUnreadCounts(signal),
    staleTime: 0,
  });
}
