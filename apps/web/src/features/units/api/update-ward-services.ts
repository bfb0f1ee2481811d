import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { EnvelopeError, successOf } from '../../../lib/envelope-mutation';
import { wardServicesQueryOptions, type WardServiceEntry } from '../../../lib/ward-services';

/** PUT /api/admin/unconf-wards/{ward_id} {enabled_service_ids}: the whole set of services switched on (admin) */
export function updateWardServices(wardId: number, enabledServiceIds: number[]) {
  return api.put<{ total: number; entries: WardServiceEntry[] }>(`/api/admin/unconf-wards/${wardId}`, {
    enabled_service_ids: enabledServiceIds,
  });
}

/**
 * Resolves only on a 200 (a refusal rejects with EnvelopeError, as useEnvelopeMutation). The answer is the ward's new
 * list: shown at once, then read again, since lib/ward-services keeps a ward's services for the whole session and
 * that copy must not outlive the change; a refusal has the list read again too, only a missing answer does not.
 */
export function useUpdateWardServices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ wardId, enabledServiceIds }: { wardId: number; enabledServiceIds: number[] }) =>
      successOf(updateWardServices(wardId, enabledServiceIds)),
    onSuccess: (response, { wardId }) => queryClient.setQueryData(wardServicesQueryOptions(wardId).queryKey, response),
    onSettled: (_response, error, { wardId }) => {
      if (error && !(error instanceof EnvelopeError)) return;
      return queryClient.invalidateQueries({ queryKey: wardServicesQueryOptions(wardId).queryKey });
    },
  });
}
