import { api } from '../../lib/api-client';
import { useEnvelopeMutation } from '../../lib/envelope-mutation';
import { resourceKeys, resourceUrl, type ResourceRow } from './resource-keys';

/** POST /api/admin/{name} with the resource's fields */
export function createResource<Row = ResourceRow>(name: string, body: Record<string, unknown>) {
  return api.post<{ entry?: Row }>(resourceUrl(name), body);
}

export function useCreateResource<Row = ResourceRow>(name: string) {
  return useEnvelopeMutation({
    mutationFn: (body: Record<string, unknown>) => createResource<Row>(name, body),
    invalidates: () => [resourceKeys.lists(name)],
  });
}
