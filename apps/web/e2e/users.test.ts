import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, screenshot, type BrowserSession } from './browser';
import {
  afterResponse,
  apiLogin,
  expectErrorDialog,
  expectLoginError,
  expectSuccessDialog,
  expectText,
  loginAs,
  logout,
  submitLogin,
  vietnamDate,
  waitForPath,
} from './flows';
import { choose, confirmPopup, motionless, shownPassword, userRow, userRowIds, usersTableSettled } from './users-flows';

const USERNAME = 'canbothon9';
const FULL_NAME = 'Sần Văn Páo';
const CHANGED_NAME = 'Sần Thị Páo';
const ID_CARD = '011090012345';
const COLUMNS = [
  'STT',
  'Tên đăng nhập',
  'Họ và tên',
  'Vai trò',
  'Đơn vị',
  'Số điện thoại',
  'Xác thực',
  'Trạng thái',
  'Ngày tạo',
  'Thao tác',
];

describe('users: quantri1 manages the accounts of the ward, canbo1 only reads them', () => {
  let session: BrowserSession;
  /** a second browser, for the managed account's own sign-in */
  let other: BrowserSession;
  let wardName: string;
  let total: number;
  let newId: number;
  let firstPassword: string;

  beforeAll(async () => {
    [session, other] = await Promise.all([openBrowser(), openBrowser()]);
    const reference = await apiLogin(session.baseUrl, 'quantri1');
    wardName = reference.user.ward_name ?? '';
    total = (await reference.get<{ total: number }>('/api/admin/users')).total;
  });

  afterAll(async () => {
    await Promise.all([session?.close(), other?.close()]);
  });

  it('quantri1 opens Người dùng from the menu: the ward’s accounts in Vietnamese, the own and unmanageable rows protected', async () => {
    const { page, baseUrl } = session;
    expect(wardName).not.toBe('');
    await loginAs(page, baseUrl, 'quantri1');
    await page.getByTestId('home-card-users').waitFor();
    await page.getByTestId('menu-users').click();
    await waitForPath(page, '/admin/users');
    await usersTableSettled(page);
    const headers = await page.locator('[data-testid=users-table] thead th').allInnerTexts();
    expect(headers.map((text) => text.trim())).toEqual(COLUMNS);
    await expectText(page.locator('.ant-pagination'), `Tổng số ${total} bản ghi`);
    expect(await page.locator('input[aria-label="Tìm kiếm"]').getAttribute('placeholder')).toBe(
      'Tìm theo họ tên, tên đăng nhập, số điện thoại, CCCD',
    );
    const self = (await apiLogin(baseUrl, 'quantri1')).user;
    await expectText(userRow(page, self.id), 'Đã xác thực');
    expect(await page.getByTestId(`user-status-${self.id}`).isDisabled()).toBe(true);
    expect(await page.getByTestId(`user-delete-${self.id}`).isDisabled()).toBe(true);
    // the district officer of the demo data holds a role a ward administrator may not give: nothing to change
    const district = (await apiLogin(baseUrl, 'huyen')).user;
    for (const action of ['edit', 'reset-password', 'delete', 'status']) {
      expect(await page.getByTestId(`user-${action}-${district.id}`).isDisabled()).toBe(true);
    }
    await screenshot(page, 'users-list');
  });

  it('create: a bad phone is refused in the error dialog, then the account is saved and its generated password shown once', async () => {
    const { page } = session;
    await page.getByTestId('user-create').click();
    await waitForPath(page, '/admin/users/create');
    await page.locator('#user_username').fill(USERNAME);
    await page.locator('#user_full_name').fill(FULL_NAME);
    await choose(page, '#user_role_id', 'Cán bộ thôn/xóm', 'thôn');
    // a ward-level officer's own ward is filled in and locked
    await expectText(page.getByTestId('user-ward'), wardName);
    expect(await page.locator('#user_ward_id').isDisabled()).toBe(true);
    await choose(page, '#user_village_id', 'Thôn Làng Mới');
    await page.locator('#user_phone').fill('12345');
    await page.locator('#user_dob').fill('15/03/1990');
    await page.locator('#user_dob').press('Tab');
    // the day picker's popup has closed and nothing re-rendered the typed values away before Lưu
    await motionless(page);
    expect(await page.locator('#user_phone').inputValue()).toBe('12345');
    expect(await page.locator('#user_dob').inputValue()).toBe('15/03/1990');
    await page.getByTestId('user-save').click();
    await expectErrorDialog(page, 'Số điện thoại không đúng định dạng!');
    await expectText(page.locator('.ant-form-item-explain-error'), 'Số điện thoại không đúng định dạng!');
    await motionless(page);
    await screenshot(page, 'user-form');

    await page.locator('#user_phone').fill('091 234 5678');
    await page.locator('#user_id_card_number').fill(ID_CARD);
    const created = await afterResponse(page, '/api/admin/users', () => page.getByTestId('user-save').click(), 'POST');
    const body = (await created.json()) as {
      code: number;
      data: { entry: { id: number; dob: string; village_name: string } };
    };
    expect(body.code).toBe(200);
    expect(body.data.entry).toMatchObject({ dob: '1990-03-15', village_name: 'Thôn Làng Mới' });
    newId = body.data.entry.id;
    firstPassword = await shownPassword(page);
    await expectText(page.getByTestId('password-modal'), USERNAME);
    await expectText(page.getByTestId('password-modal'), 'Thêm mới người dùng thành công');
    await motionless(page);
    await screenshot(page, 'user-password');
    await page.getByTestId('password-close').click();

    await waitForPath(page, '/admin/users');
    await usersTableSettled(page);
    const newRow = userRow(page, newId);
    // the number typed with spaces is kept as its digits (issue 10)
    for (const text of [
      USERNAME,
      FULL_NAME,
      'Cán bộ thôn/xóm',
      wardName,
      '0912345678',
      'Chưa xác thực',
      vietnamDate(),
    ]) {
      await expectText(newRow, text);
    }
    await expectText(page.locator('.ant-pagination'), `Tổng số ${total + 1} bản ghi`);

    // the keyword also searches CCCD numbers
    const search = page.locator('input[aria-label="Tìm kiếm"]');
    await search.fill(ID_CARD);
    await afterResponse(page, '/api/admin/users', () => search.press('Enter'));
    await usersTableSettled(page);
    await expect.poll(() => userRowIds(page)).toEqual([String(newId)]);
    expect(new URL(page.url()).searchParams.get('keyword')).toBe(ID_CARD);
    await search.fill('');
    await afterResponse(page, '/api/admin/users', () => search.press('Enter'));
    await usersTableSettled(page);
    await expectText(page.locator('.ant-pagination'), `Tổng số ${total + 1} bản ghi`);
  });

  it('edit: the form holds the saved values without a password, and a new full name is saved', async () => {
    const { page } = session;
    await page.getByTestId(`user-edit-${newId}`).click();
    await waitForPath(page, `/admin/users/${newId}/edit`);
    const fullName = page.locator('#user_full_name');
    await expect.poll(() => fullName.inputValue()).toBe(FULL_NAME);
    expect(await page.locator('#user_username').inputValue()).toBe(USERNAME);
    expect(await page.locator('#user_dob').inputValue()).toBe('15/03/1990');
    expect(await page.locator('#user_password').count()).toBe(0);
    await expectText(page.getByTestId('user-village'), 'Thôn Làng Mới');
    await fullName.fill(CHANGED_NAME);
    await motionless(page);
    await screenshot(page, 'user-form-edit');
    await page.getByTestId('user-save').click();
    expect(await expectSuccessDialog(page)).toBe('Cập nhật người dùng thành công');
    await waitForPath(page, '/admin/users');
    await usersTableSettled(page);
    await expectText(userRow(page, newId), CHANGED_NAME);
  });

  it('lock: the switch locks the account, the filter finds it, and it can no longer sign in', async () => {
    const { page, baseUrl } = session;
    const status = page.getByTestId(`user-status-${newId}`);
    expect(await status.getAttribute('aria-checked')).toBe('true');
    // issue 10: the switch asks first, like delete and password reset
    await status.click();
    await confirmPopup(page, 'Khoá tài khoản này?', `/api/admin/users/${newId}/change-status`, 'PUT');
    await page.locator('.ant-notification-notice', { hasText: 'Đã khoá tài khoản' }).waitFor();
    await expect.poll(() => status.getAttribute('aria-checked')).toBe('false');

    await afterResponse(page, '/api/admin/users', () => choose(page, '[data-testid=user-filter-is_active]', 'Đã khoá'));
    await usersTableSettled(page);
    expect(new URL(page.url()).searchParams.get('is_active')).toBe('false');
    await expect.poll(() => userRowIds(page)).toEqual([String(newId)]);

    await submitLogin(other.page, baseUrl, USERNAME, firstPassword);
    await expectLoginError(other.page, 'Tài khoản đã bị khoá, vui lòng liên hệ quản trị viên');

    await status.click();
    await confirmPopup(page, 'Mở khoá tài khoản này?', `/api/admin/users/${newId}/change-status`, 'PUT');
    await page.locator('.ant-notification-notice', { hasText: 'Đã mở khoá tài khoản' }).waitFor();
    await page.getByTestId('user-filter-is_active').hover();
    await afterResponse(page, '/api/admin/users', () =>
      page.locator('[data-testid=user-filter-is_active] .ant-select-clear').click(),
    );
    await usersTableSettled(page);
    expect(new URL(page.url()).searchParams.get('is_active')).toBeNull();
    expect(await status.getAttribute('aria-checked')).toBe('true');
  });

  it('reset password: after the confirmation the modal shows a new password, which then signs in', async () => {
    const { page, baseUrl } = session;
    // the lock notices would cover the rows in the screenshot; they also close by themselves, so one listed a moment
    // ago may be gone when its turn comes (a click on it waited 15 s and failed a CI run): the first left, each time
    const closers = page.locator('.ant-notification-notice-close');
    for (let tries = 0; tries < 10 && (await closers.count()) > 0; tries++)
      await closers
        .first()
        .click({ timeout: 2_000 })
        .catch(() => undefined);
    await expect.poll(() => closers.count(), { timeout: 10_000 }).toBe(0);
    await page.getByTestId(`user-reset-password-${newId}`).click();
    await confirmPopup(
      page,
      'Đặt lại mật khẩu cho người dùng này?',
      `/api/admin/users/${newId}/reset-password-without-email`,
      'PUT',
    );
    const newPassword = await shownPassword(page);
    expect(newPassword).not.toBe(firstPassword);
    await page.locator('.ant-popconfirm:visible').waitFor({ state: 'hidden' });
    await motionless(page);
    await screenshot(page, 'users-reset-password');
    await page.getByTestId('password-close').click();
    await expect.poll(() => page.getByTestId('password-modal').count()).toBe(0);

    await loginAs(other.page, baseUrl, USERNAME, newPassword);
    await expectText(other.page.getByTestId('home-greeting'), CHANGED_NAME);
  });

  it('delete: after ‘Đồng ý!’ the account is gone', async () => {
    const { page, baseUrl } = session;
    // the ward's count as it is now (a full browser run once showed one more account here than at the start)
    const reference = await apiLogin(baseUrl, 'quantri1');
    total = (await reference.get<{ total: number }>('/api/admin/users')).total - 1;
    await page.getByTestId(`user-delete-${newId}`).click();
    await confirmPopup(page, 'Xoá người dùng này?', `/api/admin/users/${newId}`, 'DELETE');
    expect(await expectSuccessDialog(page)).toBe('Xoá người dùng thành công');
    await usersTableSettled(page);
    await expect.poll(() => userRow(page, newId).count()).toBe(0);
    await expectText(page.locator('.ant-pagination'), `Tổng số ${total} bản ghi`);
  });

  it('the ward officer canbo1 sees the list without Thêm mới, actions or working switches', async () => {
    const { page, baseUrl } = session;
    await logout(page);
    await loginAs(page, baseUrl, 'canbo1');
    await page.getByTestId('menu-users').click();
    await waitForPath(page, '/admin/users');
    await usersTableSettled(page);
    await expect.poll(async () => (await userRowIds(page)).length).toBe(total);
    expect(await page.getByTestId('user-create').count()).toBe(0);
    expect(await page.locator('[data-testid=users-table] thead').innerText()).not.toContain('Thao tác');
    expect(
      await page
        .locator('[data-testid^=user-edit-], [data-testid^=user-reset-password-], [data-testid^=user-delete-]')
        .count(),
    ).toBe(0);
    expect(await page.locator('[data-testid^=user-status-]:not([disabled])').count()).toBe(0);
    // without create on users the role filter offers every role
    await afterResponse(page, '/api/admin/users', () =>
      choose(page, '[data-testid=user-filter-role_id]', 'Quản trị xã/phường', 'Quản trị'),
    );
    await usersTableSettled(page);
    expect(new URL(page.url()).searchParams.get('role_id')).toBe('5');
    await expectText(page.locator('.ant-pagination'), 'Tổng số 1 bản ghi');
    await screenshot(page, 'users-list-readonly');
  });
});
