import { sentimentUrl } from './sentiment-keys';
import { useSentimentMutation } from './sentiment-mutation';
import { versionedRequest } from './versioned-request';

/** DELETE /api/admin/sentiments/{id} */
export function deleteSentiment({ id, version }: { id: number; version: string | null }) {
  return versionedRequest<null>('DELETE', sentimentUrl(id), { version });
}

export const useDeleteSentiment = () => useSentimentMutation(deleteSentiment);
