import type { SentimentDetail } from '@console/shared/sentiment-types';
import { api } from '../../../lib/api-client';
import { sentimentUrl } from './sentiment-keys';
import { useSentimentMutation } from './sentiment-mutation';

/** PUT /api/admin/sentiments/{id}/change-active {active}: the wanted value, so a stale screen cannot flip it twice */
export function changeSentimentActive({ id, active }: { id: number; active: boolean }) {
  return api.put<{ entry: SentimentDetail }>(sentimentUrl(id, 'change-active'), { active });
}

export const useChangeSentimentActive = () => useSentimentMutation(changeSentimentActive);
