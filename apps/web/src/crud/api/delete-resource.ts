import { api } from '../../lib/api-client';
import { useEnvelopeMutation } from '../../lib/envelope-mutation';
import { resourceKeys, resourceUrl } from './resource-keys';

/** DELETE /api/admin/{name}/{id} */
export function deleteResource(name: string, id: string | number) {
  return api.delete<null>(resourceUrl(name, id));
}

export function useDeleteResource(name: string) {
  return useEnvelopeMutation({
    mutationFn: (id: string | number) => deleteResource(name, id),
    invalidates: () => [resourceKeys.all(name)],
  });
}
