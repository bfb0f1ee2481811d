import type { SentimentCategory } from '@console/shared/sentiment-types';
import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/envelope-mutation';
import { SENTIMENT_CATEGORIES_URL, sentimentKeys } from './sentiment-keys';

/** PATCH /api/admin/sentiment-categories/{id} {sla_days}: administrators only */
export function updateSentimentCategory({ id, slaDays }: { id: number; slaDays: number }) {
  return api.patch<{ entry: SentimentCategory }>(`${SENTIMENT_CATEGORIES_URL}/${id}`, { sla_days: slaDays });
}

export function useUpdateSentimentCategory() {
  return useEnvelopeMutation({ mutationFn: updateSentimentCategory, invalidates: () => [sentimentKeys.categories()] });
}
