import { z } from 'zod';
import { UPLOAD_MAX_FILES } from '../domain/limits.ts';
import type { FieldDefs } from '../validation/field-defs.ts';
import { objectSchema } from '../validation/zod-fields.ts';

// General notifications (issue 13; spec §1, §2, §4, §7 "Notifications"): an officer writes a notice, chooses who gets
// it by role and unit or person by person, and sends it; each recipient reads it in their inbox. The API parses the
// body with these schemas and the screen checks with them, so both show the same Vietnamese message.

/** how many of each recipient list one notification may name */
export const RECIPIENT_LIMITS = {
  role_ids: 14,
  province_ids: 34,
  district_ids: 200,
  ward_ids: 500,
  village_ids: 1_000,
  user_ids: 1_000,
} as const;
export type RecipientKey = keyof typeof RECIPIENT_LIMITS;
export const RECIPIENT_KEYS = Object.keys(RECIPIENT_LIMITS) as RecipientKey[];

export const NOTIFICATION_FIELDS = {
  title: { label: 'Tiêu đề', kind: 'text', required: true, max: 255 },
  content: { label: 'Nội dung', kind: 'richtext', required: true },
  attachments: { label: 'Tệp đính kèm', kind: 'attachments', maxFiles: UPLOAD_MAX_FILES },
  role_ids: { label: 'Vai trò', kind: 'references', max: RECIPIENT_LIMITS.role_ids },
  province_ids: { label: 'Tỉnh/thành phố', kind: 'references', max: RECIPIENT_LIMITS.province_ids },
  district_ids: { label: 'Quận/huyện', kind: 'references', max: RECIPIENT_LIMITS.district_ids },
  ward_ids: { label: 'Xã/phường', kind: 'references', max: RECIPIENT_LIMITS.ward_ids },
  village_ids: { label: 'Thôn/xóm', kind: 'references', max: RECIPIENT_LIMITS.village_ids },
  user_ids: { label: 'Người nhận', kind: 'references', max: RECIPIENT_LIMITS.user_ids },
  scheduled_at: { label: 'Thời gian gửi', kind: 'datetime' },
} as const satisfies FieldDefs;

export const NO_RECIPIENT_MESSAGE = 'Vui lòng chọn người nhận thông báo';
export const RECIPIENT_OUTSIDE_MESSAGE = 'Người nhận phải thuộc đơn vị bạn quản lý';
export const SENT_IS_FINAL_MESSAGE = 'Thông báo đã gửi, không thể sửa hoặc xoá';
export const SCHEDULE_IN_PAST_MESSAGE = 'Thời gian gửi phải sau thời điểm hiện tại';
export const NO_RECEIVER_FOUND_MESSAGE = 'Không có người nhận nào phù hợp với lựa chọn';

const recipientsChosen = (body: Partial<Record<RecipientKey, number[] | null | undefined>>) =>
  RECIPIENT_KEYS.some((key) => (body[key]?.length ?? 0) > 0);

const ZFields = objectSchema(NOTIFICATION_FIELDS);

/** POST /api/admin/notifications and PUT …/{id} (the whole draft is sent again) */
export const ZNotificationBody = ZFields.refine(recipientsChosen, {
  message: NO_RECIPIENT_MESSAGE,
  path: ['user_ids'],
});
export type NotificationBody = z.infer<typeof ZNotificationBody>;

/** POST /api/admin/users/list: who a choice of roles, units and people reaches (a count and the first page) */
export const ZRecipientChoice = objectSchema({
  role_ids: NOTIFICATION_FIELDS.role_ids,
  province_ids: NOTIFICATION_FIELDS.province_ids,
  district_ids: NOTIFICATION_FIELDS.district_ids,
  ward_ids: NOTIFICATION_FIELDS.ward_ids,
  village_ids: NOTIFICATION_FIELDS.village_ids,
  user_ids: NOTIFICATION_FIELDS.user_ids,
});
export type RecipientChoice = z.infer<typeof ZRecipientChoice>;

/**
 * The unread counts stop at this number: the bell shows '99+' beyond 99 anyway, and counting 80,000 unread notices of
 * a province on every page would cost a quarter of a second each time (docs/benchmarks.md).
 */
export const UNREAD_COUNT_CAP = 100;

/** a notification's life: written (draft), waiting for its time (scheduled), delivered (sent) */
export const NOTIFICATION_STATUSES = {
  draft: 'Nháp',
  scheduled: 'Chờ gửi',
  sent: 'Đã gửi',
} as const;
export type NotificationStatus = keyof typeof NOTIFICATION_STATUSES;

/** the inbox's two kinds (spec §7: mark-all-read?type=general, mark-as-read?type=individual) */
export const NOTIFICATION_TYPES = { general: 'Thông báo chung', individual: 'Thông báo cá nhân' } as const;
export type NotificationType = keyof typeof NOTIFICATION_TYPES;
