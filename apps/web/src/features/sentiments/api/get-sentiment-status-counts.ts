import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SentimentStatusCounts } from '@console/shared/sentiment-types';
import { api, type QueryValue } from '../../../lib/api-client';
import { sentimentKeys, SENTIMENTS_URL } from './sentiment-keys';

/** GET /api/admin/sentiments/status-counts with the list's filters (without status): the numbers of the tabs */
export function getSentimentStatusCounts(filters: Record<string, QueryValue>, signal?: AbortSignal) {
  return api.get<SentimentStatusCounts>(`${SENTIMENTS_URL}/status-counts`, { query: filters, signal });
}

export function sentimentStatusCountsQueryOptions(filters: Record<string, QueryValue>) {
  return queryOptions({
    queryKey: sentimentKeys.counts(filters),
    queryFn: ({ signal }) => getSentimentStatusCounts(filters, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useSentimentStatusCounts(filters: Record<string, QueryValue>) {
  return useQuery(sentimentStatusCountsQueryOptions(filters));
}
