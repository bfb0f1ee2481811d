import type { Attachment } from '@console/shared/field-kinds/attachments';
import type { NotificationStatus } from '@console/shared/forms/notification';
import { EXCEL_NOTIFICATIONS_PATH } from '../../../lib/route-paths';

// The rows of the Excel notifications API (apps/api/src/modules/notifications/excel-notification-routes.ts) and the
// query keys: every write invalidates `excelKeys.all`; a send also refreshes the general notification keys (inbox).

export const EXCEL_URL = '/api/admin/notifications-excel';

export interface ExcelNotificationRow {
  id: number;
  title: string;
  status: NotificationStatus;
  sent_at: string | null;
  receiver_count: number;
  file_name: string | null;
  valid_count: number;
  invalid_count: number;
  created_at: string;
  created_by_name: string | null;
}

export interface ExcelNotificationDetail extends ExcelNotificationRow {
  content: string;
  file: Attachment | null;
  columns: string[];
}

/** a line of the sheet as the server checked it */
export interface ExcelLine {
  line: number;
  recipient: string;
  user_id: number | null;
  full_name: string | null;
  values: Record<string, string>;
  content: string | null;
  error: string | null;
}

export interface ExcelListParams {
  page: number;
  length: number;
  keyword?: string;
}

export const excelKeys = {
  all: ['notifications-excel'] as const,
  list: (params: ExcelListParams) => ['notifications-excel', 'list', params] as const,
  detail: (id: string | number) => ['notifications-excel', 'detail', String(id)] as const,
  lines: (id: string | number, page: number, invalid: boolean) =>
    ['notifications-excel', 'detail', String(id), 'lines', page, invalid] as const,
};

export const excelUrl = (id: string | number, action?: string) =>
  `${EXCEL_URL}/${encodeURIComponent(String(id))}${action ? `/${action}` : ''}`;

export const excelPaths = {
  list: EXCEL_NOTIFICATIONS_PATH,
  create: `${EXCEL_NOTIFICATIONS_PATH}/create`,
  edit: (id: number | string) => `${EXCEL_NOTIFICATIONS_PATH}/${id}/edit`,
};
