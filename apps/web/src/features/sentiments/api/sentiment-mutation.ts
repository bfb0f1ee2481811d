import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@console/shared/api-types';
import { successOf } from '../../../lib/envelope-mutation';
import { sentimentKeys } from './sentiment-keys';

const isDetailKey = (key: readonly unknown[]) => key[0] === sentimentKeys.all[0] && key[1] === 'detail';

/**
 * A workflow call. Lists and counts are read again whatever the answer. The item too, except after a successful
 * form (`form: true`): that screen stays as it was under the result popup, and leaving it reloads the item
 * (useLeaveSentimentForm). A refusal (409: another officer acted first) reloads it at once, so the screen stops
 * showing a state that is no longer true. Resolves only on a 200: a refusal rejects with EnvelopeError.
 */
export function useSentimentMutation<Variables, Data>(
  call: (variables: Variables) => Promise<Envelope<Data>>,
  { form = false }: { form?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) => successOf(call(variables)),
    onSettled: (_response, error) => {
      const keepDetail = form && !error;
      return queryClient.invalidateQueries({
        queryKey: sentimentKeys.all,
        predicate: (query) => !(keepDetail && isDetailKey(query.queryKey)),
      });
    },
  });
}
