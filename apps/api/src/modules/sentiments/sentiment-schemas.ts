import type {
  SentimentCategory,
  SentimentDetail,
  SentimentListRow,
  SentimentStatusCounts,
} from '@console/shared/sentiment-types';
import { z } from 'zod';

// Response schemas of the staff sentiment routes: every field declared (OpenAPI shows them, fast-json-stringify writes
// exactly these), typed against the shared response shapes the screens use.

const id = z.number();
const time = z.string().nullable();
const status = z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5)]);
const result = z.union([z.literal(3), z.literal(4)]);
const action = z.enum([
  'receive',
  'update',
  'extend',
  'complete',
  'mark_overdue',
  'archive',
  'reopen',
  'change_active',
  'delete',
  'evaluate',
]);

export const ZSentimentListRow = z.object({
  id,
  title: z.string(),
  status,
  category_id: id,
  category_name: z.string(),
  active: z.boolean(),
  result_sentiment: result.nullable(),
  time_start: time,
  time_finish: time,
  time_reply: time,
  province_id: id,
  district_id: id.nullable(),
  ward_id: id,
  ward_name: z.string(),
  village_id: id.nullable(),
  village_name: z.string().nullable(),
  reporter_name: z.string().nullable(),
  seconds_left: z.number().nullable(),
  extension_count: z.number(),
  archived_at: time,
  created_at: z.string(),
}) satisfies z.ZodType<SentimentListRow>;

const ZAttachment = z.object({ id, path: z.string(), name: z.string(), type: z.enum(['image', 'video', 'file']) });

const ZTimelineEvent = z.object({
  id,
  action: z.union([action, z.literal('submit')]),
  actor_id: id.nullable(),
  actor_name: z.string(),
  from_status: status.nullable(),
  to_status: status.nullable(),
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
  created_at: z.string(),
});

export const ZSentimentDetail = ZSentimentListRow.extend({
  content: z.string(),
  content_update: z.string().nullable(),
  content_reply: z.string().nullable(),
  address: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  reporter_id: id.nullable(),
  guest_phone: z.string().nullable(),
  received_at: time,
  attachments: z.array(ZAttachment),
  media_result: z.array(ZAttachment),
  evaluation: z
    .object({
      point: z.union([z.literal(1), z.literal(2), z.literal(3)]),
      content_evaluate: z.string().nullable(),
      created_at: z.string(),
    })
    .nullable(),
  timeline: z.array(ZTimelineEvent),
  allowed_actions: z.array(action),
}) satisfies z.ZodType<SentimentDetail>;

export const ZStatusCounts = z.object({
  1: z.number(),
  2: z.number(),
  3: z.number(),
  4: z.number(),
  5: z.number(),
  all: z.number(),
}) satisfies z.ZodType<SentimentStatusCounts>;

export const ZSentimentCategory = z.object({
  id,
  name: z.string(),
  sla_days: z.number(),
}) satisfies z.ZodType<SentimentCategory>;
