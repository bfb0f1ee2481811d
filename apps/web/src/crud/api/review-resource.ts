import { bulkReviewPath, reviewPath } from '@console/shared/resources/approval';
import { api } from '../../lib/api-client';
import { useEnvelopeMutation } from '../../lib/envelope-mutation';
import { resourceKeys, resourceUrl, type ResourceRow } from './resource-keys';

export interface ReviewInput {
  ids: number[];
  approve: boolean;
  reason?: string;
}

/** PATCH …/{id}/approve/{1|0} for one row, …/approve/{1|0} with {ids} for the selected rows; a refusal's reason */
export function reviewResource(name: string, { ids, approve, reason }: ReviewInput) {
  const body = approve ? {} : { reason };
  if (ids.length === 1)
    return api.patch<{ entry?: ResourceRow; ids?: number[] }>(
      `${resourceUrl(name)}/${reviewPath(ids[0], approve)}`,
      body,
    );
  return api.patch<{ entry?: ResourceRow; ids?: number[] }>(`${resourceUrl(name)}/${bulkReviewPath(approve)}`, {
    ...body,
    ids,
  });
}

export function useReviewResource(name: string) {
  return useEnvelopeMutation({
    mutationFn: (input: ReviewInput) => reviewResource(name, input),
    invalidates: () => [resourceKeys.all(name)],
  });
}
