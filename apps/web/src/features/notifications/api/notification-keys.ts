import type { InboxEntry, UnreadCounts } from '@console/shared/notification-types';
import type { Attachment } from '@console/shared/field-kinds/attachments';
import type { NotificationStatus, NotificationType, RecipientKey } from '@console/shared/forms/notification';

// The rows of the notifications API (apps/api/src/modules/notifications/notification-schemas.ts), as the screens
// read them, and the query keys: every write invalidates `notificationKeys.all`, so lists, details and counts follow.

export const NOTIFICATIONS_URL = '/api/admin/notifications';

/** a row of GET /api/admin/notifications */
export interface NotificationRow {
  id: number;
  title: string;
  status: NotificationStatus;
  scheduled_at: string | null;
  sent_at: string | null;
  receiver_count: number;
  ward_id: number | null;
  ward_name: string | null;
  created_at: string;
  updated_at: string;
  created_by: number | null;
  created_by_name: string | null;
}

/** the recipient choice: roles, units and people (ids) */
export type RecipientChoice = Record<RecipientKey, number[]>;

/** data.entry of GET /api/admin/notifications/{id}: the choice with its names (in name order) and the read count */
export interface NotificationDetail extends NotificationRow, RecipientChoice {
  content: string;
  attachments: Attachment[];
  role_names: string[];
  province_names: string[];
  district_names: string[];
  ward_names: string[];
  village_names: string[];
  user_names: string[];
  read_count: number;
}

/** a row of GET /api/admin/notifications/{id}/receivers */
export interface ReceiverRow {
  user_id: number;
  username: string;
  full_name: string | null;
  phone: string | null;
  role_name: string;
  ward_name: string | null;
  village_name: string | null;
  read_at: string | null;
}

/** a row of the inbox, GET /api/admin/notifications/received (the shared contract, also the bell's) */
export type InboxRow = InboxEntry;

/** data.entry of GET /api/admin/notifications/received/{id} */
export interface ReceivedNotification extends InboxRow {
  content: string;
  attachments: Attachment[];
}

export type { UnreadCounts };

export interface NotificationListParams {
  page: number;
  length: number;
  keyword?: string;
  status?: NotificationStatus;
}

export interface ReceiverListParams {
  page: number;
  length: number;
  keyword?: string;
  read?: boolean;
}

export interface InboxParams {
  page: number;
  length: number;
  type: NotificationType;
  unread?: boolean;
  keyword?: string;
}

export const notificationKeys = {
  all: ['notifications'] as const,
  list: (params: NotificationListParams) => ['notifications', 'list', params] as const,
  detail: (id: string | number) => ['notifications', 'detail', String(id)] as const,
  receivers: (id: string | number, params: ReceiverListParams) =>
    ['notifications', 'detail', String(id), 'receivers', params] as const,
  recipientCount: (choice: Partial<RecipientChoice>) => ['notifications', 'recipient-count', choice] as const,
  inbox: (params: InboxParams) => ['notifications', 'received', 'list', params] as const,
  received: (id: number) => ['notifications', 'received', 'one', id] as const,
  unread: () => ['notifications', 'received', 'unread'] as const,
};

/** the API's paging: `start` is the offset of the page's first row */
export const startOf = (page: number, length: number) => (page - 1) * length;

/** /api/admin/notifications/{id}[/{action}] */
export function notificationUrl(id: string | number, action?: string): string {
  const base = `${NOTIFICATIONS_URL}/${encodeURIComponent(String(id))}`;
  return action ? `${base}/${action}` : base;
}
