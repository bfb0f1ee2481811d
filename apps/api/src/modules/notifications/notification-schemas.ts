import { NOTIFICATION_STATUSES, NOTIFICATION_TYPES } from '@console/shared/forms/notification';
import { formatMessage } from '@console/shared/validation/messages';
import { z } from 'zod';
import { ZBooleanParam, ZIdList, ZPaging } from '../../query/list-params.ts';

const statusKeys = Object.keys(NOTIFICATION_STATUSES) as [keyof typeof NOTIFICATION_STATUSES];
const typeKeys = Object.keys(NOTIFICATION_TYPES) as [keyof typeof NOTIFICATION_TYPES];
const ZType = z.enum(typeKeys, { error: formatMessage('Loại thông báo') });
const ZAttachment = z.object({ name: z.string(), path: z.string(), size: z.number().optional() });
const ids = z.array(z.number());
const names = z.array(z.string());

export const ZNotificationQuery = ZPaging.extend({
  status: z.enum(statusKeys, { error: formatMessage('Trạng thái') }).optional(),
});
export const ZReceiverQuery = ZPaging.extend({ read: ZBooleanParam('Đã đọc') });
export const ZInboxQuery = ZPaging.extend({ type: ZType.optional(), unread: ZBooleanParam('Chưa đọc') });
/** spec §7: PATCH mark-all-read?type=general and mark-as-read?type=individual */
export const ZMarkQuery = z.object({ type: ZType.optional() });
/** the receipts to mark; none given: every unread one of the kind */
export const ZMarkBody = z.object({ ids: ZIdList('Thông báo', 1_000).optional() });

export const ZNotificationRow = z.object({
  id: z.number(),
  title: z.string(),
  status: z.enum(statusKeys),
  scheduled_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  receiver_count: z.number(),
  ward_id: z.number().nullable(),
  ward_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  created_by: z.number().nullable(),
  created_by_name: z.string().nullable(),
});

export const ZNotificationDetail = ZNotificationRow.extend({
  content: z.string(),
  attachments: z.array(ZAttachment),
  role_ids: ids,
  province_ids: ids,
  district_ids: ids,
  ward_ids: ids,
  village_ids: ids,
  user_ids: ids,
  role_names: names,
  province_names: names,
  district_names: names,
  ward_names: names,
  village_names: names,
  user_names: names,
  read_count: z.number(),
  updated_by: z.number().nullable(),
});

export const ZReceiverRow = z.object({
  user_id: z.number(),
  username: z.string(),
  full_name: z.string().nullable(),
  phone: z.string().nullable(),
  role_name: z.string(),
  ward_name: z.string().nullable(),
  village_name: z.string().nullable(),
  read_at: z.string().nullable(),
});

export const ZInboxRow = z.object({
  id: z.number(),
  type: ZType,
  title: z.string(),
  link: z.string().nullable(),
  sentiment_id: z.number().nullable(),
  sentiment_status: z.number().nullable(),
  sentiment_received: z.boolean(),
  sent_at: z.string().nullable(),
  sender_name: z.string().nullable(),
  read_at: z.string().nullable(),
});
export const ZReceived = ZInboxRow.extend({ content: z.string(), attachments: z.array(ZAttachment) });

export const ZInboxList = z.object({ total: z.number(), unread: z.number(), entries: z.array(ZInboxRow) });
export const ZUnreadCounts = z.object({ general: z.number(), individual: z.number(), total: z.number() });
export const ZRecipientCount = z.object({ total: z.number() });
