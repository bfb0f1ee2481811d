import type { SurveyRow } from '../api/survey-keys';

/** where an approved survey stands on the clock: before its opening, being answered, or closed */
export function timingOf(row: Pick<SurveyRow, 'status' | 'open_at' | 'close_at'>, now = Date.now()) {
  if (row.status !== 'approved') return null;
  if (now < Date.parse(row.open_at)) return { label: 'Chưa mở', type: 'warning' as const };
  if (now < Date.parse(row.close_at)) return { label: 'Đang mở', type: 'success' as const };
  return { label: 'Đã đóng', type: 'secondary' as const };
}

/** '12', or '12 / 500' when the survey stops at a number of responses */
export function responsesText(row: Pick<SurveyRow, 'response_count' | 'max_responses'>) {
  const count = row.response_count.toLocaleString('vi-VN');
  return row.max_responses ? `${count} / ${row.max_responses.toLocaleString('vi-VN')}` : count;
}
