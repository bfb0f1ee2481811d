import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { api } from '../../lib/api-client';
import { resourceKeys, resourceUrl, type ResourceRow } from './resource-keys';

/** POST /api/admin/{name} with the resource's fields */
export function createResource(name: string, body: Record<string, unknown>) {
  return api.post<{ entry?: ResourceRow }>(resourceUrl(name), body);
}

export function useCreateResource(name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => createResource(name, body),
    onSuccess: (response) => {
      if (response.code === SUCCESS_CODE) return queryClient.invalidateQueries({ queryKey: resourceKeys.lists(name) });
    },
  });
}
