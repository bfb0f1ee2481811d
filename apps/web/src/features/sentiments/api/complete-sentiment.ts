import type { CompleteBody } from '@console/shared/forms/sentiment';
import type { SentimentDetail } from '@console/shared/sentiment-types';
import { api } from '../../../lib/api-client';
import { sentimentUrl } from './sentiment-keys';
import { useSentimentMutation } from './sentiment-mutation';

/** PUT /api/admin/sentiments/{id}/complete {result_sentiment: 3|4, content_reply, media_result} */
export function completeSentiment({ id, body }: { id: number; body: CompleteBody }) {
  return api.put<{ entry: SentimentDetail }>(sentimentUrl(id, 'complete'), body);
}

export const useCompleteSentiment = () => useSentimentMutation(completeSentiment, { form: true });
