import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from './browser';
import { afterResponse, apiLogin, capture, expectText, loginAs, waitForPath } from './flows';
import { DESKTOP, PHONE, expectNoHorizontalOverflow } from './layout-checks';

// issue 16: the market's approval mode (/admin/browse-mode) — the demo market ward (quantri2's) publishes products of
// its trusted seller at once, makes articles wait and publishes albums at once; its admin makes articles automatic,
// and a ward officer reads the modes without changing them

const PATH = '/admin/browse-mode';
const API = '/api/admin/market-approval-modes';

describe('market approval mode: quantri2 reads the demo modes and makes articles automatic', () => {
  let session: BrowserSession;
  let wardId: number;
  /** the demo's trusted seller of products, as the API names them */
  let sellerName: string;

  beforeAll(async () => {
    session = await openBrowser();
    await session.page.setViewportSize(DESKTOP);
    const admin = await apiLogin(session.baseUrl, 'quantri2');
    wardId = admin.user.ward_id ?? 0;
    const sellers = await admin.get<{ entries: { full_name: string | null; username: string }[] }>(
      `${API}/products/users`,
    );
    sellerName = sellers.entries[0]?.full_name ?? sellers.entries[0]?.username ?? '';
  });

  afterAll(async () => {
    await session?.close();
  });

  it('opens from the market group of the menu with each kind’s mode, the trusted seller named', async () => {
    const { page, baseUrl } = session;
    expect(wardId).toBeGreaterThan(0);
    await loginAs(page, baseUrl, 'quantri2');
    await afterResponse(page, `${API}/products`, () => page.getByTestId('menu-browse-mode').click());
    await waitForPath(page, PATH);
    const products = page.getByTestId('approval-mode-products');
    await expect.poll(() => products.getByTestId('mode-products-trusted').isChecked()).toBe(true);
    // the demo's trusted seller of the ward, by name
    expect(sellerName).not.toBe('');
    await expectText(products.getByTestId('trusted-products'), sellerName);
    await expect
      .poll(() => page.getByTestId('approval-mode-articles').getByTestId('mode-articles-manual').isChecked())
      .toBe(true);
    await expect
      .poll(() => page.getByTestId('approval-mode-albums').getByTestId('mode-albums-auto').isChecked())
      .toBe(true);
    // nothing changed yet: nothing to save
    expect(await page.getByTestId('save-mode-articles').isDisabled()).toBe(true);
    await capture(page, 'market-browse-mode');
  });

  it('switches articles to automatic and saves: only the mode is sent, and the footnote names who changed it', async () => {
    const { page } = session;
    const articles = page.getByTestId('approval-mode-articles');
    await articles.locator('.ant-radio-wrapper', { hasText: 'Tự động' }).click();
    const saved = await afterResponse(
      page,
      `${API}/articles`,
      () => page.getByTestId('save-mode-articles').click(),
      'PATCH',
    );
    expect(((await saved.json()) as { code: number }).code).toBe(200);
    expect(JSON.parse(saved.request().postData() ?? '{}')).toEqual({ ward_id: wardId, mode: 'auto' });
    await expectText(page.locator('.ant-notification-notice'), 'Cập nhật chế độ duyệt thành công');
    await expectText(articles, /Cập nhật lần cuối \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await page.reload();
    await expect.poll(() => articles.getByTestId('mode-articles-auto').isChecked()).toBe(true);
  });

  it('a ward officer reads the modes but cannot change them; the screen fits a phone', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'canbo2');
    await page.goto(`${baseUrl}${PATH}`);
    const products = page.getByTestId('approval-mode-products');
    await expect.poll(() => products.getByTestId('mode-products-trusted').isChecked()).toBe(true);
    expect(await products.getByTestId('mode-products-manual').isDisabled()).toBe(true);
    expect(await page.getByTestId('save-mode-products').count()).toBe(0);
    await page.setViewportSize(PHONE);
    await expectNoHorizontalOverflow(page);
    await capture(page, 'market-browse-mode-phone');
    await page.setViewportSize(DESKTOP);
  });
});
