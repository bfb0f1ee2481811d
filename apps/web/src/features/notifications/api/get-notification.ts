import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationKeys, notificationUrl, type NotificationDetail } from './notification-keys';

/** GET /api/admin/notifications/{id} → data.entry: the text, the choice with its names, the read count */
export function getNotification(id: string, signal?: AbortSignal) {
  return api.get<{ entry: NotificationDetail }>(notificationUrl(id), { signal });
}

export function notificationQueryOptions(id: string) {
  return queryOptions({
    queryKey: notificationKeys.detail(id),
    queryFn: ({ signal }) => getNotification(id, signal),
    staleTime: 0,
  });
}

export function useNotification(id: string | undefined) {
  return useQuery({ ...notificationQueryOptions(id ?? ''), enabled: Boolean(id) });
}
