import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import {
  notificationKeys,
  notificationUrl,
  startOf,
  type ReceiverListParams,
  type ReceiverRow,
} from './notification-keys';

/** GET /api/admin/notifications/{id}/receivers?start=&length=&keyword=&read= → who it reached, and when each read it */
export function listReceivers(id: string, { page, length, keyword, read }: ReceiverListParams, signal?: AbortSignal) {
  return api.get<{ total: number; entries: ReceiverRow[] }>(notificationUrl(id, 'receivers'), {
    query: { start: startOf(page, length), length, keyword, read },
    signal,
  });
}

export function useReceivers(id: string, params: ReceiverListParams, enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.receivers(id, params),
    queryFn: ({ signal }) => listReceivers(id, params, signal),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 0,
  });
}
