import { SENTIMENT_STATUS } from '@console/shared/domain/sentiments';
import type { StaffNotice } from '@console/shared/staff-notice-types';

import { SENTIMENTS_PATH } from '../../../lib/route-paths';

/**
 * The screen a notice opens: the item's options while it waits or is processed, the result once finished (the
 * sentiment screens' own rule: an overdue item shows the options of where it stood, processing once received).
 */
export function noticePath(
  notice: Pick<StaffNotice, 'sentiment_id' | 'sentiment_status' | 'sentiment_received'>,
): string | null {
  if (notice.sentiment_id === null || notice.sentiment_status === null) return null;
  const id = notice.sentiment_id;
  switch (notice.sentiment_status) {
    case SENTIMENT_STATUS.WAITING:
      return `${SENTIMENTS_PATH}/waiting-processing/${id}`;
    case SENTIMENT_STATUS.PROCESSING:
      return `${SENTIMENTS_PATH}/processing/${id}`;
    case SENTIMENT_STATUS.OVERDUE:
      return `${SENTIMENTS_PATH}/${notice.sentiment_received ? 'processing' : 'waiting-processing'}/${id}`;
    default:
      return `${SENTIMENTS_PATH}/result/${id}`;
  }
}
