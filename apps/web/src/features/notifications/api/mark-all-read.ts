import type { NotificationType } from '@console/shared/forms/notification';
import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/envelope-mutation';
import { notificationKeys, NOTIFICATIONS_URL, type UnreadCounts } from './notification-keys';

/** PATCH /api/admin/notifications/mark-all-read?type= without ids: every unread one of that kind */
export function markAllRead(type: NotificationType) {
  return api.patch<UnreadCounts>(`${NOTIFICATIONS_URL}/mark-all-read`, undefined, { query: { type } });
}

export function useMarkAllRead() {
  return useEnvelopeMutation({
    mutationFn: markAllRead,
    invalidates: () => [['notifications', 'received'], notificationKeys.unread()],
  });
}
