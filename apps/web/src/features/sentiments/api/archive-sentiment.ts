import type { SentimentDetail } from '@console/shared/sentiment-types';
import { sentimentUrl } from './sentiment-keys';
import { useSentimentMutation } from './sentiment-mutation';
import { versionedRequest } from './versioned-request';

/** PUT /api/admin/sentiments/{id}/archive: a finished item leaves the list for the archive */
export function archiveSentiment({ id, version }: { id: number; version: string | null }) {
  return versionedRequest<{ entry: SentimentDetail }>('PUT', sentimentUrl(id, 'archive'), { version });
}

export const useArchiveSentiment = () => useSentimentMutation(archiveSentiment);
