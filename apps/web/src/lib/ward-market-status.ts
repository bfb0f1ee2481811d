import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client';

/** query keys of the ward market config; the status lives under the config's key, so saving a config refreshes both */
export const wardMarketConfigKeys = {
  all: ['ward-market-config'] as const,
  ward: (wardId: number) => ['ward-market-config', wardId] as const,
  config: (wardId: number) => ['ward-market-config', wardId, 'config'] as const,
  status: (wardId: number) => ['ward-market-config', wardId, 'status'] as const,
};

export const WARD_MARKET_CONFIGS_URL = '/api/admin/ward-market-configs';
export { MARKET_CONFIGS_PATH } from './route-paths';

/** GET /api/admin/ward-market-configs/{ward_id}/status → data.entry.configured (any staff member of the ward) */
export function getWardMarketStatus(wardId: number, signal?: AbortSignal) {
  return api.get<{ entry: { ward_id: number; configured: boolean } }>(`${WARD_MARKET_CONFIGS_URL}/${wardId}/status`, {
    signal,
    // asked once after sign-in like the ward's services: a navigation must not cancel it half-way
    cancellable: false,
  });
}

export function wardMarketStatusQueryOptions(wardId: number) {
  return queryOptions({
    queryKey: wardMarketConfigKeys.status(wardId),
    queryFn: ({ signal }) => getWardMarketStatus(wardId, signal),
    // until a config is saved (which invalidates it) or the session ends (which clears the cache)
    staleTime: Infinity,
  });
}
