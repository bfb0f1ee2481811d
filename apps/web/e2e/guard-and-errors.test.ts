import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from './browser';
import {
  capture,
  LOGIN_ERROR_MESSAGE,
  expectLoginError,
  expectText,
  loginAs,
  menuLabels,
  pathOf,
  storedToken,
  submitLogin,
  waitForPath,
} from './flows';

const FORBIDDEN_TITLE = 'Bạn không có quyền truy cập trang này';
const MAINTENANCE_TITLE = 'Hệ thống đang bảo trì hoặc chức năng chưa có';

describe('route guard, permissions in the menu, error pages, refused sign-ins', () => {
  let session: BrowserSession;
  let wardOfficerMenu: string[] = [];

  beforeAll(async () => {
    session = await openBrowser();
  });

  afterAll(async () => {
    await session?.close();
  });

  it('sends a visitor without a token from /admin/home and / to the login page', async () => {
    const { page, baseUrl } = session;
    await page.goto(`${baseUrl}/auth/login`);
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${baseUrl}/admin/home`);
    await waitForPath(page, '/auth/login');
    await page.locator('#login_username').waitFor();
    await page.goto(`${baseUrl}/`);
    await waitForPath(page, '/auth/login');
    await page.goto(`${baseUrl}/admin/villages`);
    await waitForPath(page, '/auth/login');
    expect(await storedToken(page)).toBeNull();
  });

  it('the login page speaks Vietnamese, and an empty form is refused in Vietnamese', async () => {
    const { page, baseUrl } = session;
    await page.goto(`${baseUrl}/auth/login`);
    await page.locator('#login_username').waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('vi');
    // the sign-in screen fits the window: no scroll bar
    const { scrollHeight, innerHeight } = await page.evaluate(() => ({
      scrollHeight: document.documentElement.scrollHeight,
      innerHeight: window.innerHeight,
    }));
    expect(scrollHeight).toBeLessThanOrEqual(innerHeight);
    const body = await page.locator('body').innerText();
    for (const text of ['Đăng nhập', 'Tên đăng nhập', 'Mật khẩu', 'Quên mật khẩu?']) expect(body).toContain(text);
    expect(await page.getByTestId('login-submit').innerText()).toBe('Đăng nhập');
    expect(await page.getByTestId('forget-password-link').innerText()).toBe('Quên mật khẩu?');
    await page.getByTestId('login-submit').click();
    await expectLoginError(page, 'Tên đăng nhập không được trống!');
    await page.locator('#login_username').fill('canbo1');
    await page.getByTestId('login-submit').click();
    await expectLoginError(page, 'Mật khẩu không được trống!');
    expect(pathOf(page)).toBe('/auth/login');
  });

  it('a wrong password shows the error message and keeps no token', async () => {
    const { page, baseUrl } = session;
    await submitLogin(page, baseUrl, 'canbo1', 'Sai@mat-khau1');
    await expectLoginError(page, LOGIN_ERROR_MESSAGE);
    expect(pathOf(page)).toBe('/auth/login');
    expect(await storedToken(page)).toBeNull();
    await capture(page, 'login-wrong-password');
  });

  it('the resident nguoidan1 is refused with a clear Vietnamese message and stays on the login page', async () => {
    const { page, baseUrl } = session;
    await submitLogin(page, baseUrl, 'nguoidan1');
    await expectLoginError(page, 'Tài khoản người dân không được truy cập trang quản trị');
    expect(pathOf(page)).toBe('/auth/login');
    expect(await storedToken(page)).toBeNull();
    await capture(page, 'login-resident-refused');
    // and the console stays closed to them
    await page.goto(`${baseUrl}/admin/home`);
    await waitForPath(page, '/auth/login');
  });

  it('canbo1 sees villages and FAQs in the menu but gets the 403 page on the village create screen', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'canbo1');
    wardOfficerMenu = await menuLabels(page);
    expect(wardOfficerMenu[0]).toBe('Trang chủ');
    expect(wardOfficerMenu).toContain('Thôn/xóm');
    expect(wardOfficerMenu).toContain('Câu hỏi thường gặp');
    await page.getByTestId('menu-villages').waitFor();
    await page.getByTestId('menu-freq-asked-questions').waitFor();
    // villages are read-only for the ward officer, FAQs are theirs to write
    await expectText(page.getByTestId('home-card-villages'), 'Xem danh sách thôn/xóm');
    await expectText(page.getByTestId('home-card-freq-asked-questions'), 'Quản lý danh sách câu hỏi thường gặp');

    await page.goto(`${baseUrl}/admin/villages/create`);
    await waitForPath(page, '/admin/errors/403');
    const forbidden = page.getByTestId('error-page-403');
    await expectText(forbidden, FORBIDDEN_TITLE);
    await expectText(forbidden, 'Vui lòng liên hệ quản trị viên nếu bạn cần quyền này.');
    expect(await page.getByTestId('error-home').innerText()).toBe('Về trang chủ');
    // the console's frame stays around the error page
    await page.getByTestId('side-menu').waitFor();
    await capture(page, '403');
    await page.getByTestId('error-home').click();
    await waitForPath(page, '/admin/home');
    await page.getByTestId('home-greeting').waitFor();
  });

  it('the police officer congan1 sees villages but not FAQs, and the FAQ list is forbidden', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'congan1');
    // docs/permissions.md: police has list on villages, nothing on freq_asked_questions
    // (and no list on users either, which the ward officer has)
    const policeMenu = await menuLabels(page);
    expect(policeMenu[0]).toBe('Trang chủ');
    expect(policeMenu).toContain('Thôn/xóm');
    expect(policeMenu).not.toContain('Câu hỏi thường gặp');
    expect(policeMenu).not.toContain('Người dùng');
    expect(wardOfficerMenu).toEqual(expect.arrayContaining(policeMenu));
    expect(policeMenu.length).toBeLessThan(wardOfficerMenu.length);
    expect(await page.getByTestId('menu-freq-asked-questions').count()).toBe(0);
    expect(await page.getByText('Hỗ trợ dịch vụ').count()).toBe(0);
    expect(await page.getByTestId('home-card-freq-asked-questions').count()).toBe(0);
    await expectText(page.getByTestId('home-card-villages'), 'Xem danh sách thôn/xóm');
    await capture(page, 'home-police');

    await page.goto(`${baseUrl}/admin/service-supports/freq-asked-questions`);
    await waitForPath(page, '/admin/errors/403');
    await expectText(page.getByTestId('error-page-403'), FORBIDDEN_TITLE);

    // the villages list itself is open to them, read-only
    await page.getByTestId('menu-villages').click();
    await waitForPath(page, '/admin/villages');
    await page.locator('tr[data-row-key]').first().waitFor();
    expect(await page.getByTestId('resource-create').count()).toBe(0);
  });

  it('an unknown path shows the maintenance page, inside and outside the console', async () => {
    const { page, baseUrl } = session;
    await page.goto(`${baseUrl}/khong-co-trang`);
    await waitForPath(page, '/error');
    const maintenance = page.getByTestId('error-page-maintenance');
    await expectText(maintenance, MAINTENANCE_TITLE);
    await expectText(maintenance, 'Vui lòng quay lại sau hoặc chọn chức năng khác.');
    await capture(page, 'maintenance');

    await page.goto(`${baseUrl}/admin/khong-co-trang`);
    await waitForPath(page, '/error');
    await expectText(page.getByTestId('error-page-maintenance'), MAINTENANCE_TITLE);
    // still signed in: 'Về trang chủ' goes back into the console
    await page.getByTestId('error-home').click();
    await waitForPath(page, '/admin/home');
    await page.getByTestId('home-greeting').waitFor();
  });
});
