import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SentimentListRow } from '@console/shared/sentiment-types';
import { api } from '../../../lib/api-client';
import { sentimentKeys, SENTIMENTS_URL, type SentimentListParams } from './sentiment-keys';

/** GET /api/admin/sentiments?page=&length=&keyword=&sort=&order=&status=&category_id=&created_from=… */
export function listSentiments(params: SentimentListParams, signal?: AbortSignal) {
  const { filters, ...paging } = params;
  return api.get<{ total: number; entries: SentimentListRow[] }>(SENTIMENTS_URL, {
    query: { ...paging, ...filters },
    signal,
  });
}

export function sentimentsQueryOptions(params: SentimentListParams) {
  return queryOptions({
    queryKey: sentimentKeys.list(params),
    queryFn: ({ signal }) => listSentiments(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useSentiments(params: SentimentListParams) {
  return useQuery(sentimentsQueryOptions(params));
}
