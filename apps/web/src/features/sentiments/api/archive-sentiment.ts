import type { SentimentDetail } from '@console/shared/sentiment-types';
import { api } from '../../../lib/api-client';
import { sentimentUrl } from './sentiment-keys';
import { useSentimentMutation } from './sentiment-mutation';

/** PUT /api/admin/sentiments/{id}/archive: a finished item leaves the list for the archive */
export function archiveSentiment(id: number) {
  return api.put<{ entry: SentimentDetail }>(sentimentUrl(id, 'archive'));
}

export const useArchiveSentiment = () => useSentimentMutation(archiveSentiment);
