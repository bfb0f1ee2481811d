import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationKeys, NOTIFICATIONS_URL, startOf, type InboxParams, type InboxRow } from './notification-keys';

export const RECEIVED_URL = `${NOTIFICATIONS_URL}/received`;

/** GET /api/admin/notifications/received?type=&unread=&keyword=&start=&length= → the caller's own inbox */
export function listReceived({ page, length, type, unread, keyword }: InboxParams, signal?: AbortSignal) {
  return api.get<{ total: number; unread: number; entries: InboxRow[] }>(RECEIVED_URL, {
    query: { start: startOf(page, length), length, type, unread, keyword },
    signal,
  });
}

export function useReceivedList(params: InboxParams) {
  return useQuery({
    queryKey: notificationKeys.inbox(params),
    queryFn: ({ signal }) => listReceived(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
