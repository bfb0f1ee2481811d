import { api } from '../../../lib/api-client';
import { sentimentUrl } from './sentiment-keys';
import { useSentimentMutation } from './sentiment-mutation';

/** DELETE /api/admin/sentiments/{id} */
export function deleteSentiment(id: number) {
  return api.delete<null>(sentimentUrl(id));
}

export const useDeleteSentiment = () => useSentimentMutation(deleteSentiment);
