import type { NotificationType } from './forms/notification.ts';

/** one row of a person's inbox (GET /api/admin/notifications/received, /api/admin/ind-notifications) */
export interface InboxEntry {
  id: number;
  type: NotificationType;
  title: string;
  /** where an individual notice opens, when it is not about an item */
  link: string | null;
  /** the item a notice is about, and its state now (it may have moved on since), to open the right screen */
  sentiment_id: number | null;
  sentiment_status: number | null;
  sentiment_received: boolean;
  sent_at: string | null;
  sender_name: string | null;
  read_at: string | null;
}

/** GET /api/admin/notifications/unread-count, and the answer of every "mark read": counted up to UNREAD_COUNT_CAP */
export interface UnreadCounts {
  general: number;
  individual: number;
  total: number;
}
