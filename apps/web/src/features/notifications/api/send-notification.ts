import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/envelope-mutation';
import { notificationKeys, notificationUrl, type NotificationDetail } from './notification-keys';

/**
 * PATCH /api/admin/notifications/{id}/sent-status (spec §4 "send"): delivers now, or schedules a draft whose time is
 * still ahead; the message says which ('Gửi thông báo thành công tới N người nhận', 'Đã hẹn giờ gửi thông báo').
 */
export function sendNotification(id: number) {
  return api.patch<{ entry: NotificationDetail }>(notificationUrl(id, 'sent-status'));
}

export function useSendNotification() {
  return useEnvelopeMutation({ mutationFn: sendNotification, invalidates: () => [notificationKeys.all] });
}
