import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { WARD_MARKET_CONFIGS_URL, wardMarketConfigKeys } from '../../../lib/ward-market-status';
import type { WardMarketConfig } from './ward-market-config-types';

/** GET /api/admin/ward-market-configs/{ward_id} → data.entry, null while the ward has none */
export function getWardMarketConfig(wardId: number, signal?: AbortSignal) {
  return api.get<{ entry: WardMarketConfig | null }>(`${WARD_MARKET_CONFIGS_URL}/${wardId}`, { signal });
}

export function wardMarketConfigQueryOptions(wardId: number) {
  return queryOptions({
    queryKey: wardMarketConfigKeys.config(wardId),
    queryFn: ({ signal }) => getWardMarketConfig(wardId, signal),
    staleTime: 0,
  });
}

export function useWardMarketConfig(wardId: number | null) {
  return useQuery({ ...wardMarketConfigQueryOptions(wardId ?? 0), enabled: wardId !== null });
}
