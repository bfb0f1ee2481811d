import type { Resource } from '@console/shared/resources/define-resource';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import type { QueryValue } from '../lib/api-client';
import { webKindOf } from '../lib/field-kinds';
import type { SortOrder } from './api/resource-keys';

const RETURN_KEY = 'console.list-return:';

/** what a list keeps in its URL: its path, its filters (numeric ones come back as numbers) and sortable columns */
export interface ListUrlConfig {
  path: string;
  filters: Readonly<Record<string, 'number' | 'string'>>;
  sortable: readonly string[];
}

/** a resource list's URL state: its filters, ids (wards, references) as numbers */
export function resourceListUrlConfig(resource: Resource): ListUrlConfig {
  const filters = Object.fromEntries(
    resource.list.filters.map((key) => [
      key,
      webKindOf(resource.fields[key]).numericFilter ? ('number' as const) : ('string' as const),
    ]),
  );
  return { path: resource.path, filters, sortable: resource.list.sortable };
}

/** the list's page, keyword, sort and filters live in the URL: reload, back and shared links keep them */
export function useListUrlState(config: ListUrlConfig) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const keyword = params.get('keyword') ?? '';
  const sortField = params.get('sort');
  const order = params.get('order') === 'desc' ? 'desc' : 'asc';
  const sort =
    sortField && config.sortable.includes(sortField) ? { field: sortField, order: order as SortOrder } : null;
  const filters: Record<string, QueryValue> = {};
  for (const [key, type] of Object.entries(config.filters)) {
    const value = params.get(key);
    if (value === null) continue;
    if (type === 'string') filters[key] = value;
    else if (Number.isFinite(Number(value))) filters[key] = Number(value);
  }

  const search = params.toString();
  useEffect(() => {
    sessionStorage.setItem(RETURN_KEY + config.path, search);
  }, [config.path, search]);

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

  const setPage = (next: number) => change({ page: next > 1 ? next : null });

  /** the antd Table's paging and column sorting, written to the URL */
  const onTableChange = (
    pagination: { current?: number },
    _filters: unknown,
    sorter: SorterResult | SorterResult[],
    extra: { action: string },
  ) => {
    if (extra.action === 'paginate') setPage(pagination.current ?? 1);
    if (extra.action === 'sort') {
      const single = Array.isArray(sorter) ? sorter[0] : sorter;
      const field = single?.columnKey ? String(single.columnKey) : null;
      const order = single?.order === 'ascend' ? 'asc' : 'desc';
      change(field && single.order ? { sort: field, order } : { sort: null, order: null });
    }
  };

  return { page, keyword, sort, filters, change, setPage, onTableChange };
}

interface SorterResult {
  columnKey?: string | number | bigint;
  order?: 'ascend' | 'descend' | null;
}

/** where a form goes back to: the list as the user left it */
export function listReturnPath(list: { path: string }): string {
  const search = sessionStorage.getItem(RETURN_KEY + list.path);
  return search ? `${list.path}?${search}` : list.path;
}
