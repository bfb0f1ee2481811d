import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { resourceKeys, resourceUrl, type ResourceListParams, type ResourceRow } from './resource-keys';

/** GET /api/admin/{name}?page=&length=&keyword=&sort=&order=&<filter>= (empty values are left out); `Row`: the
 *  resource's list row type when the caller knows it (`SmartDeviceListRow`, @console/shared/resources/resource-row-types) */
export function listResource<Row = ResourceRow>(name: string, params: ResourceListParams, signal?: AbortSignal) {
  const { filters, ...paging } = params;
  return api.get<{ total: number; entries: Row[] }>(resourceUrl(name), {
    query: { ...paging, ...filters },
    signal,
  });
}

export function resourceListQueryOptions<Row = ResourceRow>(name: string, params: ResourceListParams) {
  return queryOptions({
    queryKey: resourceKeys.list(name, params),
    queryFn: ({ signal }) => listResource<Row>(name, params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useResourceList<Row = ResourceRow>(name: string, params: ResourceListParams) {
  return useQuery(resourceListQueryOptions<Row>(name, params));
}
