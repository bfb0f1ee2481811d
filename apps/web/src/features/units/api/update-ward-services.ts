import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { api } from '../../../lib/api-client';
import { wardServicesQueryOptions, type WardServiceEntry } from '../../../lib/ward-services';

/** PUT /api/admin/unconf-wards/{ward_id} {enabled_service_ids}: the whole set of services switched on (admin) */
export function updateWardServices(wardId: number, enabledServiceIds: number[]) {
  return api.put<{ total: number; entries: WardServiceEntry[] }>(`/api/admin/unconf-wards/${wardId}`, {
    enabled_service_ids: enabledServiceIds,
  });
}

export function useUpdateWardServices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ wardId, enabledServiceIds }: { wardId: number; enabledServiceIds: number[] }) =>
      updateWardServices(wardId, enabledServiceIds),
    onSuccess: (response, { wardId }) => {
      const { queryKey } = wardServicesQueryOptions(wardId);
      // the answer is the ward's new list: shown at once, then read again, since lib/ward-services keeps a ward's
      // services for the whole session and that copy must not outlive the change
      if (response.code === SUCCESS_CODE) queryClient.setQueryData(queryKey, response);
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}
