import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { api } from '../../../lib/api-client';
import { WARD_MARKET_CONFIGS_URL, wardMarketConfigKeys } from '../../../lib/ward-market-status';
import type { WardMarketConfig, WardMarketConfigBody } from './ward-market-config-types';

/** POST /api/admin/ward-market-configs {ward_id, …}; 409 when the ward already has one */
export function createWardMarketConfig(wardId: number, body: WardMarketConfigBody) {
  return api.post<{ entry: WardMarketConfig }>(WARD_MARKET_CONFIGS_URL, { ward_id: wardId, ...body });
}

export function useCreateWardMarketConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ wardId, body }: { wardId: number; body: WardMarketConfigBody }) =>
      createWardMarketConfig(wardId, body),
    // the config screen and the home page's "not configured" warning (spec §6) both follow
    onSuccess: (response, { wardId }) => {
      if (response.code === SUCCESS_CODE)
        return queryClient.invalidateQueries({ queryKey: wardMarketConfigKeys.ward(wardId) });
    },
  });
}
