import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { screensOf } from '@console/shared/domain/console-screens';
import { SUBJECT_KEYS } from '@console/shared/domain/permissions-catalog';
import { findResources } from '@console/shared/resources/find-resources.node';
import { openBrowser, type BrowserSession } from './browser';
import {
  afterResponse,
  animationsDone,
  apiLogin,
  clickWhenStill,
  expectErrorDialog,
  expectText,
  loginAs,
  waitForPath,
} from './flows';
import { matrixSubjects } from './roles-flows';
import { choose, confirmPopup, shownPassword, userRow, usersTableSettled } from './users-flows';

// issue 10: the small things an officer meets in the forms — phone numbers as people write them, a question before
// locking an account, one spelling of 'Hủy', a Vietnamese date-time picker, a birthday picker that starts in the past,
// and no promise of screens the console does not have yet

const USERNAME = 'chitiet1';
const FULL_NAME = 'Phạm Văn Chi Tiết';
const WARD_ROLE_ID = 6;
// the old-style spelling, from its code point (the spelling test scans the sources for it)
const OLD_SPELLING = new RegExp('hu\u1ef7', 'iu');

/** the whole page's text, dialogs included, has only the spec's spelling of Hủy */
async function expectOneSpelling(page: Page) {
  const text = (await page.locator('body').innerText()).normalize('NFC');
  expect(text).not.toMatch(OLD_SPELLING);
}

/** pictures for review: /tmp/field-details-<name>.png, once the screen has stopped moving */
async function shot(page: Page, name: string) {
  await animationsDone(page);
  await page.screenshot({ path: `/tmp/field-details-${name}.png` });
}

/** the Form.Item around an input: its error and its hint */
const formItem = (page: Page, inputId: string) => page.locator('.ant-form-item', { has: page.locator(`#${inputId}`) });

/** 'YYYY-MM-DD' on Vietnam's clock, `days` from now */
function vietnamDay(days = 0): string {
  return new Date(Date.now() + 7 * 3600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

describe('issue 10: phone numbers, the lock question, Hủy, the pickers, what has screens', () => {
  let session: BrowserSession;
  let wardAdmin: Awaited<ReturnType<typeof apiLogin>>;
  let userId: number;

  beforeAll(async () => {
    session = await openBrowser();
    wardAdmin = await apiLogin(session.baseUrl, 'quantri1');
  });

  afterAll(async () => {
    await session?.close();
  });

  it('the user form shows an example under the phone, accepts 0912 345 678 and the user is saved with the digits', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'quantri1');
    await page.goto(`${baseUrl}/admin/users/create`);
    const phone = formItem(page, 'user_phone');
    await expectText(phone.locator('.ant-form-item-extra'), 'Ví dụ: 0912 345 678');
    expect(await page.getByTestId('user-cancel').innerText()).toBe('Hủy');
    await expectOneSpelling(page);

    await page.locator('#user_username').fill(USERNAME);
    await page.locator('#user_full_name').fill(FULL_NAME);
    await choose(page, '#user_role_id', 'Cán bộ xã/phường', 'xã');
    // nine digits: the spec's message word for word in the dialog, and under the field the example beside it
    await page.locator('#user_phone').fill('0912 345 67');
    await page.getByTestId('user-save').click();
    await expectErrorDialog(page, 'Số điện thoại không đúng định dạng!');
    await expectText(phone.locator('.ant-form-item-explain-error'), 'Số điện thoại không đúng định dạng!');
    await expectText(phone.locator('.ant-form-item-extra'), 'Ví dụ: 0912 345 678');
    await shot(page, 'phone-error');

    await page.locator('#user_phone').fill('0912 345 678');
    const created = await afterResponse(page, '/api/admin/users', () => page.getByTestId('user-save').click(), 'POST');
    const body = (await created.json()) as { code: number; data: { entry: { id: number; phone: string } } };
    expect(body.code).toBe(200);
    expect(body.data.entry.phone).toBe('0912345678');
    userId = body.data.entry.id;
    await shownPassword(page);
    await page.getByTestId('password-close').click();
    await waitForPath(page, '/admin/users');
    await usersTableSettled(page);
    await expectText(userRow(page, userId), '0912345678');
    expect((await wardAdmin.get<{ entry: { phone: string } }>(`/api/admin/users/${userId}`)).entry.phone).toBe(
      '0912345678',
    );
  });

  it('the lock switch asks first: Không đồng ý! keeps the account unlocked and sends nothing, Đồng ý! locks it', async () => {
    const { page } = session;
    const status = page.getByTestId(`user-status-${userId}`);
    expect(await status.getAttribute('aria-checked')).toBe('true');
    const statusRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/change-status')) statusRequests.push(request.method());
    });

    await status.click();
    const question = page.locator('.ant-popconfirm:visible');
    await expectText(question, 'Khoá tài khoản này?');
    await expectText(question, 'Người dùng bị đăng xuất và không đăng nhập được cho đến khi được mở khoá.');
    expect(await question.getByTestId('confirm-cancel').innerText()).toBe('Không đồng ý!');
    await expectOneSpelling(page);
    await shot(page, 'lock-question');
    await clickWhenStill(page, question.getByTestId('confirm-cancel'));
    await expect.poll(() => page.locator('.ant-popconfirm:visible').count()).toBe(0);
    expect(await status.getAttribute('aria-checked')).toBe('true');
    expect(statusRequests).toEqual([]);
    expect((await wardAdmin.get<{ entry: { is_active: boolean } }>(`/api/admin/users/${userId}`)).entry.is_active).toBe(
      true,
    );

    await status.click();
    await confirmPopup(page, 'Khoá tài khoản này?', `/api/admin/users/${userId}/change-status`, 'PUT');
    await page.locator('.ant-notification-notice', { hasText: 'Đã khoá tài khoản' }).waitFor();
    await expect.poll(() => status.getAttribute('aria-checked')).toBe('false');
    expect(statusRequests).toEqual(['PUT']);
    expect((await wardAdmin.get<{ entry: { is_active: boolean } }>(`/api/admin/users/${userId}`)).entry.is_active).toBe(
      false,
    );

    // unlocking asks too
    await status.click();
    await confirmPopup(page, 'Mở khoá tài khoản này?', `/api/admin/users/${userId}/change-status`, 'PUT');
    await expect.poll(() => status.getAttribute('aria-checked')).toBe('true');
  });

  it('the birthday picker opens about thirty years back and greys out the days after today', async () => {
    const { page, baseUrl } = session;
    await page.goto(`${baseUrl}/admin/users/${userId}/edit`);
    // the form holds the saved user (no birthday yet) before the picker is opened
    await expect.poll(() => page.locator('#user_username').inputValue()).toBe(USERNAME);
    const dob = page.locator('#user_dob');
    expect(await dob.inputValue()).toBe('');
    await dob.click();
    const panel = page.locator('.ant-picker-dropdown:visible');
    await expectText(panel.locator('.ant-picker-header-view'), String(new Date().getFullYear() - 30));
    // today typed and confirmed: the picker then opens on the field's value, today's month, where today can be picked
    // and the next days cannot (Vietnam's today, whatever the browser's zone)
    const [year, month, day] = vietnamDay().split('-');
    await dob.fill(`${day}/${month}/${year}`);
    await dob.press('Enter');
    await panel.waitFor({ state: 'hidden' });
    expect(await dob.inputValue()).toBe(`${day}/${month}/${year}`);
    await dob.click();
    const cell = (iso: string) => panel.locator(`td[title="${iso}"]`);
    await cell(vietnamDay()).waitFor();
    expect(await cell(vietnamDay()).getAttribute('class')).not.toContain('ant-picker-cell-disabled');
    if ((await cell(vietnamDay(-1)).count()) > 0)
      expect(await cell(vietnamDay(-1)).getAttribute('class')).not.toContain('ant-picker-cell-disabled');
    // a month's grid always ends with a few days of the next month: tomorrow is on screen
    const tomorrow = cell(vietnamDay(1));
    await tomorrow.waitFor();
    expect(await tomorrow.getAttribute('class')).toContain('ant-picker-cell-disabled');
    for (const ahead of [2, 3]) {
      const later = cell(vietnamDay(ahead));
      if ((await later.count()) > 0)
        expect(await later.getAttribute('class'), vietnamDay(ahead)).toContain('ant-picker-cell-disabled');
    }
    await shot(page, 'birthday-picker');
    await page.keyboard.press('Escape');
  });

  it('the date-time picker confirms with a Vietnamese button, and dialogs say Hủy', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'canbo1');
    const officer = await apiLogin(baseUrl, 'canbo1');
    const waiting = await officer.get<{ entries: { id: number }[] }>('/api/admin/sentiments?status=1&length=1');
    expect(waiting.entries.length).toBe(1);
    await page.goto(`${baseUrl}/admin/sentiments/receive/${waiting.entries[0].id}`);
    await page.locator('#receive_time_start').click();
    const ok = page.locator('.ant-picker-dropdown:visible .ant-picker-ok button');
    await expectText(ok, 'Chọn');
    expect((await ok.innerText()).trim()).toBe('Chọn');
    await shot(page, 'date-time-picker');
    await page.keyboard.press('Escape');

    // the profile form's cancel
    await page.goto(`${baseUrl}/admin/profile/update`);
    await page.locator('#profile-update_full_name').waitFor();
    expect(await page.getByRole('button', { name: 'Hủy' }).count()).toBe(1);
    await expectOneSpelling(page);

    // a modal's cancel (admin renames a ward)
    await loginAs(page, baseUrl, 'admin', inject('adminPassword'));
    await page.goto(`${baseUrl}/admin/units`);
    await page.locator('[data-testid^=unit-rename-]').first().click();
    await expectText(page.locator('.ant-modal-title:visible'), 'Đổi tên');
    expect((await page.getByTestId('unit-rename-cancel').innerText()).trim()).toBe('Hủy');
    await expectOneSpelling(page);
    await page.getByTestId('unit-rename-cancel').click();
  });

  it('home: the ward’s services with screens are blue (surveys now among them)', async () => {
    const { page, baseUrl } = session;
    // the demo ward 1 runs surveys, sentiments and notifications: the console has screens for all three
    await loginAs(page, baseUrl, 'canbo1');
    const line = page.getByTestId('home-ward-services');
    await expectText(line, 'Phản ánh');
    for (const [key, name] of [
      ['survey', 'Khảo sát'],
      ['sentiment', 'Phản ánh'],
      ['notification', 'Thông báo'],
    ]) {
      const tag = page.getByTestId(`home-ward-service-${key}`);
      expect((await tag.innerText()).trim()).toBe(name);
      expect(await tag.getAttribute('class')).toContain('ant-tag-blue');
    }
    // ward 2 also runs the rural market, whose config screen exists
    await loginAs(page, baseUrl, 'canbo2');
    const market = page.getByTestId('home-ward-service-market');
    expect((await market.innerText()).trim()).toBe('Chợ quê');
    expect(await market.getAttribute('class')).toContain('ant-tag-blue');
    await shot(page, 'home');
  });

  const OFFICIAL_INFO_LABEL = 'Thông tin chính thống';
  it('the role matrix lists the subjects with screens first and marks every other one sắp có', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'admin', inject('adminPassword'));
    await page.goto(`${baseUrl}/admin/roles/${WARD_ROLE_ID}/edit`);
    await page.getByTestId('perm-row-users').waitFor();
    const subjects = await matrixSubjects(page);
    expect(subjects).toHaveLength(SUBJECT_KEYS.length);
    // the hand-written screens' subjects and every resource area's, found as the API finds them
    const withScreens = screensOf(await findResources()).subjects;
    expect(subjects.slice(0, withScreens.length)).toEqual(withScreens);
    expect(await page.locator('[data-testid^=perm-soon-]').count()).toBe(SUBJECT_KEYS.length - withScreens.length);
    expect(await page.getByTestId('perm-soon-users').count()).toBe(0);
    expect(await page.getByTestId('perm-soon-surveys').count()).toBe(0);
    // cameras got their screens (issue 18); official information has none yet
    expect(await page.getByTestId('perm-soon-camera_rtsp').count()).toBe(0);
    await expectText(page.getByTestId('perm-soon-official_info'), 'sắp có');
    const officialInfo = page.locator('[data-testid=permission-table] tr[data-row-key="official_info"]');
    await expectText(officialInfo, OFFICIAL_INFO_LABEL);
    await officialInfo.scrollIntoViewIfNeeded();
    await shot(page, 'role-matrix');
  });
});
