import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@console/shared/api-types';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { sentimentKeys } from './sentiment-keys';

const isDetailKey = (key: readonly unknown[]) => key[0] === sentimentKeys.all[0] && key[1] === 'detail';

/**
 * A workflow call. Lists and counts are read again whatever the answer. The item too, except after a successful
 * form (`form: true`): that screen stays as it was under the result popup, and leaving it reloads the item
 * (useLeaveSentimentForm). A refusal (409: another officer acted first) reloads it at once, so the screen stops
 * showing a state that is no longer true.
 */
export function useSentimentMutation<Variables, Data>(
  call: (variables: Variables) => Promise<Envelope<Data>>,
  { form = false }: { form?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: (response) => {
      const keepDetail = form && response?.code === SUCCESS_CODE;
      return queryClient.invalidateQueries({
        queryKey: sentimentKeys.all,
        predicate: (query) => !(keepDetail && isDetailKey(query.queryKey)),
      });
    },
  });
}
