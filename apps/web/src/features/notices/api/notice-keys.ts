export const STAFF_NOTICES_URL = '/api/admin/staff-notices';

/** the count and the lists live under one key, so marking notices read refreshes both */
export const noticeKeys = {
  all: ['staff-notices'] as const,
  unread: () => ['staff-notices', 'unread'] as const,
  list: (length: number) => ['staff-notices', 'list', length] as const,
};
