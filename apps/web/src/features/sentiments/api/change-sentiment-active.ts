import type { SentimentDetail } from '@console/shared/sentiment-types';
import { sentimentUrl } from './sentiment-keys';
import { useSentimentMutation } from './sentiment-mutation';
import { versionedRequest } from './versioned-request';

/** PUT /api/admin/sentiments/{id}/change-active {active}: the wanted value, so a stale screen cannot flip it twice */
export function changeSentimentActive({
  id,
  active,
  version,
}: {
  id: number;
  active: boolean;
  version: string | null;
}) {
  return versionedRequest<{ entry: SentimentDetail }>('PUT', sentimentUrl(id, 'change-active'), {
    body: { active },
    version,
  });
}

export const useChangeSentimentActive = () => useSentimentMutation(changeSentimentActive);
