import type { CompleteBody } from '@console/shared/forms/sentiment';
import type { SentimentDetail } from '@console/shared/sentiment-types';
import { sentimentUrl } from './sentiment-keys';
import { useSentimentMutation } from './sentiment-mutation';
import { versionedRequest } from './versioned-request';

/** PUT /api/admin/sentiments/{id}/complete {result_sentiment: 3|4, content_reply, media_result} */
export function completeSentiment({ id, body, version }: { id: number; body: CompleteBody; version: string | null }) {
  return versionedRequest<{ entry: SentimentDetail }>('PUT', sentimentUrl(id, 'complete'), { body, version });
}

export const useCompleteSentiment = () => useSentimentMutation(completeSentiment, { form: true });
