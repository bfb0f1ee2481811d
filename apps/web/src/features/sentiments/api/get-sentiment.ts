import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SentimentDetail } from '@console/shared/sentiment-types';
import { api } from '../../../lib/api-client';
import { sentimentKeys, sentimentUrl } from './sentiment-keys';

/** GET /api/admin/sentiments/{id} → data.entry, with attachments, evaluation, timeline and allowed_actions */
export function getSentiment(id: string, signal?: AbortSignal) {
  return api.get<{ entry: SentimentDetail }>(sentimentUrl(id), { signal });
}

export function sentimentQueryOptions(id: string) {
  return queryOptions({
    queryKey: sentimentKeys.detail(id),
    queryFn: ({ signal }) => getSentiment(id, signal),
    staleTime: 0,
  });
}

export function useSentiment(id: string) {
  return useQuery(sentimentQueryOptions(id));
}
