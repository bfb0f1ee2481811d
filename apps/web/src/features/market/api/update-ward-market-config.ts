import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { api } from '../../../lib/api-client';
import { WARD_MARKET_CONFIGS_URL, wardMarketConfigKeys } from '../../../lib/ward-market-status';
import type { WardMarketConfig, WardMarketConfigBody } from './ward-market-config-types';

/** PATCH /api/admin/ward-market-configs/{ward_id} with the whole form: optional fields left empty are cleared */
export function updateWardMarketConfig(wardId: number, body: WardMarketConfigBody) {
  return api.patch<{ entry: WardMarketConfig }>(`${WARD_MARKET_CONFIGS_URL}/${wardId}`, body);
}

export function useUpdateWardMarketConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ wardId, body }: { wardId: number; body: WardMarketConfigBody }) =>
      updateWardMarketConfig(wardId, body),
    onSuccess: (response, { wardId }) => {
      if (response.code === SUCCESS_CODE)
        return queryClient.invalidateQueries({ queryKey: wardMarketConfigKeys.ward(wardId) });
    },
  });
}
