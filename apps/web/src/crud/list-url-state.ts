import type { Resource } from '@console/shared/resources/define-resource';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { QueryValue } from '../lib/api-client';
import type { SortOrder } from './api/resource-keys';

const RETURN_KEY = 'console.list-return:';

/** the list's page, keyword, sort and filters live in the URL: reload, back and shared links keep them */
export function useListUrlState(resource: Resource) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const keyword = params.get('keyword') ?? '';
  const sortField = params.get('sort');
  const order = params.get('order') === 'desc' ? 'desc' : 'asc';
  const sort = sortField && resource.list.sortable.includes(sortField as never) ? { field: sortField, order: order as SortOrder } : null;
  const filters: Record<string, QueryValue> = {};
  for (const key of resource.list.filters) {
    const value = params.get(key);
    if (value !== null) filters[key] = resource.fields[key].kind === 'ward' ? Number(value) : value;
  }

  const search = params.toString();
  useEffect(() => {
    sessionStorage.setItem(RETURN_KEY + resource.path, search);
  }, [resource.path, search]);

  /** changes the given keys; any change but the page itself starts again from page 1 */
  const change = (changes: Record<string, QueryValue>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );

  return { page, keyword, sort, filters, change };
}

/** where a form goes back to: the list as the user left it */
export function listReturnPath(resource: Resource): string {
  const search = sessionStorage.getItem(RETURN_KEY + resource.path);
  return search ? `${resource.path}?${search}` : resource.path;
}
