import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { notificationKeys, NOTIFICATIONS_URL, type RecipientChoice } from './notification-keys';

/** POST /api/admin/notifications/recipient-count → data.total: how many active people the choice reaches */
export function countRecipients(choice: Partial<RecipientChoice>, signal?: AbortSignal) {
  return api.post<{ total: number }>(`${NOTIFICATIONS_URL}/recipient-count`, choice, { signal });
}

/** the live count beside the choice; nothing is asked while nothing is chosen */
export function useRecipientCount(choice: Partial<RecipientChoice>, enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.recipientCount(choice),
    queryFn: ({ signal }) => countRecipients(choice, signal),
    enabled,
    // the previous count stays while the next is asked, so the line does not flicker as the choice changes
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
