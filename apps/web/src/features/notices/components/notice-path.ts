import { SENTIMENT_STATUS } from '@console/shared/domain/sentiments';
import type { InboxEntry } from '@console/shared/notification-types';

import { RECEIVED_NOTIFICATIONS_PATH, SENTIMENTS_PATH } from '../../../lib/route-paths';

/**
 * The screen a notice opens: about an item, the item's options while it waits or is processed, the result once
 * finished (the sentiment screens' own rule: an overdue item shows the options of where it stood, processing once
 * received); otherwise its own link, else the inbox, where it reads in full.
 */
export function noticePath(
  notice: Pick<InboxEntry, 'sentiment_id' | 'sentiment_status' | 'sentiment_received' | 'link'>,
): string {
  if (notice.sentiment_id === null || notice.sentiment_status === null)
    return notice.link?.startsWith('/admin/') ? notice.link : RECEIVED_NOTIFICATIONS_PATH;
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
