import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from './browser';
import { apiLogin, capture, tableSettled } from './flows';
import { DESKTOP, PHONE, expectNoHorizontalOverflow } from './layout-checks';

/** signs in through the API; its `get` expects 200 (reads), `call` any answer (writes, setting back) */
export async function apiAs(baseUrl: string, username: string, password = DEMO_PASSWORD) {
  const session = await apiLogin(baseUrl, username, password);
  return {
    ...session,
    async get<T>(path: string): Promise<T> {
      const answer = await session.call<T>('GET', path);
      if (answer.status !== 200) throw new Error(`GET ${path} as ${username}: ${answer.status} ${answer.message}`);
      return answer.data;
    },
  };
}

export type ApiSession = Awaited<ReturnType<typeof apiAs>>;

/** a field of an engine form: antd names its input `{form name}_{field}`; a name with '/' needs the attribute form */
export const field = (page: Page, form: string, name: string): Locator => page.locator(`[id="${form}_${name}"]`);

/** the form item (label, control, error) around a field */
export const fieldItem = (page: Page, form: string, name: string): Locator =>
  page.locator('.ant-form-item', { has: field(page, form, name) });

/** a row of the list, table row on a desktop or card on a phone */
export const listRow = (page: Page, id: number | string): Locator => page.locator(`[data-row-key="${id}"]`);

/**
 * runs `action` and waits for the list request (GET `apiPath`) carrying every one of `params`: an answer to an earlier
 * or a background request of the same list is not the one the action caused
 */
export async function listAnswer(
  page: Page,
  apiPath: string,
  params: Record<string, string>,
  action: () => Promise<unknown>,
) {
  const response = page.waitForResponse((answer) => {
    const url = new URL(answer.url());
    return (
      url.pathname === apiPath &&
      answer.request().method() === 'GET' &&
      Object.entries(params).every(([key, value]) => url.searchParams.get(key) === value)
    );
  });
  // when the action itself fails, its error is the one to report, not a later unhandled wait timeout
  response.catch(() => undefined);
  await action();
  return response;
}

/** the column titles of the resource table */
export async function columnTitles(page: Page): Promise<string[]> {
  const titles = await page.locator('[data-testid=resource-table] thead th').allInnerTexts();
  return titles.map((title) => title.trim()).filter(Boolean);
}

/** the open select's option with exactly `label`, clicked */
export async function pickOption(page: Page, select: Locator, label: string, search?: string) {
  await select.click();
  if (search) await page.keyboard.type(search);
  const option = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({
    has: page.locator('.ant-select-item-option-content', { hasText: new RegExp(`^${escapeRegExp(label)}$`) }),
  });
  await option.first().click();
}

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** what a screen waits for before its picture: `phone` says which layout it must be drawn in */
export type Ready = (phone: boolean) => Promise<void>;

/**
 * the screen at 1366×768 and at 390×844: `ready` says when it is drawn in that window's layout (the list's table or
 * its cards settled, the form shown); on the phone nothing may push the page sideways. `<name>.png` and
 * `<name>-phone.png`; the window is a desktop's again after.
 */
export async function captureBoth(page: Page, name: string, ready: Ready) {
  await page.setViewportSize(DESKTOP);
  await ready(false);
  await capture(page, name);
  // a phone has no pointer resting over the screen: no tooltip left open by where the last click happened
  await page.mouse.move(0, 0);
  await page.setViewportSize(PHONE);
  await ready(true);
  // the picture first: when the page is too wide, it shows what pushes it
  await capture(page, `${name}-phone`);
  await expectNoHorizontalOverflow(page);
  await expectNothingCut(page);
  await page.setViewportSize(DESKTOP);
  await ready(false);
}

/** the screen's title, the phone cards' words and the form's labels are shown whole: none is wider than its box */
export async function expectNothingCut(page: Page) {
  const cut = await page.evaluate(() =>
    [
      ...document.querySelectorAll(
        '[data-testid=page-title], .list-card__title, .list-card__fact dt, .list-card__fact dd, ' +
          '.ant-form-item-label > label, .ant-typography-ellipsis',
      ),
    ]
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.textContent),
  );
  expect(cut, 'texts cut at their box').toEqual([]);
}

/** a list screen is drawn with at least `rows` rows: table rows on a desktop, cards (and no table) on a phone */
export const listReady =
  (page: Page, rows = 1): Ready =>
  async (phone) => {
    await tableSettled(page);
    const list = page.locator('[data-testid=resource-table]');
    const shown = phone ? list.locator('[data-testid=list-card]') : list.locator('tr[data-row-key]');
    await expect.poll(() => shown.count()).toBeGreaterThanOrEqual(rows);
    if (phone) expect(await list.locator('table').count()).toBe(0);
  };

/** a form screen is drawn */
export const formReady =
  (page: Page): Ready =>
  async () => {
    await page.getByTestId('resource-form').waitFor();
    await page.getByTestId('resource-save').waitFor();
  };

/** the ward's label in the ward picker (lib/wards/list-wards.ts wardLabel), read from the same API the picker asks */
export async function wardPickerLabel(api: ApiSession, wardId: number, wardName: string): Promise<string> {
  interface WardOption {
    id: number;
    name: string;
    province_id: number;
    province_name: string;
    district_name: string | null;
  }
  const { entries } = await api.get<{ entries: WardOption[] }>(
    `/api/admin/wards?keyword=${encodeURIComponent(wardName)}&length=50`,
  );
  const ward = entries.find((entry) => entry.id === wardId);
  if (!ward) throw new Error(`ward ${wardId} not found by its name ${wardName}`);
  const showProvince = new Set(entries.map((entry) => entry.province_id)).size > 1;
  const parents = [ward.district_name, showProvince ? ward.province_name : null].filter(Boolean);
  return parents.length ? `${ward.name} — ${parents.join(', ')}` : ward.name;
}
