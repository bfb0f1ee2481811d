import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { api } from '../../lib/api-client';
import { resourceKeys, resourceUrl, type ResourceRow } from './resource-keys';

/** PATCH /api/admin/{name}/{id} with the resource's fields */
export function updateResource(name: string, id: string | number, body: Record<string, unknown>) {
  return api.patch<{ entry?: ResourceRow }>(resourceUrl(name, id), body);
}

export function useUpdateResource(name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | number; body: Record<string, unknown> }) =>
      updateResource(name, id, body),
    onSuccess: (response) => {
      if (response.code === SUCCESS_CODE) return queryClient.invalidateQueries({ queryKey: resourceKeys.all(name) });
    },
  });
}
