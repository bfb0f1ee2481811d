import type { NotificationBody } from '@console/shared/forms/notification';
import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/envelope-mutation';
import { notificationKeys, NOTIFICATIONS_URL, type NotificationDetail } from './notification-keys';

/**
 * POST /api/admin/notifications → the new draft. The form's Idempotency-Key (one per opened form) makes a retried
 * request (a double click, a flaky link resending) answer the draft the first one made instead of a second one.
 */
export function createNotification(body: NotificationBody, idempotencyKey: string) {
  return api.post<{ entry: NotificationDetail }>(NOTIFICATIONS_URL, body, {
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useCreateNotification() {
  return useEnvelopeMutation({
    mutationFn: ({ body, idempotencyKey }: { body: NotificationBody; idempotencyKey: string }) =>
      createNotification(body, idempotencyKey),
    invalidates: () => [notificationKeys.all],
  });
}
