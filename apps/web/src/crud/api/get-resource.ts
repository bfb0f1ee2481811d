import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { resourceKeys, resourceUrl, type ResourceRow } from './resource-keys';

/** GET /api/admin/{name}/{id} → data.entry */
export function getResource(name: string, id: string | number, signal?: AbortSignal) {
  return api.get<{ entry: ResourceRow }>(resourceUrl(name, id), { signal });
}

export function resourceEntryQueryOptions(name: string, id: string) {
  return queryOptions({
    queryKey: resourceKeys.detail(name, id),
    queryFn: ({ signal }) => getResource(name, id, signal),
    staleTime: 0,
  });
}

export function useResourceEntry(name: string, id: string | undefined) {
  return useQuery({ ...resourceEntryQueryOptions(name, id ?? ''), enabled: id !== undefined });
}
