import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationKeys, type ReceivedNotification } from './notification-keys';
import { RECEIVED_URL } from './list-received';

/** GET /api/admin/notifications/received/{id} → one notification as its receiver reads it (text, files) */
export function getReceived(id: number, signal?: AbortSignal) {
  return api.get<{ entry: ReceivedNotification }>(`${RECEIVED_URL}/${id}`, { signal });
}

export function useReceived(id: number | null) {
  return useQuery({
    queryKey: notificationKeys.received(id ?? 0),
    queryFn: ({ signal }) => getReceived(id ?? 0, signal),
    enabled: id !== null,
    staleTime: 60_000,
  });
}
