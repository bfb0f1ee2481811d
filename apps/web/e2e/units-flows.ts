import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { animationsDone } from './flows';

// helpers of units-admin.test.ts: the units table, the merge screen, the API as reference

export interface WardRow {
  id: number;
  code: string;
  name: string;
  province_id: number;
  province_name: string;
  merged_into_id: number | null;
  merged_into_name?: string | null;
}

export const unitRow = (page: Page, id: number) => page.locator(`[data-testid=units-table] tr[data-row-key="${id}"]`);
export const unitRowIds = (page: Page) =>
  page
    .locator('[data-testid=units-table] tbody tr[data-row-key]')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row-key') ?? ''));

export async function unitsTableSettled(page: Page) {
  await page.getByTestId('units-table').waitFor();
  await expect.poll(() => page.locator('[data-testid=units-table] .ant-spin-spinning').count()).toBe(0);
}

/** the brief's screenshots go to /tmp/units-<name>.png, once the screen has stopped moving */
export async function shot(page: Page, name: string) {
  await page.mouse.move(0, 0);
  await animationsDone(page);
  await page.screenshot({ path: `/tmp/units-${name}.png`, fullPage: true });
}

/** the admin's API, for the reference data the screens are compared with */
export async function adminApi(baseUrl: string) {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: inject('adminPassword') }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const answer = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return ((await answer.json()) as { data: T }).data;
  };
  return {
    get: <T>(path: string) => call<T>('GET', path),
    put: <T>(path: string, body: unknown) => call<T>('PUT', path, body),
  };
}

/** types into a searching antd Select (the ward pickers ask the API) and picks the option with that text */
export async function pickWard(page: Page, testId: string, search: string, option: string) {
  const select = page.getByTestId(testId);
  await select.click();
  await page.keyboard.type(search);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
  await page.keyboard.press('Escape');
}

/** searches the units list; the search box is remounted when the level or keyword changes, so each step is awaited */
export async function searchUnits(page: Page, text: string) {
  const search = page.locator('input[aria-label="Tìm kiếm"]');
  await search.fill(text);
  await expect.poll(() => search.inputValue()).toBe(text);
  await search.press('Enter');
  await expect.poll(() => new URL(page.url()).searchParams.get('keyword')).toBe(text);
  await unitsTableSettled(page);
}
