import { useQuery } from '@tanstack/react-query';
import type { ChildRow } from '@console/shared/resources/child-lists';
import { api } from '../../lib/api-client';
import { useEnvelopeMutation } from '../../lib/envelope-mutation';
import { resourceKeys, resourceUrl } from './resource-keys';

// the children of a row (define-resource `children`: an album's photos) under /api/admin/{name}/{id}/{children}

const childKey = (name: string, id: string | number, children: string) =>
  [...resourceKeys.detail(name, id), children] as const;

export function useChildRows(name: string, id: string | number, children: string) {
  return useQuery({
    queryKey: childKey(name, id, children),
    queryFn: ({ signal }) =>
      api.get<{ total: number; entries: ChildRow[] }>(resourceUrl(name, id, children), { signal }),
  });
}

/** every write of the children: the row's cover and history change with them, and the lists show the cover */
export function useChildWrites(name: string, id: string | number, children: string) {
  const url = resourceUrl(name, id, children);
  const invalidates = () => [resourceKeys.detail(name, id), resourceKeys.lists(name)];
  return {
    add: useEnvelopeMutation({
      mutationFn: (items: Record<string, unknown>[]) => api.post<unknown>(url, { items }),
      invalidates,
    }),
    reorder: useEnvelopeMutation({
      mutationFn: (ids: number[]) => api.put<unknown>(`${url}/order`, { ids }),
      invalidates,
    }),
    update: useEnvelopeMutation({
      mutationFn: ({ childId, body }: { childId: number; body: Record<string, unknown> }) =>
        api.patch<unknown>(`${url}/${childId}`, body),
      invalidates,
    }),
    remove: useEnvelopeMutation({
      mutationFn: (childId: number) => api.delete<unknown>(`${url}/${childId}`),
      invalidates,
    }),
    cover: useEnvelopeMutation({
      mutationFn: (childId: number) => api.put<unknown>(`${url}/${childId}/cover`),
      invalidates,
    }),
  };
}
