import { SENTIMENT_STATUS } from '@console/shared/domain/sentiments';
import type { SentimentDetail } from '@console/shared/sentiment-types';
import { sentimentUrl } from './sentiment-keys';
import { useSentimentMutation } from './sentiment-mutation';
import { versionedRequest } from './versioned-request';

/** PUT /api/admin/sentiments/{id}/change-status {status: 2}: the one manual move, a finished item back to processing */
export function reopenSentiment({ id, version }: { id: number; version: string | null }) {
  return versionedRequest<{ entry: SentimentDetail }>('PUT', sentimentUrl(id, 'change-status'), {
    body: { status: SENTIMENT_STATUS.PROCESSING },
    version,
  });
}

export const useReopenSentiment = () => useSentimentMutation(reopenSentiment);
