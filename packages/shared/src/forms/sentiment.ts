import { z } from 'zod';
import { isSafeText } from '../validation/safe-text.ts';
import { idSchema, strictNumber } from '../validation/zod-numbers.ts';
import { isSentinelDate, vietnamDay } from '../dates.ts';
import { UPLOAD_MAX_FILES } from '../domain/limits.ts';
import {
  REPLY_BLANK,
  SENTIMENT_CATEGORIES,
  SENTIMENT_RATINGS,
  SENTIMENT_RESULT_OPTIONS,
} from '../domain/sentiments.ts';
import { FORMAT_PATTERNS, normalisePhone } from '../validation/formats.ts';
import { formatMessage, requiredMessage, tooLongMessage } from '../validation/messages.ts';

// Request bodies of the sentiment workflow (spec §5 "Sentiment forms"); the API parses with them and the screens
// check with them before the confirmation prompt, so both show the same Vietnamese message.

export const SENTIMENT_LABELS = {
  title: 'Tiêu đề',
  content: 'Nội dung phản ánh',
  category_id: 'Lĩnh vực',
  active: 'Quyền bảo mật',
  time_start: 'Ngày bắt đầu',
  time_finish: 'Hạn xử lý',
  content_update: 'Nội dung cập nhật',
  result_sentiment: 'Kết quả',
  content_reply: 'Nội dung xử lý',
  media_result: 'Tệp đính kèm',
  point: 'Mức độ hài lòng',
  content_evaluate: 'Nhận xét',
  ward_id: 'Xã/phường',
  village_id: 'Thôn/xóm',
  address: 'Địa chỉ',
  lat: 'Vĩ độ',
  lng: 'Kinh độ',
  guest_name: 'Họ và tên',
  guest_phone: 'Số điện thoại',
  attachments: 'Tệp đính kèm',
  reason: 'Lý do',
  extension_reason: 'Lý do gia hạn',
} as const;

export const START_AFTER_DEADLINE_MESSAGE = 'Ngày bắt đầu không được lớn hơn hạn xử lý';
export const CONFIDENTIALITY_REQUIRED_MESSAGE = 'Quyền bảo mật không được bỏ trống';
export const REPLY_REQUIRED_MESSAGE = 'Vui lòng nhập nội dung xử lý';
export const beforeTodayMessage = (label: string) => `${label} không được trước ngày hôm nay`;
export const tooManyFilesMessage = `Chỉ được đính kèm tối đa ${UPLOAD_MAX_FILES} tệp`;

const L = SENTIMENT_LABELS;
const text = (label: string, max: number) =>
  z
    .string({ error: (issue) => (issue.input == null ? requiredMessage(label) : formatMessage(label)) })
    .refine(isSafeText, formatMessage(label))
    .trim()
    .min(1, requiredMessage(label))
    .max(max, tooLongMessage(label, max));
const optionalText = (label: string, max: number) =>
  z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .string({ error: formatMessage(label) })
      .refine(isSafeText, formatMessage(label))
      .trim()
      .max(max, tooLongMessage(label, max))
      .nullish(),
  );

const ISO_UTC = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/;
/** spec §5: an instant sent as UTC ISO with Z; the sentinels read as empty */
function instant(label: string, required: true): z.ZodType<string>;
function instant(label: string, required: false): z.ZodType<string | null>;
function instant(label: string, required: boolean): z.ZodType<string | null> {
  const value = z
    .string({ error: (issue) => (issue.input == null ? requiredMessage(label) : formatMessage(label)) })
    .regex(ISO_UTC, formatMessage(label))
    .refine((v) => !Number.isNaN(Date.parse(v)), formatMessage(label))
    .transform((v) => new Date(v).toISOString());
  const empty = (v: unknown) =>
    v === undefined || v === null || v === '' || (typeof v === 'string' && isSentinelDate(v));
  return z.preprocess((v) => (empty(v) ? null : v), required ? value : value.nullable()) as z.ZodType<string | null>;
}
const requiredInstant = (label: string) => instant(label, true);
const optionalInstant = (label: string) => instant(label, false);

const choice = <T extends number>(label: string, values: readonly T[]) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z.any().superRefine((v, ctx) => {
      if (v === undefined || v === null || v === '') ctx.addIssue({ code: 'custom', message: requiredMessage(label) });
      else if (!values.includes(v)) ctx.addIssue({ code: 'custom', message: formatMessage(label) });
    }),
  ) as unknown as z.ZodType<T>;

const startNotAfterDeadline = (
  body: { time_start?: string | null; time_finish?: string | null },
  ctx: z.RefinementCtx,
) => {
  if (body.time_start && body.time_finish && body.time_start > body.time_finish) {
    ctx.addIssue({ code: 'custom', message: START_AFTER_DEADLINE_MESSAGE, path: ['time_finish'] });
  }
};

const CATEGORY_IDS = SENTIMENT_CATEGORIES.map((c) => c.id);
const filePaths = (label: string) =>
  z
    .array(
      z
        .string({ error: formatMessage(label) })
        .min(1, formatMessage(label))
        .max(500, formatMessage(label)),
      {
        error: formatMessage(label),
      },
    )
    .max(UPLOAD_MAX_FILES, tooManyFilesMessage);

const receiveFields = {
  title: text(L.title, 255),
  time_start: requiredInstant(L.time_start),
  time_finish: requiredInstant(L.time_finish),
};
const confidentiality = z.boolean({ error: CONFIDENTIALITY_REQUIRED_MESSAGE });

/**
 * PUT /api/admin/sentiments/{id}/receive. Spec §7 lists the call's body without `active`: left out, the item keeps its
 * confidentiality; sent, it must be a boolean (null or anything else gets the spec's confidentiality message).
 */
export const ZReceiveBody = z
  .object({ ...receiveFields, active: confidentiality.optional() })
  .superRefine(startNotAfterDeadline);
export type ReceiveBody = z.infer<typeof ZReceiveBody>;
/** the receive screen (spec §5): its confidentiality selector always holds a choice, so there it is required */
export const ZReceiveForm = z.object({ ...receiveFields, active: confidentiality }).superRefine(startNotAfterDeadline);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * spec §3: the forms send the category as an object; `category: {id}` stands for `category_id` and gets its checks and
 * messages. Both sent with different ids: refused with the category's format message.
 */
function categoryFromObject(input: unknown, ctx: z.RefinementCtx) {
  if (!isPlainObject(input) || input.category === undefined) return input;
  const { category, ...rest } = input;
  const id = isPlainObject(category) ? category.id : category;
  if (isBlank(rest.category_id)) return { ...rest, category_id: id };
  if (!isBlank(id) && String(id).trim() !== String(rest.category_id).trim()) {
    ctx.addIssue({ code: 'custom', message: formatMessage(L.category_id), path: ['category'] });
    return z.NEVER;
  }
  return rest;
}

/**
 * PUT /api/admin/sentiments/{id}/update: an empty deadline arrives as the sentinel and means "none". Moving an
 * existing deadline is an extension and needs `extension_reason` (domain/sentiments.ts deadlineRefusal: the rule
 * depends on the stored deadline, so it is checked beside this body, by the API and by the screen). The category comes
 * as `category_id` or as `category: {id}` (categoryFromObject).
 */
export const ZUpdateBody = z.preprocess(
  categoryFromObject,
  z
    .object({
      title: text(L.title, 255),
      content: text(L.content, 5_000),
      category_id: choice(L.category_id, CATEGORY_IDS),
      time_start: optionalInstant(L.time_start),
      content_update: text(L.content_update, 5_000),
      time_finish: optionalInstant(L.time_finish),
      extension_reason: optionalText(L.extension_reason, 1_000),
    })
    .superRefine(startNotAfterDeadline),
);
export type UpdateBody = z.infer<typeof ZUpdateBody>;

/** rich text counts as written when it has words and no longer holds the template's blank */
export function isReplyWritten(html: string | null | undefined): boolean {
  if (!html) return false;
  const words = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .trim();
  return words.length > 0 && !html.includes(REPLY_BLANK);
}

/** PUT /api/admin/sentiments/{id}/complete */
export const ZCompleteBody = z.object({
  result_sentiment: choice(
    L.result_sentiment,
    SENTIMENT_RESULT_OPTIONS.map((o) => o.value),
  ),
  content_reply: z
    .string({ error: REPLY_REQUIRED_MESSAGE })
    .max(100_000, tooLongMessage(L.content_reply, 100_000))
    .refine(isReplyWritten, REPLY_REQUIRED_MESSAGE),
  media_result: filePaths(L.media_result).default([]),
});
export type CompleteBody = z.infer<typeof ZCompleteBody>;

/** PUT /api/admin/sentiments/{id}/change-status: the one manual move, reopening a finished item */
export const ZChangeStatusBody = z.object({
  status: choice('Trạng thái', [2] as const),
  reason: optionalText(L.reason, 1_000),
});

/** PUT /api/admin/sentiments/{id}/change-active: without a body the flag flips */
export const ZChangeActiveBody = z
  .object({ active: z.boolean({ error: formatMessage(L.active) }).optional() })
  .nullish();

export const ROLE_CATEGORIES_LABEL = 'Lĩnh vực phản ánh';
/**
 * PUT /api/admin/roles/{id}/sentiment-categories: the categories a role handles; an empty list means every category.
 * Ids in any order, repeated ones counted once, sorted.
 */
export const ZRoleSentimentCategoriesBody = z.object({
  category_ids: z
    .array(choice(ROLE_CATEGORIES_LABEL, CATEGORY_IDS), {
      error: (issue) =>
        issue.input == null ? requiredMessage(ROLE_CATEGORIES_LABEL) : formatMessage(ROLE_CATEGORIES_LABEL),
    })
    .max(CATEGORY_IDS.length * 2, formatMessage(ROLE_CATEGORIES_LABEL))
    .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
});
export type RoleSentimentCategoriesBody = z.infer<typeof ZRoleSentimentCategoriesBody>;

/** PUT /api/web/sentiments/{id}/evaluate */
export const ZEvaluateBody = z.object({
  point: choice(
    L.point,
    SENTIMENT_RATINGS.map((r) => r.point),
  ),
  content_evaluate: optionalText(L.content_evaluate, 1_000),
});
export type EvaluateBody = z.infer<typeof ZEvaluateBody>;

const coordinate = (label: string, limit: number) =>
  z.preprocess((v) => (v === '' ? null : v), strictNumber(label, { min: -limit, max: limit }).nullish());

/** POST /api/web/sentiments: a resident signed in, or a guest who gives a name and a phone number */
export const ZSubmitBody = z.object({
  title: text(L.title, 255),
  content: text(L.content, 5_000),
  category_id: choice(L.category_id, CATEGORY_IDS),
  ward_id: z.preprocess((v, ctx) => {
    if (v !== undefined && v !== null && v !== '') return v;
    ctx.addIssue({ code: 'custom', message: requiredMessage(L.ward_id) });
    return z.NEVER;
  }, idSchema(L.ward_id)),
  village_id: idSchema(L.village_id).nullish(),
  address: optionalText(L.address, 500),
  lat: coordinate(L.lat, 90),
  lng: coordinate(L.lng, 180),
  active: z.boolean({ error: formatMessage(L.active) }).default(true),
  attachments: filePaths(L.attachments).default([]),
  guest_name: optionalText(L.guest_name, 100),
  guest_phone: z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .string({ error: formatMessage(L.guest_phone) })
      .trim()
      .regex(FORMAT_PATTERNS.phone, formatMessage(L.guest_phone))
      .transform(normalisePhone)
      .nullish(),
  ),
});
export type SubmitBody = z.infer<typeof ZSubmitBody>;

/** a new or changed date must not lie before today in Vietnam (the pickers refuse those days too) */
export function isBeforeToday(iso: string, now = new Date()): boolean {
  return (vietnamDay(iso) ?? '') < (vietnamDay(now) ?? '');
}
