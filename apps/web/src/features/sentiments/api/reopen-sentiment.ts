import { SENTIMENT_STATUS } from '@console/shared/domain/sentiments';
import type { SentimentDetail } from '@console/shared/sentiment-types';
import { api } from '../../../lib/api-client';
import { sentimentUrl } from './sentiment-keys';
import { useSentimentMutation } from './sentiment-mutation';

/** PUT /api/admin/sentiments/{id}/change-status {status: 2}: the one manual move, a finished item back to processing */
export function reopenSentiment(id: number) {
  return api.put<{ entry: SentimentDetail }>(sentimentUrl(id, 'change-status'), { status: SENTIMENT_STATUS.PROCESSING });
}

export const useReopenSentiment = () => useSentimentMutation(reopenSentiment);
