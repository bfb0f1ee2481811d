import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SentimentListRow } from '@console/shared/sentiment-types';
import { api } from '../../../lib/api-client';
import { sentimentKeys, SENTIMENTS_URL, type SentimentListParams } from './sentiment-keys';

/** GET /api/admin/sentiments/archived: the archived items (processed or not processed), read-only */
export function listArchivedSentiments(params: SentimentListParams, signal?: AbortSignal) {
  const { filters, ...paging } = params;
  return api.get<{ total: number; entries: SentimentListRow[] }>(`${SENTIMENTS_URL}/archived`, {
    query: { ...paging, ...filters },
    signal,
  });
}

export function archivedSentimentsQueryOptions(params: SentimentListParams) {
  return queryOptions({
    queryKey: sentimentKeys.archived(params),
    queryFn: ({ signal }) => listArchivedSentiments(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useArchivedSentiments(params: SentimentListParams) {
  return useQuery(archivedSentimentsQueryOptions(params));
}
