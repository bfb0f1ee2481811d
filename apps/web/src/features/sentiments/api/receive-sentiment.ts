import type { ReceiveBody } from '@console/shared/forms/sentiment';
import type { SentimentDetail } from '@console/shared/sentiment-types';
import { sentimentUrl } from './sentiment-keys';
import { useSentimentMutation } from './sentiment-mutation';
import { versionedRequest } from './versioned-request';

/** PUT /api/admin/sentiments/{id}/receive {title, active, time_start, time_finish}, If-Match: the version shown */
export function receiveSentiment({ id, body, version }: { id: number; body: ReceiveBody; version: string | null }) {
  return versionedRequest<{ entry: SentimentDetail }>('PUT', sentimentUrl(id, 'receive'), { body, version });
}

export const useReceiveSentiment = () => useSentimentMutation(receiveSentiment, { form: true });
