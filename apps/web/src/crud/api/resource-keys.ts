import type { QueryValue } from '../../lib/api-client';

/** a list row: id, the resource's fields, ward_name for ward-scoped resources, audit dates. The generic engine's
 *  loose row; each resource's exact row types (`SmartDeviceRow`, `SmartDeviceListRow`…, assignable to this one) are in
 *  @console/shared/resources/resource-row-types, for the hooks' `Row` parameter */
export interface ResourceRow {
  id: number;
  ward_name?: string | null;
  created_at?: string;
  updated_at?: string;
  created_by_name?: string | null;
  updated_by_name?: string | null;
  [field: string]: unknown;
}

export type SortOrder = 'asc' | 'desc';

export interface ResourceListParams {
  page: number;
  length: number;
  keyword?: string;
  sort?: string;
  order?: SortOrder;
  /** filter values by field name, sent as plain query parameters */
  filters: Record<string, QueryValue>;
}

export const resourceKeys = {
  all: (name: string) => ['resource', name] as const,
  lists: (name: string) => ['resource', name, 'list'] as const,
  list: (name: string, params: ResourceListParams) => ['resource', name, 'list', params] as const,
  detail: (name: string, id: string | number) => ['resource', name, 'detail', String(id)] as const,
};

/** /api/admin/{name}[/{id}[/{suffix}]] */
export function resourceUrl(name: string, id?: string | number, suffix?: string): string {
  const parts = ['/api/admin', name];
  if (id !== undefined) parts.push(encodeURIComponent(String(id)));
  if (suffix) parts.push(suffix);
  return parts.join('/');
}
