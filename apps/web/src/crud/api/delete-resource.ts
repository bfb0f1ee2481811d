import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { api } from '../../lib/api-client';
import { resourceKeys, resourceUrl } from './resource-keys';

/** DELETE /api/admin/{name}/{id} */
export function deleteResource(name: string, id: string | number) {
  return api.delete<null>(resourceUrl(name, id));
}

export function useDeleteResource(name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | number) => deleteResource(name, id),
    onSuccess: (response) => {
      if (response.code === SUCCESS_CODE) return queryClient.invalidateQueries({ queryKey: resourceKeys.all(name) });
    },
  });
}
