import type { QueryValue } from '../../../lib/api-client';

/** a row of GET /api/admin/users, also data.entry of the single-user calls */
export interface UserRow {
  id: number;
  username: string;
  full_name: string | null;
  email: string | null;
  phone: string | null;
  /** 'YYYY-MM-DD' */
  dob: string | null;
  sex: number | null;
  id_card_number: string | null;
  role_id: number;
  role_field: string;
  role_name: string;
  province_id: number | null;
  province_name: string | null;
  district_id: number | null;
  district_name: string | null;
  ward_id: number | null;
  ward_name: string | null;
  village_id: number | null;
  village_name: string | null;
  acc_status: number;
  is_active: boolean;
  created_at: string;
  updated_at: string;
}

export interface UserListParams {
  page: number;
  length: number;
  keyword?: string;
  sort?: string;
  order?: 'asc' | 'desc';
  /** role_id, ward_id, is_active, acc_status as plain query parameters */
  filters: Record<string, QueryValue>;
}

export const USERS_URL = '/api/admin/users';

export const userKeys = {
  all: ['users'] as const,
  lists: () => ['users', 'list'] as const,
  list: (params: UserListParams) => ['users', 'list', params] as const,
  detail: (id: string | number) => ['users', 'detail', String(id)] as const,
  grantableRoles: () => ['users', 'grantable-roles'] as const,
};

/** /api/admin/users/{id}[/{action}] */
export function userUrl(id: string | number, action?: string): string {
  const base = `${USERS_URL}/${encodeURIComponent(String(id))}`;
  return action ? `${base}/${action}` : base;
}
