import { SENTIMENT_STATUS_OPTIONS } from '@console/shared/domain/sentiments';
import { formatMessage } from '@console/shared/validation/messages';
import { strictInteger } from '@console/shared/validation/zod-numbers';
import { z } from 'zod';
import { ZPaging } from '../../query/list-params.ts';

// Response shapes of the citizen side (/api/web/sentiments). They carry nothing about the reporter: a resident sees
// their own items, and anyone signed in sees public finished ones without who sent them.

const ZAttachment = z.object({
  id: z.number(),
  path: z.string(),
  name: z.string(),
  type: z.enum(['image', 'video', 'file']),
});

/** a row of GET /api/web/sentiments (my sentiments) */
export const ZCitizenSentimentRow = z.object({
  id: z.number(),
  title: z.string(),
  status: z.number(),
  category_id: z.number(),
  category_name: z.string(),
  ward_id: z.number(),
  ward_name: z.string(),
  village_name: z.string().nullable(),
  active: z.boolean(),
  /** 3 processed, 4 not processed: the result banner */
  result_sentiment: z.number().nullable(),
  time_finish: z.string().nullable(),
  time_reply: z.string().nullable(),
  created_at: z.string(),
  evaluated: z.boolean(),
  /** the first photo, for the list's thumbnail */
  thumbnail: z.string().nullable(),
});
export type CitizenSentimentRow = z.infer<typeof ZCitizenSentimentRow>;

export const ZEvaluation = z.object({
  point: z.number(),
  content_evaluate: z.string().nullable(),
  created_at: z.string(),
});

/** GET /api/web/sentiments/{id}, and the answer of a submission */
export const ZCitizenSentimentDetail = ZCitizenSentimentRow.extend({
  content: z.string(),
  /** where the problem is: shown to the reporter only */
  address: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  content_reply: z.string().nullable(),
  attachments: z.array(ZAttachment),
  media_result: z.array(ZAttachment),
  evaluation: ZEvaluation.nullable(),
  /** the caller sent it */
  is_mine: z.boolean(),
  /** the caller may rate it now (the reporter, once, after status 3 or 4) */
  can_evaluate: z.boolean(),
});
export type CitizenSentimentDetail = z.infer<typeof ZCitizenSentimentDetail>;

const STATUSES = SENTIMENT_STATUS_OPTIONS.map((o) => o.value) as number[];
export const ZMySentimentsQuery = ZPaging.pick({ start: true, page: true, length: true }).extend({
  status: strictInteger('Trạng thái')
    .refine((v) => STATUSES.includes(v), formatMessage('Trạng thái'))
    .optional(),
});
export type MySentimentsQuery = z.infer<typeof ZMySentimentsQuery>;
