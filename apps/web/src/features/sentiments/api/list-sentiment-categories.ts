import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SentimentCategory } from '@console/shared/sentiment-types';
import { api } from '../../../lib/api-client';
import { SENTIMENT_CATEGORIES_URL, sentimentKeys } from './sentiment-keys';

/** GET /api/admin/sentiment-categories → entries 1 Y tế … 7 Khác with their default processing days */
export function listSentimentCategories(signal?: AbortSignal) {
  return api.get<{ entries: SentimentCategory[] }>(SENTIMENT_CATEGORIES_URL, { signal });
}

export function sentimentCategoriesQueryOptions() {
  return queryOptions({
    queryKey: sentimentKeys.categories(),
    queryFn: ({ signal }) => listSentimentCategories(signal),
    staleTime: 5 * 60_000,
  });
}

export function useSentimentCategories() {
  return useQuery(sentimentCategoriesQueryOptions());
}
