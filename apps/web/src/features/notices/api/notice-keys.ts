export const NOTIFICATIONS_URL = '/api/admin/notifications';

/**
 * The bell's count and lists live under the notifications key, so a realtime event (lib/realtime) or a mark read
 * refreshes them together with the inbox screens.
 */
export const noticeKeys = {
  all: ['notifications'] as const,
  // the same key as the inbox screen's count (features/notifications): one request, both follow every mark
  unread: () => ['notifications', 'received', 'unread'] as const,
  list: (length: number) => ['notifications', 'received', 'bell', length] as const,
};
