import { notificationKeys, NOTIFICATIONS_URL } from '../../notifications/api/notification-keys';

export { NOTIFICATIONS_URL };

/**
 * The bell's count and lists live under the notifications key, so a realtime event (lib/realtime) or a mark read
 * refreshes them together with the inbox screens.
 */
export const noticeKeys = {
  all: ['notifications'] as const,
  // the inbox screen's own key: the tabs and the badge are one query, and every mark refreshes both
  unread: notificationKeys.unread,
  list: (length: number) => ['notifications', 'received', 'bell', length] as const,
};
