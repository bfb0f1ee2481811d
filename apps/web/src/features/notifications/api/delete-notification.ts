import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/envelope-mutation';
import { notificationKeys, notificationUrl } from './notification-keys';

/** DELETE /api/admin/notifications/{id}: only while unsent (else 400 'Thông báo đã gửi, không thể sửa hoặc xoá') */
export function deleteNotification(id: number) {
  return api.delete<null>(notificationUrl(id));
}

export function useDeleteNotification() {
  return useEnvelopeMutation({ mutationFn: deleteNotification, invalidates: () => [notificationKeys.all] });
}
