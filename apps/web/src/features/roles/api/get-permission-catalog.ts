import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PERMISSIONS_URL, roleKeys, type PermissionCatalog } from './role-keys';

/** GET /api/admin/permissions → data {actions, subjects}, each {key, label} in Vietnamese */
export function getPermissionCatalog(signal?: AbortSignal) {
  return api.get<PermissionCatalog>(PERMISSIONS_URL, { signal });
}

export function permissionCatalogQueryOptions() {
  return queryOptions({
    queryKey: roleKeys.catalog(),
    queryFn: ({ signal }) => getPermissionCatalog(signal),
    // the catalogue is fixed by the build of the server
    staleTime: 30 * 60_000,
  });
}

export function usePermissionCatalog() {
  return useQuery(permissionCatalogQueryOptions());
}
