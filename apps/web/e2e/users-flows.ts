import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { agreeTo, expectText } from './flows';

// helpers of users.test.ts: the users table, antd pickers and popups

export const usersTable = (page: Page) => page.getByTestId('users-table');
export const userRow = (page: Page, id: number | string) =>
  page.locator(`[data-testid=users-table] tr[data-row-key="${id}"]`);
export const userRowIds = (page: Page) =>
  page
    .locator('[data-testid=users-table] tbody tr[data-row-key]')
    .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-row-key') ?? ''));

export async function usersTableSettled(page: Page) {
  await usersTable(page).waitFor();
  await expect.poll(() => page.locator('[data-testid=users-table] .ant-spin-spinning').count()).toBe(0);
}

/** before a screenshot: no tooltip under the mouse, no popup half-way through its opening or closing animation */
export async function motionless(page: Page) {
  await page.mouse.move(0, 0);
  const moving = () =>
    page.evaluate(() => {
      // the motions of antd popups only: a button's wave or loading icon may never finish behind a modal
      const motion =
        /^ant-(zoom|zoom-big|zoom-big-fast|fade|slide-up|slide-down)-(appear|enter|leave)(-start|-active)?$/;
      return [...document.querySelectorAll('[class]')]
        .filter((el) => [...el.classList].some((c) => motion.test(c)))
        .map((el) => el.className);
    });
  await expect.poll(moving, { timeout: 3_000 }).toEqual([]);
}

/** opens an antd Select, narrows it by typing when it searches, and picks the option with that text */
export async function choose(page: Page, selector: string, option: string, search?: string) {
  await page.locator(selector).click();
  if (search) await page.keyboard.type(search);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first().click();
}

/** the password shown once in the modal; the modal is left open */
export async function shownPassword(page: Page): Promise<string> {
  await page.getByTestId('password-modal').waitFor();
  await expectText(page.getByTestId('password-modal'), 'Mật khẩu chỉ hiển thị một lần');
  const password = (await page.getByTestId('password-value').innerText()).trim();
  expect(password).toMatch(/^[A-Za-z0-9]{12}$/);
  return password;
}

/** the open confirmation: its question and its Vietnamese buttons; then 'Đồng ý!' and the request it sends */
export async function confirmPopup(page: Page, title: string, apiPath: string, method: string) {
  await agreeTo(page, page.locator('.ant-popconfirm:visible'), title, apiPath, method);
}
