import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { InboxEntry } from '@console/shared/notification-types';
import { api } from '../../../lib/api-client';
import { noticeKeys, NOTIFICATIONS_URL } from './notice-keys';

/** GET /api/admin/notifications/received?length= → the newest of what reached the caller, of both kinds */
export function listInbox(length: number, signal?: AbortSignal) {
  return api.get<{ total: number; unread: number; entries: InboxEntry[] }>(`${NOTIFICATIONS_URL}/received`, {
    query: { length },
    signal,
    cancellable: false,
  });
}

export function inboxQueryOptions(length: number) {
  return queryOptions({
    queryKey: noticeKeys.list(length),
    queryFn: ({ signal }) => listInbox(length, signal),
    staleTime: 0,
  });
}

/** fetched when the dropdown opens (and again at each opening) */
export function useInbox(length: number, enabled: boolean) {
  // "Xem thêm" asks for a longer page: the shorter one stays on screen meanwhile
  return useQuery({ ...inboxQueryOptions(length), enabled, placeholderData: keepPreviousData });
}
