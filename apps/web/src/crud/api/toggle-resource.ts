import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { api } from '../../lib/api-client';
import { resourceKeys, resourceUrl, type ResourceRow } from './resource-keys';

export interface ToggleInput {
  id: number;
  field: string;
  route: string;
  value: boolean;
}

/** PATCH /api/admin/{name}/{id}/{route} {<field>: value}: the wanted value, so a repeated click cannot flip twice */
export function toggleResource(name: string, { id, field, route, value }: ToggleInput) {
  return api.patch<{ entry?: ResourceRow }>(resourceUrl(name, id, route), { [field]: value });
}

export function useToggleResource(name: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ToggleInput) => toggleResource(name, input),
    onSuccess: (response) => {
      if (response.code === SUCCESS_CODE) return queryClient.invalidateQueries({ queryKey: resourceKeys.all(name) });
    },
  });
}
