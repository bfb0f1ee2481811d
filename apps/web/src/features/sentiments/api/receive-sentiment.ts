import type { ReceiveBody } from '@console/shared/forms/sentiment';
import type { SentimentDetail } from '@console/shared/sentiment-types';
import { api } from '../../../lib/api-client';
import { sentimentUrl } from './sentiment-keys';
import { useSentimentMutation } from './sentiment-mutation';

/** PUT /api/admin/sentiments/{id}/receive {title, active, time_start, time_finish} */
export function receiveSentiment({ id, body }: { id: number; body: ReceiveBody }) {
  return api.put<{ entry: SentimentDetail }>(sentimentUrl(id, 'receive'), body);
}

export const useReceiveSentiment = () => useSentimentMutation(receiveSentiment, { form: true });
