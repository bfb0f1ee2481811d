import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Envelope } from '@console/shared/api-types';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { unlessUnanswered } from './api-client';
import { notify } from './notify';
import { showResult } from './result-helper';

/** an answer whose code is not 200 (spec §8: the server's refusal, with its Vietnamese message) */
export class EnvelopeError extends Error {
  override name = 'EnvelopeError';
  constructor(readonly envelope: Envelope<unknown>) {
    super(envelope.message);
  }
}

/** the envelope of a 200 answer; any other code throws EnvelopeError */
export async function successOf<T>(request: Promise<Envelope<T>>): Promise<Envelope<T>> {
  const envelope = await request;
  if (envelope.code !== SUCCESS_CODE) throw new EnvelopeError(envelope);
  return envelope;
}

/**
 * A mutation that resolves only on a 200 envelope (anything else rejects with EnvelopeError) and then refreshes the
 * queries it names: api hooks stop checking `code === 200` before invalidating (issue 11). `invalidates` may be left
 * out by a call that changes nothing on screen (an export link, a mail sent).
 */
export function useEnvelopeMutation<Variables, Data>(options: {
  mutationFn: (variables: Variables) => Promise<Envelope<Data>>;
  invalidates?: (variables: Variables) => QueryKey[];
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: Variables) => successOf(options.mutationFn(variables)),
    networkMode: 'always',
    onSuccess: (_envelope, variables) =>
      Promise.all(
        (options.invalidates?.(variables) ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}

/**
 * A refusal seen before the error dialog: answers true when it dealt with it (a 403 that leads to the forbidden page,
 * a dry run's row errors shown as a preview), so no dialog opens. Its data is the request's own type or, most often,
 * null (an import's 400 carries its rows).
 */
export type RefusalHandler<T> = (refusal: Envelope<T | null>) => boolean;

/**
 * The 200 envelope of a mutation, for a screen whose success has its own follow-up (a toast naming the unit, a
 * password to show, a navigation without a dialog); null when there is nothing more to do: no answer came (the
 * offline toast was shown) or the server refused, its message in the error dialog unless `refused` dealt with it.
 */
export async function unlessRefused<T>(
  request: Promise<Envelope<T>>,
  refused?: RefusalHandler<T>,
): Promise<Envelope<T> | null> {
  try {
    return await unlessUnanswered(request);
  } catch (error) {
    if (!(error instanceof EnvelopeError)) throw error;
    // the refusal of this very request: its data is the request's type or null
    const refusal = error.envelope as Envelope<T | null>;
    if (!refused?.(refusal)) showResult(refusal);
    return null;
  }
}

/**
 * What a screen does with a mutation's outcome: the success dialog (its follow-up on closing) or a toast, the
 * server's refusal in the error dialog (unless `refused` dealt with it, see unlessRefused), nothing more when no
 * answer came (the offline toast was shown). Answers the envelope on success, else null.
 */
export async function reportMutation<T>(
  request: Promise<Envelope<T>>,
  on: { done?: () => void; toast?: boolean; refused?: RefusalHandler<T> } = {},
): Promise<Envelope<T> | null> {
  const envelope = await unlessRefused(request, on.refused);
  if (!envelope) return null;
  if (on.toast) notify.success(envelope.message || 'Cập nhật thành công');
  else showResult(envelope, on.done);
  return envelope;
}
