import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TravelMap, TravelMapArea } from '@console/shared/tourism/travel-map';
import { api } from '../../../lib/api-client';

export interface TravelMapFilter {
  areas: TravelMapArea[];
  ward_id?: number;
}

/** GET /api/admin/travel-map: the approved places of the officer's units with the chosen layers */
export function useTravelMap(filter: TravelMapFilter) {
  return useQuery({
    queryKey: ['travel-map', filter],
    queryFn: async ({ signal }) =>
      (
        await api.get<TravelMap>('/api/admin/travel-map', {
          query: { areas: filter.areas.join(','), ward_id: filter.ward_id },
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
    enabled: filter.areas.length > 0,
  });
}
