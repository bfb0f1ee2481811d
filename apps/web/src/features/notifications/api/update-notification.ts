import type { NotificationBody } from '@console/shared/forms/notification';
import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/envelope-mutation';
import { notificationKeys, notificationUrl, type NotificationDetail } from './notification-keys';

/** PUT /api/admin/notifications/{id} with the whole draft; a scheduled one goes back to a draft (sent again to confirm) */
export function updateNotification(id: number, body: NotificationBody) {
  return api.put<{ entry: NotificationDetail }>(notificationUrl(id), body);
}

export function useUpdateNotification() {
  return useEnvelopeMutation({
    mutationFn: ({ id, body }: { id: number; body: NotificationBody }) => updateNotification(id, body),
    invalidates: () => [notificationKeys.all],
  });
}
