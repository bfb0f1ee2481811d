import { api } from '../../lib/api-client';
import { useEnvelopeMutation } from '../../lib/envelope-mutation';
import { resourceKeys, resourceUrl, type ResourceRow } from './resource-keys';

/** PATCH /api/admin/{name}/{id} with the resource's fields */
export function updateResource<Row = ResourceRow>(name: string, id: string | number, body: Record<string, unknown>) {
  return api.patch<{ entry?: Row }>(resourceUrl(name, id), body);
}

export function useUpdateResource<Row = ResourceRow>(name: string) {
  return useEnvelopeMutation({
    mutationFn: ({ id, body }: { id: string | number; body: Record<string, unknown> }) =>
      updateResource<Row>(name, id, body),
    invalidates: () => [resourceKeys.all(name)],
  });
}
