import type { SurveyStatus } from '@console/shared/forms/survey';
import type { SurveySection } from '@console/shared/surveys/survey-definition';

// The rows of the surveys API (apps/api/src/modules/surveys/survey-schemas.ts), as the screens read them, and the
// query keys: every write invalidates `surveyKeys.all`, so the list, the survey and its statistic follow.

export const SURVEYS_URL = '/api/admin/surveys';

/** a row of GET /api/admin/surveys */
export interface SurveyRow {
  id: number;
  title: string;
  status: SurveyStatus;
  open_at: string;
  close_at: string;
  anonymous: boolean;
  max_responses: number | null;
  response_count: number;
  question_count: number;
  ward_id: number | null;
  ward_name: string | null;
  created_at: string;
  updated_at: string;
  created_by_name: string | null;
}

/** data.entry of GET /api/admin/surveys/{id}: the whole survey as stored (its sections parsed by ZSurveyBody) */
export interface SurveyEntry extends SurveyRow {
  description: string | null;
  sections: SurveySection[];
  multiple_responses: boolean;
  ward_ids: number[];
  village_ids: number[];
  role_ids: number[];
  approved_at: string | null;
  approved_by_name: string | null;
}

export interface SurveyListParams {
  page: number;
  length: number;
  keyword?: string;
  status?: SurveyStatus;
}

export const surveyKeys = {
  all: ['surveys'] as const,
  list: (params: SurveyListParams) => ['surveys', 'list', params] as const,
  detail: (id: string | number) => ['surveys', 'detail', String(id)] as const,
};

/** the API's paging: `start` is the offset of the page's first row */
export const startOf = (page: number, length: number) => (page - 1) * length;

/** /api/admin/surveys/{id}[/{action}] */
export function surveyUrl(id: string | number, action?: string): string {
  const base = `${SURVEYS_URL}/${encodeURIComponent(String(id))}`;
  return action ? `${base}/${action}` : base;
}
