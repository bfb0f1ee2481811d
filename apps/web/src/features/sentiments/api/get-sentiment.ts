import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SentimentDetail } from '@console/shared/sentiment-types';
import { sentimentKeys, sentimentUrl } from './sentiment-keys';
import { versionedRequest } from './versioned-request';

/** GET /api/admin/sentiments/{id} → data.entry (attachments, evaluation, timeline, allowed_actions) and its version */
export function getSentiment(id: string, signal?: AbortSignal) {
  return versionedRequest<{ entry: SentimentDetail }>('GET', sentimentUrl(id), { signal });
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
