import type { SentimentListRow } from '@console/shared/sentiment-types';
import { detailPath, modeForStatus } from '../routes/sentiment-paths';

/** the detail route a row opens: its status decides (an archived row always opens its result) */
export function sentimentRowPath(
  row: Pick<SentimentListRow, 'id' | 'status' | 'time_start'>,
  archived = false,
): string {
  if (archived) return detailPath('result', row.id);
  // a list row does not say whether an overdue item was received; receiving sets its start, so the start tells
  return detailPath(modeForStatus(row.status, row.time_start !== null), row.id);
}
