import { bulkTogglePath, bulkValueInPath, togglePath, type ToggleDef } from '@console/shared/resources/define-resource';
import { apiRequest } from '../../lib/api-client';
import { useEnvelopeMutation } from '../../lib/envelope-mutation';
import { resourceKeys, resourceUrl, type ResourceRow } from './resource-keys';

export interface ToggleInput {
  /** one row, or the selected rows of a bulk switch */
  ids: number[];
  field: string;
  toggle: ToggleDef;
  value: boolean;
}

/**
 * The toggle's own method and path (PATCH {id}/change-active, PUT change-approve/{id}) with the wanted value, so a
 * repeated click cannot flip twice; several rows go to the path without the id, as {ids, <field>: value}.
 */
export function toggleResource(name: string, { ids, field, toggle, value }: ToggleInput) {
  const base = resourceUrl(name);
  if (ids.length === 1)
    return apiRequest<{ entry?: ResourceRow; ids?: number[] }>(
      toggle.method,
      `${base}/${togglePath(toggle, ids[0], value)}`,
      {
        body: { [field]: value },
      },
    );
  // a bulk path with the value in it ('highlight/{value}') takes the ids only
  return apiRequest<{ entry?: ResourceRow; ids?: number[] }>(
    toggle.method,
    `${base}/${bulkTogglePath(toggle, value)}`,
    {
      body: bulkValueInPath(toggle) ? { ids } : { ids, [field]: value },
    },
  );
}

export function useToggleResource(name: string) {
  return useEnvelopeMutation({
    mutationFn: (input: ToggleInput) => toggleResource(name, input),
    invalidates: () => [resourceKeys.all(name)],
  });
}
