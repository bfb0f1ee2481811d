import type { RequiredPermission } from './api-types.ts';

/** what happened; each kind is shown only to staff who hold the permission of what it is about */
export const STAFF_NOTICE_KINDS = {
  sentiment_overdue: { action: 'list', subject: 'sentiments' },
} as const satisfies Record<string, RequiredPermission>;
export type StaffNoticeKind = keyof typeof STAFF_NOTICE_KINDS;

/** GET /api/admin/staff-notices: one notice for the staff of a ward, with whether the caller has read it */
export interface StaffNotice {
  id: number;
  kind: StaffNoticeKind;
  message: string;
  ward_id: number;
  sentiment_id: number | null;
  /** the item's status now (it may have moved on since the notice), to open the right screen */
  sentiment_status: number | null;
  /** whether the item was received: an overdue item opens its processing options once received */
  sentiment_received: boolean;
  created_at: string;
  read: boolean;
}

/**
 * The unread count stops at this number: the bell shows '99+' beyond 99 anyway, and counting 80,000 unread notices of a
 * province every minute would cost a quarter of a second each time (docs/benchmarks.md).
 */
export const UNREAD_COUNT_CAP = 100;

/** GET /api/admin/staff-notices/unread-count, and the answer of PATCH /api/admin/staff-notices/read */
export interface StaffNoticeUnread {
  /** at most UNREAD_COUNT_CAP */
  unread: number;
}
