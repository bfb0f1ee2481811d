import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useEnvelopeMutation } from '../../../lib/envelope-mutation';
import { roleKeys, roleUrl } from './role-keys';

/** data.entry of GET/PUT /api/admin/roles/{id}/sentiment-categories: the categories the role handles, [] = every one */
export interface RoleSentimentCategories {
  role_id: number;
  category_ids: number[];
}

const url = (roleId: number | string) => `${roleUrl(roleId)}/sentiment-categories`;
const key = (roleId: number | string) => [...roleKeys.detail(roleId), 'sentiment-categories'] as const;

/** GET /api/admin/roles/{id}/sentiment-categories */
export function getRoleSentimentCategories(roleId: number | string, signal?: AbortSignal) {
  return api.get<{ entry: RoleSentimentCategories }>(url(roleId), { signal });
}

export const roleSentimentCategoriesOptions = (roleId: number | string) =>
  queryOptions({
    queryKey: key(roleId),
    queryFn: ({ signal }) => getRoleSentimentCategories(roleId, signal),
    staleTime: 0,
  });

export const useRoleSentimentCategories = (roleId: number | string) => useQuery(roleSentimentCategoriesOptions(roleId));

/** PUT /api/admin/roles/{id}/sentiment-categories {category_ids} */
export function saveRoleSentimentCategories(roleId: number | string, categoryIds: number[]) {
  return api.put<{ entry: RoleSentimentCategories }>(url(roleId), { category_ids: categoryIds });
}

export function useSaveRoleSentimentCategories(roleId: number | string) {
  return useEnvelopeMutation({
    mutationFn: (categoryIds: number[]) => saveRoleSentimentCategories(roleId, categoryIds),
    invalidates: () => [key(roleId)],
  });
}
