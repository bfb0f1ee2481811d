import type { Permission } from '@console/shared/domain/permissions-catalog';
import type { ScopeLevel } from '@console/shared/domain/roles';

/** spec §7 'approve by id': a role waiting for approval cannot be given to users */
export interface RoleApproval {
  is_approved: boolean;
  approved_by_name: string | null;
  /** ISO instant, null while unapproved (and for the built-in roles, approved from the start) */
  approved_at: string | null;
  created_at: string;
}

/** a row of GET /api/admin/roles */
export interface RoleRow extends RoleApproval {
  id: number;
  field: string;
  name: string;
  scope: ScopeLevel;
  users_count: number;
  permissions_count: number;
}

/** data.entry of GET /api/admin/roles/{id}: the role with its whole permission set */
export interface RoleEntry extends RoleApproval {
  id: number;
  field: string;
  name: string;
  scope: ScopeLevel;
  permissions: Permission[];
}

/** what POST and PUT /api/admin/roles[/{id}] are sent */
export interface RoleBody {
  field: string;
  name: string;
  scope: ScopeLevel;
  permissions: Permission[];
}

export interface CatalogItem {
  key: string;
  label: string;
}

/** data of GET /api/admin/permissions: the matrix's columns (actions) and rows (subjects) */
export interface PermissionCatalog {
  actions: CatalogItem[];
  subjects: CatalogItem[];
}

export const ROLES_URL = '/api/admin/roles';
export const PERMISSIONS_URL = '/api/admin/permissions';

export const roleKeys = {
  all: ['roles'] as const,
  list: () => ['roles', 'list'] as const,
  detail: (id: string | number) => ['roles', 'detail', String(id)] as const,
  catalog: () => ['roles', 'permission-catalog'] as const,
};

/** /api/admin/roles/{id} */
export function roleUrl(id: string | number): string {
  return `${ROLES_URL}/${encodeURIComponent(String(id))}`;
}
