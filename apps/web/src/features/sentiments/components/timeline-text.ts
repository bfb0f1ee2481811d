import { formatDateTime } from '@console/shared/dates';
import {
  ACTION_LABELS,
  SENTIMENT_CATEGORIES,
  SENTIMENT_RATINGS,
  SENTIMENT_RESULT_OPTIONS,
  statusLabel,
} from '@console/shared/domain/sentiments';
import { SENTIMENT_LABELS } from '@console/shared/forms/sentiment';
import type { SentimentTimelineEvent } from '@console/shared/sentiment-types';
import { visibilityLabel } from './sentiment-status-tag';

const EMPTY = '(trống)';
const SHORT_TEXT = 80;
const DATE_FIELDS = new Set(['time_start', 'time_finish', 'time_reply', 'archived_at']);
const RICH_FIELDS = new Set(['content_reply']);
const EXTRA_LABELS: Record<string, string> = {
  status: 'Trạng thái',
  archived_at: 'Ngày lưu trữ',
  time_reply: 'Thời gian trả lời',
};

/** 'Tiếp nhận', 'Gửi phản ánh', … */
export function actionLabel(action: SentimentTimelineEvent['action']): string {
  return action === 'submit' ? 'Gửi phản ánh' : (ACTION_LABELS[action] ?? action);
}

/** the Vietnamese label of a changed field (spec §5 labels) */
export function fieldLabel(field: string): string {
  return (SENTIMENT_LABELS as Record<string, string>)[field] ?? EXTRA_LABELS[field] ?? field;
}

const shorten = (text: string) => (text.length > SHORT_TEXT ? `${text.slice(0, SHORT_TEXT - 1)}…` : text);
const stripHtml = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** a before/after value as staff read it: dates DD/MM/YYYY HH:mm, names for ids, short texts */
export function changeValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  if (DATE_FIELDS.has(field)) return formatDateTime(String(value)) || EMPTY;
  if (field === 'active' && typeof value === 'boolean') return visibilityLabel(value);
  if (field === 'category_id')
    return SENTIMENT_CATEGORIES.find((category) => category.id === Number(value))?.name ?? String(value);
  if (field === 'result_sentiment')
    return SENTIMENT_RESULT_OPTIONS.find((option) => option.value === Number(value))?.label ?? String(value);
  if (field === 'point')
    return SENTIMENT_RATINGS.find((rating) => rating.point === Number(value))?.label ?? String(value);
  if (field === 'status') return statusLabel(Number(value)) || String(value);
  if (Array.isArray(value)) return value.length ? `${value.length} tệp` : EMPTY;
  if (typeof value === 'boolean') return value ? 'Có' : 'Không';
  const text = RICH_FIELDS.has(field) ? stripHtml(String(value)) : String(value);
  return text ? shorten(text) : EMPTY;
}

/** the changed fields of an event, in a stable order */
export function changeLines(
  event: SentimentTimelineEvent,
): { field: string; label: string; from: string; to: string }[] {
  return Object.entries(event.changes ?? {}).map(([field, change]) => ({
    field,
    label: fieldLabel(field),
    from: changeValue(field, change?.from),
    to: changeValue(field, change?.to),
  }));
}
