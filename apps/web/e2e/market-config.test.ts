import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, type BrowserSession } from './browser';
import {
  afterResponse,
  animationsDone,
  apiLogin,
  expectErrorDialog,
  expectSuccessDialog,
  expectText,
  loginAs,
  menuLabels,
  waitForPath,
} from './flows';
import { choose } from './users-flows';

const WARNING = 'Chợ quê của phường/xã chưa được cấu hình.';
const CONFIGS_PATH = '/admin/countryside-market/configs';
const API = '/api/admin/ward-market-configs';
const MARKET_SERVICE_ID = 2;

/** the brief's screenshots: /tmp/market-<name>.png, once the screen has stopped moving */
async function shot(page: Page, name: string) {
  await page.mouse.move(0, 0);
  await animationsDone(page);
  await page.screenshot({ path: `/tmp/market-${name}.png`, fullPage: true });
}

const field = (page: Page, name: string) => page.locator(`#market_config_${name}`);

describe('ward market config: quantri2 sees "not configured" on home, configures the market, the warning goes', () => {
  let session: BrowserSession;
  let wardId: number;
  let wardName: string;

  beforeAll(async () => {
    session = await openBrowser();
    const wardAdmin = await apiLogin(session.baseUrl, 'quantri2');
    wardId = wardAdmin.user.ward_id!;
    wardName = wardAdmin.user.ward_name ?? '';
    // the demo data switches the rural market on in the second ward; make sure, as admin, without touching the rest
    const admin = await fetch(`${session.baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: inject('adminPassword') }),
    });
    const token = ((await admin.json()) as { data: { token: string } }).data.token;
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const services = (await (
      await fetch(`${session.baseUrl}/api/admin/unconf-wards/${wardId}?length=100`, { headers })
    ).json()) as {
      data: { entries: { service: { id: number }; enabled: boolean }[] };
    };
    const enabled = services.data.entries.filter((e) => e.enabled).map((e) => e.service.id);
    if (!enabled.includes(MARKET_SERVICE_ID)) {
      await fetch(`${session.baseUrl}/api/admin/unconf-wards/${wardId}`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ enabled_service_ids: [...enabled, MARKET_SERVICE_ID] }),
      });
    }
    expect(await wardAdmin.get(`${API}/${wardId}`)).toEqual({ entry: null });
  });

  afterAll(() => session?.close());

  it('home warns that the market is not configured, with "Cấu hình ngay" for the ward administrator', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'quantri2');
    const warning = page.getByTestId('market-not-configured');
    await expectText(warning, WARNING);
    expect(await page.getByTestId('market-not-configured-link').innerText()).toBe('Cấu hình ngay');
    await expectText(page.getByTestId('home-ward-services'), 'Chợ quê');
    // the menu offers the screen too, under its 'Chợ quê' group
    expect(await menuLabels(page)).toContain('Cấu hình chợ quê');
    await expectText(page.getByTestId('side-menu'), 'Chợ quê');
    await shot(page, 'home-warning');
  });

  it('"Cấu hình ngay" opens the screen for the own ward; bad values are refused in Vietnamese, then the config is created', async () => {
    const { page } = session;
    await page.getByTestId('market-not-configured-link').click();
    await waitForPath(page, CONFIGS_PATH);
    await expectText(page.getByTestId('market-config-missing'), `Chợ quê của ${wardName} chưa được cấu hình.`);
    // a ward administrator works in their own ward: no ward to pick
    expect(await page.getByTestId('market-config-ward').count()).toBe(0);
    await shot(page, 'config-empty');

    await page.getByTestId('market-config-save').click();
    await expectErrorDialog(page, 'Tên chợ không được trống!');
    await expectText(page.locator('.ant-form-item-explain-error'), 'Tên chợ không được trống!');
    await field(page, 'market_name').fill('Chợ quê Bản Xèo');
    await field(page, 'contact_person').fill('Lê Thị Thu Hà');
    await field(page, 'contact_phone').fill('12345');
    await page.getByTestId('market-config-save').click();
    await expectErrorDialog(page, 'Số điện thoại liên hệ không đúng định dạng!');
    await expectText(page.locator('.ant-form-item-explain-error'), 'Số điện thoại liên hệ không đúng định dạng!');
    await shot(page, 'config-error');

    await field(page, 'contact_phone').fill('091.234.5678');
    await field(page, 'address').fill('Nhà văn hoá thôn Đồng Tâm');
    await field(page, 'description').fill('Nông sản, đặc sản của bà con trong xã, giao tận nhà.');
    const created = await afterResponse(page, API, () => page.getByTestId('market-config-save').click(), 'POST');
    expect(((await created.json()) as { code: number }).code).toBe(200);
    expect(await expectSuccessDialog(page)).toBe('Cấu hình chợ quê thành công');
    // the screen now edits the saved config
    await expectText(page.getByTestId('market-config-updated'), 'Cập nhật lần cuối:');
    await expectText(page.getByTestId('market-config-updated'), 'Lê Thị Thu Hà');
    expect(await page.getByTestId('market-config-missing').count()).toBe(0);
    expect(await field(page, 'market_name').inputValue()).toBe('Chợ quê Bản Xèo');
    await shot(page, 'config-saved');
  });

  it('back on home the warning is gone without a reload', async () => {
    const { page } = session;
    await page.getByTestId('menu-home').click();
    await waitForPath(page, '/admin/home');
    await expectText(page.getByTestId('home-ward-services'), 'Chợ quê');
    await expect.poll(() => page.getByTestId('market-not-configured').count()).toBe(0);
    await shot(page, 'home-configured');
  });

  it('an edit is saved with PATCH and kept', async () => {
    const { page, baseUrl } = session;
    await page.getByTestId('side-menu').getByTestId('menu-market-configs').click();
    await waitForPath(page, CONFIGS_PATH);
    await field(page, 'market_name').waitFor();
    await expect.poll(() => field(page, 'market_name').inputValue()).toBe('Chợ quê Bản Xèo');
    await field(page, 'market_name').fill('Chợ phiên Bản Xèo');
    await field(page, 'contact_email').fill('chophien@banxeo.vn');
    const updated = await afterResponse(
      page,
      `${API}/${wardId}`,
      () => page.getByTestId('market-config-save').click(),
      'PATCH',
    );
    expect(((await updated.json()) as { code: number }).code).toBe(200);
    expect(await expectSuccessDialog(page)).toBe('Cập nhật cấu hình chợ quê thành công');
    await page.reload();
    await expect.poll(() => field(page, 'market_name').inputValue()).toBe('Chợ phiên Bản Xèo');
    expect(await field(page, 'contact_email').inputValue()).toBe('chophien@banxeo.vn');
    const reference = await apiLogin(baseUrl, 'quantri2');
    // typed as 091.234.5678, kept as its digits (issue 10)
    expect(await reference.get(`${API}/${wardId}`)).toMatchObject({
      entry: { market_name: 'Chợ phiên Bản Xèo', contact_phone: '0912345678' },
    });
  });

  it('the ward officer canbo2 only reads the config: fields locked, no save button', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'canbo2');
    expect(await page.getByTestId('market-not-configured').count()).toBe(0);
    await page.goto(`${baseUrl}${CONFIGS_PATH}`);
    await expect.poll(() => field(page, 'market_name').inputValue()).toBe('Chợ phiên Bản Xèo');
    expect(await field(page, 'market_name').isDisabled()).toBe(true);
    expect(await page.getByTestId('market-config-save').count()).toBe(0);
    await shot(page, 'config-read-only');
  });

  it('the province officer picks the ward first', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'tinh');
    expect(await page.getByTestId('market-not-configured').count()).toBe(0);
    await page.getByTestId('side-menu').getByTestId('menu-market-configs').click();
    await waitForPath(page, CONFIGS_PATH);
    await expectText(page.locator('.ant-empty-description'), 'Chọn xã/phường để xem và cấu hình chợ quê');
    await choose(page, '[data-testid=market-config-ward]', wardName, wardName);
    await expect.poll(() => new URL(page.url()).searchParams.get('ward_id')).toBe(String(wardId));
    await expect.poll(() => field(page, 'market_name').inputValue()).toBe('Chợ phiên Bản Xèo');
    expect(await page.getByTestId('market-config-save').isEnabled()).toBe(true);
    await shot(page, 'config-province');
  });
});
