import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/envelope-mutation';
import { notificationKeys, notificationUrl, type UnreadCounts } from './notification-keys';

/** PATCH /api/admin/notifications/{id}/read → the caller's unread counts after marking their receipt read */
export function markReceivedRead(id: number) {
  return api.patch<UnreadCounts>(notificationUrl(id, 'read'));
}

export function useMarkReceivedRead() {
  return useEnvelopeMutation({
    mutationFn: markReceivedRead,
    // the inbox's bold rows and badges; the open notification itself is unchanged
    invalidates: () => [['notifications', 'received', 'list'], notificationKeys.unread()],
  });
}
