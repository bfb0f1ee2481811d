import type { SentimentDetail } from '@console/shared/sentiment-types';
import { api } from '../../../lib/api-client';
import { sentimentUrl } from './sentiment-keys';
import { useSentimentMutation } from './sentiment-mutation';

/** what the update screen sends: an empty deadline travels as the sentinel date (spec §5) */
export interface UpdateSentimentBody {
  title: string;
  content: string;
  category_id: number;
  time_start: string | null;
  content_update: string;
  time_finish: string;
}

/** PUT /api/admin/sentiments/{id}/update {title, content, category_id, time_start, content_update, time_finish} */
export function updateSentiment({ id, body }: { id: number; body: UpdateSentimentBody }) {
  return api.put<{ entry: SentimentDetail }>(sentimentUrl(id, 'update'), body);
}

export const useUpdateSentiment = () => useSentimentMutation(updateSentiment, { form: true });
