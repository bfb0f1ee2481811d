import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { resourceKeys, resourceUrl, type ResourceRow } from './resource-keys';

/** GET /api/admin/{name}/{id} → data.entry; `Row`: the resource's row type when the caller knows it
 *  (`SmartDeviceRow`, @console/shared/resources/resource-row-types) */
export function getResource<Row = ResourceRow>(name: string, id: string | number, signal?: AbortSignal) {
  return api.get<{ entry: Row }>(resourceUrl(name, id), { signal });
}

export function resourceEntryQueryOptions<Row = ResourceRow>(name: string, id: string) {
  return queryOptions({
    queryKey: resourceKeys.detail(name, id),
    queryFn: ({ signal }) => getResource<Row>(name, id, signal),
    staleTime: 0,
  });
}

export function useResourceEntry<Row = ResourceRow>(name: string, id: string | undefined) {
  return useQuery({ ...resourceEntryQueryOptions<Row>(name, id ?? ''), enabled: id !== undefined });
}
