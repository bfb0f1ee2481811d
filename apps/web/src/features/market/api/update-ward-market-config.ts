import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/envelope-mutation';
import { WARD_MARKET_CONFIGS_URL, wardMarketConfigKeys } from '../../../lib/ward-market-status';
import type { WardMarketConfig, WardMarketConfigBody } from './ward-market-config-types';

/** PATCH /api/admin/ward-market-configs/{ward_id} with the whole form: optional fields left empty are cleared */
export function updateWardMarketConfig(wardId: number, body: WardMarketConfigBody) {
  return api.patch<{ entry: WardMarketConfig }>(`${WARD_MARKET_CONFIGS_URL}/${wardId}`, body);
}

export function useUpdateWardMarketConfig() {
  return useEnvelopeMutation({
    mutationFn: ({ wardId, body }: { wardId: number; body: WardMarketConfigBody }) =>
      updateWardMarketConfig(wardId, body),
    invalidates: ({ wardId }) => [wardMarketConfigKeys.ward(wardId)],
  });
}
