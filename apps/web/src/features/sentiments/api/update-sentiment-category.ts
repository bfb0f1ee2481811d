import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import type { SentimentCategory } from '@console/shared/sentiment-types';
import { api } from '../../../lib/api-client';
import { SENTIMENT_CATEGORIES_URL, sentimentKeys } from './sentiment-keys';

/** PATCH /api/admin/sentiment-categories/{id} {sla_days}: administrators only */
export function updateSentimentCategory({ id, slaDays }: { id: number; slaDays: number }) {
  return api.patch<{ entry: SentimentCategory }>(`${SENTIMENT_CATEGORIES_URL}/${id}`, { sla_days: slaDays });
}

export function useUpdateSentimentCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSentimentCategory,
    onSuccess: (response) => {
      if (response.code === SUCCESS_CODE)
        return queryClient.invalidateQueries({ queryKey: sentimentKeys.categories() });
    },
  });
}
