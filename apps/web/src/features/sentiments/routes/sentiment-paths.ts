import { SENTIMENT_STATUS, type SentimentStatus } from '@console/shared/domain/sentiments';

import { SENTIMENTS_PATH } from '../../../lib/route-paths';

export { ARCHIVED_SENTIMENTS_PATH, SENTIMENT_CATEGORIES_PATH, SENTIMENTS_PATH } from '../../../lib/route-paths';

/**
 * spec §2: the one detail screen under six paths; the path decides the panel. The named routes of the spec map to
 * them: optionsWaitingProcessing, receive, updateSentiment, optionsProcessing, complete, result.
 */
export const DETAIL_MODES = [
  'waiting-processing',
  'receive',
  'update',
  'processing',
  'complete-sentiment',
  'result',
] as const;
export type DetailMode = (typeof DETAIL_MODES)[number];

export const SENTIMENT_ROUTE_NAMES: Record<DetailMode, string> = {
  'waiting-processing': 'admin.sentiments.optionsWaitingProcessing',
  receive: 'admin.sentiments.receive',
  update: 'admin.sentiments.updateSentiment',
  processing: 'admin.sentiments.optionsProcessing',
  'complete-sentiment': 'admin.sentiments.complete',
  result: 'admin.sentiments.result',
};

export function detailPath(mode: DetailMode, id: number | string): string {
  return `${SENTIMENTS_PATH}/${mode}/${encodeURIComponent(String(id))}`;
}

/** the mode of a pathname such as /admin/sentiments/receive/12, or null */
export function modeOfPath(pathname: string): DetailMode | null {
  const segment = pathname.slice(SENTIMENTS_PATH.length + 1).split('/')[0];
  return (DETAIL_MODES as readonly string[]).includes(segment) ? (segment as DetailMode) : null;
}

/**
 * Where an item opens: its options while it waits or is processed, the result once finished. An overdue item shows
 * the options of where it stood: processing once received, waiting otherwise.
 */
export function modeForStatus(status: SentimentStatus, received: boolean): DetailMode {
  switch (status) {
    case SENTIMENT_STATUS.WAITING:
      return 'waiting-processing';
    case SENTIMENT_STATUS.PROCESSING:
      return 'processing';
    case SENTIMENT_STATUS.OVERDUE:
      return received ? 'processing' : 'waiting-processing';
    default:
      return 'result';
  }
}
