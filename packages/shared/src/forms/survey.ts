import { z } from 'zod';
import { ZSurveySections } from '../surveys/survey-definition.ts';
import type { FieldDefs } from '../validation/field-defs.ts';
import { objectSchema } from '../validation/zod-fields.ts';

// A survey as the console writes it (issue 14; spec §2 surveys, §4, §7 Surveys): its text, its questions
// (surveys/survey-definition.ts), who answers, when, and how. The API parses the body with ZSurveyBody and the
// screen checks with it.

export const SURVEY_FIELDS = {
  title: { label: 'Tiêu đề', kind: 'text', required: true, max: 255 },
  description: { label: 'Mô tả', kind: 'richtext' },
  open_at: { label: 'Thời gian mở', kind: 'datetime', required: true },
  close_at: { label: 'Thời gian đóng', kind: 'datetime', required: true },
  anonymous: { label: 'Trả lời ẩn danh', kind: 'boolean', default: false, help: 'Không lưu người trả lời' },
  multiple_responses: { label: 'Cho phép trả lời nhiều lần', kind: 'boolean', default: false },
  max_responses: { label: 'Số phiếu tối đa', kind: 'number', integer: true, max: 10_000_000 },
  ward_ids: { label: 'Xã/phường', kind: 'references', max: 500 },
  village_ids: { label: 'Thôn/xóm', kind: 'references', max: 1_000 },
  role_ids: { label: 'Vai trò', kind: 'references', max: 14 },
} as const satisfies FieldDefs;

export const CLOSE_BEFORE_OPEN_MESSAGE = 'Thời gian đóng phải sau thời gian mở';
export const APPROVED_IS_LOCKED_MESSAGE =
  'Khảo sát đã duyệt, không thể sửa câu hỏi; chỉ có thể đóng sớm hoặc gia hạn thời gian đóng';
export const SURVEY_NOT_OPEN_MESSAGE = 'Khảo sát chưa mở hoặc đã đóng';
export const SURVEY_FULL_MESSAGE = 'Khảo sát đã đủ số phiếu';
export const ALREADY_ANSWERED_MESSAGE = 'Bạn đã trả lời khảo sát này';
export const NOT_IN_AUDIENCE_MESSAGE = 'Khảo sát này không dành cho bạn';

const closeAfterOpen = (body: { open_at?: string | null; close_at?: string | null }, ctx: z.RefinementCtx) => {
  if (body.open_at && body.close_at && new Date(body.close_at) <= new Date(body.open_at))
    ctx.addIssue({ code: 'custom', message: CLOSE_BEFORE_OPEN_MESSAGE, path: ['close_at'] });
};

/** POST /api/admin/surveys and PUT …/{id} of a draft: the whole survey */
export const ZSurveyBody = objectSchema(SURVEY_FIELDS)
  .extend({ sections: ZSurveySections })
  .superRefine(closeAfterOpen);
export type SurveyBody = z.infer<typeof ZSurveyBody>;

/** PUT …/{id} of an approved survey: only its close time moves (closing early or extending) */
export const ZApprovedSurveyBody = objectSchema({ close_at: SURVEY_FIELDS.close_at });

/** a survey's life: written (draft), approved (answered between its open and close times) */
export const SURVEY_STATUSES = { draft: 'Nháp', approved: 'Đã duyệt' } as const;
export type SurveyStatus = keyof typeof SURVEY_STATUSES;
