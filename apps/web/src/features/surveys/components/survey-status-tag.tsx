import { Tag } from 'antd';
import { SURVEY_STATUSES, type SurveyStatus } from '@console/shared/forms/survey';

const COLORS: Record<SurveyStatus, string> = { draft: 'default', approved: 'green' };

/** 'Nháp', 'Đã duyệt' (the shared wording, also the list filter's options) */
export function SurveyStatusTag({ status }: { status: SurveyStatus }) {
  return (
    <Tag color={COLORS[status]} style={{ marginInlineEnd: 0 }} data-testid="survey-status">
      {SURVEY_STATUSES[status]}
    </Tag>
  );
}

export const STATUS_OPTIONS = (Object.keys(SURVEY_STATUSES) as SurveyStatus[]).map((value) => ({
  value,
  label: SURVEY_STATUSES[value],
}));

/** an approved survey is being answered: its questions and settings are locked, only its close time moves */
export const isDraft = (row: { status: SurveyStatus }) => row.status === 'draft';
