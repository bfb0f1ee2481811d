import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/envelope-mutation';
import { WARD_MARKET_CONFIGS_URL, wardMarketConfigKeys } from '../../../lib/ward-market-status';
import type { WardMarketConfig, WardMarketConfigBody } from './ward-market-config-types';

/** POST /api/admin/ward-market-configs {ward_id, …}; 409 when the ward already has one */
export function createWardMarketConfig(wardId: number, body: WardMarketConfigBody) {
  return api.post<{ entry: WardMarketConfig }>(WARD_MARKET_CONFIGS_URL, { ward_id: wardId, ...body });
}

export function useCreateWardMarketConfig() {
  return useEnvelopeMutation({
    mutationFn: ({ wardId, body }: { wardId: number; body: WardMarketConfigBody }) =>
      createWardMarketConfig(wardId, body),
    // the config screen and the home page's "not configured" warning (spec §6) both follow
    invalidates: ({ wardId }) => [wardMarketConfigKeys.ward(wardId)],
  });
}
