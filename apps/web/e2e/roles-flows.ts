import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { agreeTo } from './flows';

// helpers of roles.test.ts: the roles table, the permission matrix, the save confirmation and API shortcuts

export interface RolePermission {
  action: string;
  subject: string;
}

export interface RoleEntry {
  id: number;
  field: string;
  name: string;
  scope: string;
  permissions: RolePermission[];
  is_approved: boolean;
  approved_by_name: string | null;
}

export interface RoleListRow {
  id: number;
  field: string;
  name: string;
  users_count: number;
  permissions_count: number;
}

export const roleRow = (page: Page, id: number | string) =>
  page.locator(`[data-testid=roles-table] tr[data-row-key="${id}"]`);
/** one cell of the roles table: 0 STT, 1 key, 2 name, 3 scope, 4 users, 5 permissions, 6 approval, 7 actions */
export const roleCell = (page: Page, id: number | string, column: number) =>
  roleRow(page, id).locator('td').nth(column);
export const matrixRow = (page: Page, subject: string) =>
  page.locator(`[data-testid=permission-table] tr[data-row-key="${subject}"]`);
export const cell = (page: Page, subject: string, action: string) => page.getByTestId(`perm-${subject}-${action}`);

export async function roleRowIds(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid=roles-table] tbody tr[data-row-key]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-key') ?? ''));
}

/** the subjects the matrix shows, in order */
export async function matrixSubjects(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid=permission-table] tbody tr[data-row-key]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-key') ?? ''));
}

export async function rolesTableSettled(page: Page) {
  await page.getByTestId('roles-table').waitFor();
  await expect.poll(() => page.locator('[data-testid=roles-table] .ant-spin-spinning').count()).toBe(0);
  await expect.poll(() => roleRowIds(page).then((ids) => ids.length)).toBeGreaterThan(0);
}

/** 'Lưu' → the confirmation dialog (spec §5 wording and buttons) → 'Đồng ý!' and the request it sends */
export async function saveRoleConfirmed(page: Page, apiPath: string, method: 'POST' | 'PUT') {
  await page.getByTestId('role-save').click();
  return agreeTo(page, page.locator('.confirm-dialog:visible'), 'Lưu thay đổi quyền của vai trò này?', apiPath, method);
}

/** signs in through the API: role reads and writes that set up and restore the shared server's data */
export async function rolesApi(baseUrl: string, username: string, password: string) {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const call = async <T>(method: string, path: string, body?: unknown): Promise<{ code: number; data: T }> => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const answer = await fetch(`${baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await answer.json()) as { code: number; data: T };
  };
  return {
    role: async (id: number) => (await call<{ entry: RoleEntry }>('GET', `/api/admin/roles/${id}`)).data.entry,
    roles: async () => (await call<{ entries: RoleListRow[] }>('GET', '/api/admin/roles')).data.entries,
    setPermissions: (id: number, permissions: RolePermission[]) =>
      call('PUT', `/api/admin/roles/${id}`, { permissions }),
    remove: (id: number) => call('DELETE', `/api/admin/roles/${id}`),
    create: async (body: Omit<RoleEntry, 'id' | 'is_approved' | 'approved_by_name'>) =>
      (await call<{ entry: RoleEntry }>('POST', '/api/admin/roles', body)).data.entry,
  };
}
