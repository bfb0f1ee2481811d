import type { QueryValue } from '../../../lib/api-client';

/** a row of GET /api/admin/app-users, also data.entry of the single-account calls (issue 19) */
export interface AppUserRow {
  id: number;
  username: string;
  full_name: string | null;
  phone: string | null;
  email: string | null;
  /** spec §3: 'YYYY-MM-DDT00:00:00Z' */
  birthday: string | null;
  sex: number | null;
  id_card_number: string | null;
  ward_id: number | null;
  ward_name: string | null;
  village_id: number | null;
  village_name: string | null;
  /** spec §3: 3 verified; 1 not verified, 2 waiting */
  acc_status: number;
  locked: boolean;
  /** the identity fields a verification still needs ('ngày sinh', 'số CCCD') */
  kyc_missing: string[];
  created_at: string;
  updated_at: string;
}

/** GET /api/admin/app-users/{id}: the row and, while verified, who verified it */
export interface AppUserDetail extends AppUserRow {
  verified_at: string | null;
  verified_by_name: string | null;
}

export interface AppUserListParams {
  page: number;
  length: number;
  keyword?: string;
  sort?: string;
  order?: 'asc' | 'desc';
  /** acc_status, locked, ward_id, village_id as plain query parameters */
  filters: Record<string, QueryValue>;
}

export const APP_USERS_URL = '/api/admin/app-users';
export const APP_USERS_PATH = '/admin/app-users';

export const appUserPaths = {
  list: APP_USERS_PATH,
  create: `${APP_USERS_PATH}/create`,
  detail: (id: number | string) => `${APP_USERS_PATH}/${id}/detail`,
  edit: (id: number | string) => `${APP_USERS_PATH}/${id}/edit`,
};

export const appUserKeys = {
  all: ['app-users'] as const,
  lists: () => ['app-users', 'list'] as const,
  list: (params: AppUserListParams) => ['app-users', 'list', params] as const,
  detail: (id: string | number) => ['app-users', 'detail', String(id)] as const,
};

/** /api/admin/app-users/{id}[/{action}] */
export function appUserUrl(id: string | number, action?: string): string {
  const base = `${APP_USERS_URL}/${encodeURIComponent(String(id))}`;
  return action ? `${base}/${action}` : base;
}
