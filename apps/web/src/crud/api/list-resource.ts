import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { resourceKeys, resourceUrl, type ResourceListParams, type ResourceRow } from './resource-keys';

/** GET /api/admin/{name}?page=&length=&keyword=&sort=&order=&<filter>= (empty values are left out) */
export function listResource(name: string, params: ResourceListParams, signal?: AbortSignal) {
  const { filters, ...paging } = params;
  return api.get<{ total: number; entries: ResourceRow[] }>(resourceUrl(name), {
    query: { ...paging, ...filters },
    signal,
  });
}

export function resourceListQueryOptions(name: string, params: ResourceListParams) {
  return queryOptions({
    queryKey: resourceKeys.list(name, params),
    queryFn: ({ signal }) => listResource(name, params, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useResourceList(name: string, params: ResourceListParams) {
  return useQuery(resourceListQueryOptions(name, params));
}
