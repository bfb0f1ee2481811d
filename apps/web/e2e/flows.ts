import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_PASSWORD, screenshot } from './browser';

export const TOKEN_STORAGE_KEY = 'console.token';
export const LOGIN_ERROR_MESSAGE = 'Tên đăng nhập hoặc mật khẩu không đúng';

/** the page's URL path, e.g. '/admin/home' */
export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

/** waits until the page is on `path` (client-side navigations included) */
export async function waitForPath(page: Page, path: string) {
  await page.waitForURL((url) => url.pathname === path);
}

/** the visible text of a locator, polled until it contains `text` */
export async function expectText(locator: Locator, text: string | RegExp, timeout = 10_000) {
  const poll = expect.poll(async () => ((await locator.count()) > 0 ? await locator.first().innerText() : ''), {
    timeout,
  });
  if (typeof text === 'string') await poll.toContain(text);
  else await poll.toMatch(text);
}

/** the token the console keeps in localStorage (spec §4), or null */
export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY);
}

/** opens the login page with an empty storage and submits the form; does not wait for the outcome */
export async function submitLogin(page: Page, baseUrl: string, username: string, password = DEMO_PASSWORD) {
  await page.goto(`${baseUrl}/auth/login`);
  await page.evaluate(() => localStorage.clear());
  await page.locator('#login_username').fill(username);
  await page.locator('#login_password').fill(password);
  await page.getByTestId('login-submit').click();
}

/** signs in and waits for the home screen with its greeting */
export async function loginAs(page: Page, baseUrl: string, username: string, password = DEMO_PASSWORD) {
  await submitLogin(page, baseUrl, username, password);
  await waitForPath(page, '/admin/home');
  await page.getByTestId('home-greeting').waitFor();
}

/** the login error shown under the form */
export async function expectLoginError(page: Page, message: string) {
  await expectText(page.getByTestId('login-error'), message);
}

/** header → user menu → Đăng xuất, then back on the login page */
export async function logout(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByTestId('logout').click();
  await waitForPath(page, '/auth/login');
  await page.locator('#login_username').waitFor();
}

/** the open result popup (spec §8 result helper): its message and whether it is the success kind */
export async function readResult(page: Page): Promise<{ message: string; success: boolean }> {
  const message = page.locator('.ant-modal-confirm:visible [data-testid=result-message]').last();
  try {
    await message.waitFor();
  } catch (error) {
    // say what the screen showed instead, so that a failure on CI can be read without a rerun
    const shown = await page.locator('.ant-modal:visible, .ant-form-item-explain-error').allInnerTexts();
    throw new Error(`no result popup on ${page.url()}; shown: ${JSON.stringify(shown)}`, { cause: error });
  }
  const dialog = page.locator('.ant-modal-confirm:visible').last();
  const success = (await dialog.getAttribute('class'))?.includes('result-dialog-success') ?? false;
  return { message: await message.innerText(), success };
}

/** closes the result popup ('Đóng') and waits until every popup is gone (their closing animation included) */
export async function closeResult(page: Page) {
  const open = page.locator('.ant-modal-confirm:visible');
  await clickWhenStill(page, open.locator('[data-testid=result-ok]').last());
  try {
    await expect.poll(() => open.count(), { timeout: 10_000 }).toBe(0);
  } catch (error) {
    throw new Error(`popups still open: ${JSON.stringify(await open.allInnerTexts())}`, { cause: error });
  }
}

/** expects an error popup with exactly `message`, then closes it */
export async function expectErrorDialog(page: Page, message: string) {
  const result = await readResult(page);
  expect(result).toEqual({ message, success: false });
  await closeResult(page);
}

/** expects a success popup and closes it (which runs the follow-up navigation, if any) */
export async function expectSuccessDialog(page: Page): Promise<string> {
  const result = await readResult(page);
  expect(result.success, `success popup expected, got: ${result.message}`).toBe(true);
  await closeResult(page);
  return result.message;
}

/** DD/MM/YYYY of `when` on Vietnam's wall clock (UTC+7, no daylight saving), whatever the test machine's zone */
export function vietnamDate(when: Date = new Date()): string {
  const shifted = new Date(when.getTime() + 7 * 60 * 60 * 1000);
  const dd = String(shifted.getUTCDate()).padStart(2, '0');
  const mm = String(shifted.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${shifted.getUTCFullYear()}`;
}

/** the texts of the side menu's entries, in order */
export async function menuLabels(page: Page): Promise<string[]> {
  await page.getByTestId('side-menu').waitFor();
  const texts = await page.locator('[data-testid=side-menu] a[data-testid^=menu-]').allInnerTexts();
  return texts.map((text) => text.trim());
}

/** runs `action` and waits for the answer to the `method` request of `apiPath` that it caused */
export async function afterResponse(page: Page, apiPath: string, action: () => Promise<unknown>, method = 'GET') {
  const response = page.waitForResponse(
    (r) => new URL(r.url()).pathname === apiPath && r.request().method() === method,
  );
  // when the action itself fails, its error is the one to report, not a later unhandled wait timeout
  response.catch(() => undefined);
  await action();
  return response;
}

export interface ApiUser {
  id: number;
  username: string;
  ward_id: number | null;
  ward_name: string | null;
  role: { field: string; name: string };
  kyc?: { full_name?: string | null } | null;
}

/** an answer of the API as the tests read it: the HTTP status and the envelope */
export interface ApiAnswer<T> {
  status: number;
  code: number;
  message: string;
  data: T;
}

/** signs in through the API (not the browser): the reference data a test compares the screens with */
export async function apiLogin(baseUrl: string, username: string, password = DEMO_PASSWORD) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await response.json()) as { code: number; data: { token: string; entry: ApiUser } };
  if (body.code !== 200) throw new Error(`API login of ${username} failed: ${JSON.stringify(body)}`);
  const { token, entry } = body.data;
  /** any method: the HTTP status with the envelope, for checks and for setting back what a test changed */
  async function call<T>(method: string, path: string, payload?: unknown): Promise<ApiAnswer<T>> {
    const answer = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    const envelope = (await answer.json()) as { code: number; message: string; data: T };
    return { status: answer.status, ...envelope };
  }
  return {
    user: entry,
    call,
    async get<T>(path: string): Promise<T> {
      return (await call<T>('GET', path)).data;
    },
  };
}

/** the visible rows of the resource table, keyed by their id */
export function tableRow(page: Page, id: number | string): Locator {
  return page.locator(`tr[data-row-key="${id}"]`);
}

/** the ids of the rows the resource table shows */
export async function rowIds(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid=resource-table] tbody tr[data-row-key]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-key') ?? ''));
}

/** waits until the table is not loading any more */
export async function tableSettled(page: Page) {
  await page.locator('[data-testid=resource-table]').waitFor();
  await expect.poll(() => page.locator('[data-testid=resource-table] .ant-spin-spinning').count()).toBe(0);
}

/**
 * waits until no overlay (dialog, mask, popover, dropdown, picker, tooltip) is opening or closing and no finite CSS
 * transition is running; false when the screen is still moving after `timeout` ms
 */
export async function animationsDone(page: Page, timeout = 5_000): Promise<boolean> {
  return page
    .waitForFunction(
      () => {
        const overlays =
          '.ant-modal-wrap, .ant-modal, .ant-modal-mask, .ant-popover, .ant-dropdown, .ant-select-dropdown, ' +
          '.ant-picker-dropdown, .ant-tooltip, .ant-notification-notice-wrapper';
        const motion = /-(appear|enter|leave)(-(start|active|prepare))?$/;
        const opening = [...document.querySelectorAll(overlays)].some((element) =>
          [...element.classList].some((name) => motion.test(name)),
        );
        // antd's click wave fades out over 2 s and hardly shows: not worth waiting for
        const isWave = (animation: Animation) =>
          (animation.effect as KeyframeEffect | null)?.target?.classList.contains('ant-wave') === true;
        const running = document
          .getAnimations()
          .some(
            (animation) =>
              animation.playState === 'running' &&
              animation.effect?.getTiming().iterations !== Infinity &&
              !isWave(animation),
          );
        return !opening && !running;
      },
      undefined,
      { timeout },
    )
    .then(() => true)
    .catch(() => false);
}

/** screenshot() once the screen has stopped moving (or after 5 s: a picture is never worth a failed test) */
export async function capture(page: Page, name: string) {
  await animationsDone(page);
  await screenshot(page, name);
}

/** how many forms this page has submitted so far (counted from the first call on; the app is one page) */
export async function formSubmits(page: Page): Promise<number> {
  return page.evaluate(() => {
    const counter = window as unknown as { formSubmits?: number };
    if (counter.formSubmits === undefined) {
      counter.formSubmits = 0;
      document.addEventListener('submit', () => (counter.formSubmits = (counter.formSubmits ?? 0) + 1), true);
    }
    return counter.formSubmits;
  });
}

/**
 * clicks a button in a popup once nothing on screen is opening or moving: a popup still zooming in and being aligned
 * moves under the pointer (seen on a busy machine: the click landed on the page body and the question stayed open)
 */
export async function clickWhenStill(page: Page, button: Locator, timeout?: number) {
  await animationsDone(page);
  await button.click({ timeout });
}

/** the open question (spec §5): its text and its two Vietnamese buttons; then 'Đồng ý!' and the request it sends */
export async function agreeTo(page: Page, popup: Locator, question: string, apiPath: string, method: string) {
  await expectText(popup, question);
  expect(await popup.getByTestId('confirm-ok').innerText()).toBe('Đồng ý!');
  expect(await popup.getByTestId('confirm-cancel').innerText()).toBe('Không đồng ý!');
  return afterResponse(page, apiPath, () => clickWhenStill(page, popup.getByTestId('confirm-ok')), method);
}
