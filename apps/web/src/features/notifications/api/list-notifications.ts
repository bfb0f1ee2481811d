import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import {
  notificationKeys,
  NOTIFICATIONS_URL,
  startOf,
  type NotificationListParams,
  type NotificationRow,
} from './notification-keys';

/** GET /api/admin/notifications?start=&length=&keyword=&status= → the notifications of the caller's units */
export function listNotifications({ page, length, keyword, status }: NotificationListParams, signal?: AbortSignal) {
  return api.get<{ total: number; entries: NotificationRow[] }>(NOTIFICATIONS_URL, {
    query: { start: startOf(page, length), length, keyword, status },
    signal,
  });
}

export function notificationsQueryOptions(params: NotificationListParams) {
  return queryOptions({
    queryKey: notificationKeys.list(params),
    queryFn: ({ signal }) => listNotifications(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useNotifications(params: NotificationListParams) {
  return useQuery(notificationsQueryOptions(params));
}
