import { z } from 'zod';
import type { FieldDefs } from '../validation/field-defs.ts';
import { requiredMessage } from '../validation/messages.ts';
import { objectSchema } from '../validation/zod-fields.ts';

// Excel notifications (issue 13; spec §1 "notifications-excel"): an officer uploads a sheet of recipients (column A:
// phone number or username) with personal columns, writes a text with {{placeholders}} named after those columns, sees
// which lines cannot be sent and why, and sends: each valid line's person receives the text filled with their values.

/** where a notification came from: the form's recipient choice, or an uploaded sheet */
export const NOTIFICATION_SOURCES = ['form', 'excel'] as const;
export type NotificationSource = (typeof NOTIFICATION_SOURCES)[number];

/** the most data lines one sheet may hold */
export const EXCEL_NOTIFICATION_MAX_LINES = 100_000;
/** the most columns read (A is the recipient; the rest are values for the placeholders) */
export const EXCEL_NOTIFICATION_MAX_COLUMNS = 30;

export const NOTIFICATION_EXCEL_FIELDS = {
  title: { label: 'Tiêu đề', kind: 'text', required: true, max: 255 },
  content: { label: 'Nội dung', kind: 'textarea', required: true, max: 5_000 },
  file: { label: 'Tệp danh sách người nhận', kind: 'attachments', maxFiles: 1 },
} as const satisfies FieldDefs;

/** POST /api/admin/notifications-excel and PATCH …/{id}: the whole draft, with the sheet to read */
export const ZNotificationExcelBody = objectSchema(NOTIFICATION_EXCEL_FIELDS).refine(
  (body) => (body.file?.length ?? 0) === 1,
  { message: requiredMessage(NOTIFICATION_EXCEL_FIELDS.file.label), path: ['file'] },
);
export type NotificationExcelBody = z.infer<typeof ZNotificationExcelBody>;

/** `{{ ho_ten }}` → 'ho_ten': letters (Vietnamese ones too), digits and underscores */
export const PLACEHOLDER = /\{\{\s*([\p{L}\p{N}_]+)\s*\}\}/gu;

/** the column names a text uses, each once, in order of first use */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]))];
}

/** the text with each placeholder replaced by the line's value */
export function fillPlaceholders(text: string, values: Record<string, string>): string {
  return text.replace(PLACEHOLDER, (_, name: string) => values[name] ?? '');
}

// why a line cannot be sent (shown beside its number in the preview)
export const LINE_ERRORS = {
  emptyRecipient: 'Chưa nhập số điện thoại hoặc tên đăng nhập',
  unknownPerson: 'Không tìm thấy tài khoản có số điện thoại hoặc tên đăng nhập này',
  ambiguousPhone: 'Số điện thoại thuộc nhiều tài khoản, hãy dùng tên đăng nhập',
  outsideUnits: 'Người nhận không thuộc đơn vị bạn quản lý',
  locked: 'Tài khoản đang bị khoá',
  duplicate: (firstLine: number) => `Trùng người nhận với dòng ${firstLine}`,
  missingColumn: (name: string) => `Nội dung dùng {{${name}}} nhưng tệp không có cột "${name}"`,
  emptyValue: (name: string) => `Cột "${name}" đang để trống`,
} as const;

export const EXCEL_TOO_MANY_LINES_MESSAGE = `Tệp có quá ${EXCEL_NOTIFICATION_MAX_LINES.toLocaleString('vi-VN')} dòng, vui lòng chia nhỏ tệp`;
export const EXCEL_UNREADABLE_MESSAGE = 'Không đọc được tệp Excel này, vui lòng dùng tệp .xlsx theo mẫu';
export const EXCEL_TOO_LARGE_MESSAGE = 'Tệp Excel quá lớn để đọc';
export const EXCEL_EMPTY_MESSAGE = 'Tệp không có dòng người nhận nào (dòng 1 là tiêu đề cột)';
export const EXCEL_NOTHING_TO_SEND_MESSAGE = 'Không có dòng hợp lệ nào để gửi';
