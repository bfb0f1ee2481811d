import { SURVEY_STATUSES } from '@console/shared/forms/survey';
import { formatMessage } from '@console/shared/validation/messages';
import { z } from 'zod';
import { ZOptionalId, ZPaging } from '../../query/list-params.ts';
import { strictBoolean } from '@console/shared/validation/zod-numbers';
import { fieldSchema } from '@console/shared/validation/zod-fields';

const statusKeys = Object.keys(SURVEY_STATUSES) as [keyof typeof SURVEY_STATUSES];

export const ZSurveyQuery = ZPaging.extend({
  status: z.enum(statusKeys, { error: formatMessage('Trạng thái') }).optional(),
});
export const ZApproveQuery = z.object({ notify: strictBoolean('Gửi thông báo', { fromQuery: true }).optional() });
export const ZStatisticQuery = z.object({
  ward_id: ZOptionalId('Xã/phường'),
  // the shared date kind: a day that exists, else the Vietnamese format message (never PostgreSQL's refusal)
  from: fieldSchema({ label: 'Từ ngày', kind: 'date' }) as z.ZodType<string | null | undefined>,
  to: fieldSchema({ label: 'Đến ngày', kind: 'date' }) as z.ZodType<string | null | undefined>,
});
/** POST /api/web/surveys/{id}/responses: each answer by its question's key (surveys/survey-answers.ts reads them) */
export const ZResponseBody = z.object({
  answers: z.record(z.string(), z.unknown(), { error: formatMessage('Câu trả lời') }),
});

export const ZSurveyRow = z.object({
  id: z.number(),
  title: z.string(),
  status: z.enum(statusKeys),
  open_at: z.string(),
  close_at: z.string(),
  anonymous: z.boolean(),
  max_responses: z.number().nullable(),
  response_count: z.number(),
  question_count: z.number(),
  ward_id: z.number().nullable(),
  ward_name: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  created_by_name: z.string().nullable(),
});

export const ZSurvey = ZSurveyRow.extend({
  description: z.string().nullable(),
  sections: z.unknown(),
  multiple_responses: z.boolean(),
  ward_ids: z.array(z.number()),
  village_ids: z.array(z.number()),
  role_ids: z.array(z.number()),
  approved_at: z.string().nullable(),
  approved_by_name: z.string().nullable(),
});

export const ZSurveyDetail = ZSurvey.extend({
  questions: z.array(z.object({ key: z.string(), title: z.string(), kind: z.string(), answered: z.number() })),
});

export const ZReceiverSurvey = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  sections: z.unknown(),
  open_at: z.string(),
  close_at: z.string(),
  anonymous: z.boolean(),
  multiple_responses: z.boolean(),
});
export const ZResidentSurvey = ZReceiverSurvey.extend({ answered: z.boolean() });

const ZOptionCount = z.object({ key: z.string(), label: z.string(), count: z.number(), percent: z.number() });
export const ZStatistic = z.object({
  responses: z.number(),
  days: z.array(z.object({ day: z.string(), count: z.number() })),
  questions: z.array(
    z.object({
      key: z.string(),
      title: z.string(),
      kind: z.string(),
      answered: z.number(),
      options: z.array(ZOptionCount),
      rows: z.array(z.object({ key: z.string(), label: z.string(), options: z.array(ZOptionCount) })).optional(),
      average: z.number().nullable(),
    }),
  ),
});

export const ZTextAnswersQuery = ZStatisticQuery.merge(ZPaging).extend({
  question: z
    .string({ error: formatMessage('Câu hỏi') })
    .regex(/^[a-z0-9_-]{1,40}$/i, { error: formatMessage('Câu hỏi') }),
});
export const ZTextAnswer = z.object({
  id: z.number(),
  text: z.string(),
  ward_id: z.number().nullable(),
  created_at: z.string(),
});
