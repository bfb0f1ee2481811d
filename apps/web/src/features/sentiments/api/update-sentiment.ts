import type { SentimentDetail } from '@console/shared/sentiment-types';
import { sentimentUrl } from './sentiment-keys';
import { useSentimentMutation } from './sentiment-mutation';
import { versionedRequest } from './versioned-request';

/** what the update screen sends: an empty deadline travels as the sentinel date (spec §5) */
export interface UpdateSentimentBody {
  title: string;
  content: string;
  category_id: number;
  time_start: string | null;
  content_update: string;
  time_finish: string;
  /** why the deadline moved (an extension, domain/sentiments.ts deadlineRefusal) */
  extension_reason?: string | null;
}

/** PUT /api/admin/sentiments/{id}/update {title, content, category_id, time_start, content_update, time_finish} */
export function updateSentiment({
  id,
  body,
  version,
}: {
  id: number;
  body: UpdateSentimentBody;
  version: string | null;
}) {
  return versionedRequest<{ entry: SentimentDetail }>('PUT', sentimentUrl(id, 'update'), { body, version });
}

export const useUpdateSentiment = () => useSentimentMutation(updateSentiment, { form: true });
