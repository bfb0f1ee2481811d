import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from './browser';
import {
  afterResponse,
  agreeTo,
  apiLogin,
  capture,
  clickWhenStill,
  expectText,
  loginAs,
  tableRow,
  tableSettled,
  waitForPath,
} from './flows';
import { DESKTOP, PHONE, expectNoHorizontalOverflow } from './layout-checks';
import { ensureMarketConfigured } from './market-flows';

// issue 16: a resident of the demo market ward posts products through the API; quantri2 approves one from the waiting
// queue, refuses another with the reason the seller reads, highlights two products at once, switches products to
// automatic and sees the next one published at once; a store's page lists its products

const MARKET = '/admin/countryside-market/products';
const API = '/api/admin/personal-products';
type Api = Awaited<ReturnType<typeof apiLogin>>;

describe('rural market products: queue, approve, refuse, highlight, automatic mode, a store’s page', () => {
  let session: BrowserSession;
  let staff: Api;
  let seller: Api;
  const posted: Record<string, number> = {};

  const post = async (name: string) => {
    const answer = await seller.call<{ entry: { id: number; approval_status: string } }>(
      'POST',
      '/api/web/market/products',
      {
        name,
        category: 'agricultural',
        price: 35_000,
        unit: 'kg',
        image: '/api/files/5d1e7c2a-8b4f-4e3a-9c6d-1f2a3b4c5d6e/khoai.jpg',
      },
    );
    expect(answer.code, answer.message).toBe(200);
    return answer.data.entry;
  };
  const productOf = async (id: number) =>
    (
      await staff.get<{ entry: { approval_status: string; refusal_reason: string | null; is_highlight: boolean } }>(
        `${API}/${id}`,
      )
    ).entry;

  beforeAll(async () => {
    session = await openBrowser();
    await session.page.setViewportSize(DESKTOP);
    staff = await apiLogin(session.baseUrl, 'quantri2');
    seller = await apiLogin(session.baseUrl, 'nguoidan2');
    await ensureMarketConfigured(staff);
    await staff.call('PATCH', '/api/admin/market-approval-modes/products', { mode: 'manual' });
    for (const name of ['Khoai môn Bắc Kạn', 'Khoai lang Nhật']) posted[name] = (await post(name)).id;
  });

  afterAll(async () => {
    await staff?.call('PATCH', '/api/admin/market-approval-modes/products', { mode: 'trusted' });
    await session?.close();
  });

  it('the waiting queue opens from the menu with the resident’s products; one is approved', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'quantri2');
    await afterResponse(page, API, () => page.getByTestId('menu-personal-products-waiting').click());
    await waitForPath(page, `${MARKET}/waiting-approve`);
    await tableSettled(page);
    const id = posted['Khoai môn Bắc Kạn'];
    await expectText(tableRow(page, id), 'Khoai môn Bắc Kạn');
    await expectText(tableRow(page, id), '35.000');
    await capture(page, 'market-waiting-queue');
    await tableRow(page, id).getByTestId(`review-${id}-approve`).click();
    const answer = await agreeTo(
      page,
      page.locator('.ant-popconfirm:visible'),
      'Phê duyệt sản phẩm này?',
      `${API}/${id}/approve/1`,
      'PATCH',
    );
    expect(((await answer.json()) as { code: number }).code).toBe(200);
    await expectText(page.locator('.ant-notification-notice'), 'Phê duyệt thành công');
    await expect.poll(() => tableRow(page, id).count()).toBe(0);
    expect((await productOf(id)).approval_status).toBe('approved');
  });

  it('refusing asks for the reason, in Vietnamese when empty; the seller reads it', async () => {
    const { page } = session;
    const id = posted['Khoai lang Nhật'];
    await tableRow(page, id).getByTestId(`review-${id}-refuse`).click();
    const dialog = page.locator('.ant-modal:visible');
    await clickWhenStill(page, dialog.getByTestId('refuse-ok'));
    await expectText(dialog.getByTestId('refusal-reason-error'), 'Lý do từ chối không được trống!');
    await dialog.getByTestId('refusal-reason').fill('Ảnh chưa đúng sản phẩm, đề nghị chụp lại.');
    await capture(page, 'market-refuse-reason');
    const answer = await afterResponse(
      page,
      `${API}/${id}/approve/0`,
      () => dialog.getByTestId('refuse-ok').click(),
      'PATCH',
    );
    expect(JSON.parse(answer.request().postData() ?? '{}')).toEqual({
      reason: 'Ảnh chưa đúng sản phẩm, đề nghị chụp lại.',
    });
    await expect.poll(() => tableRow(page, id).count()).toBe(0);
    const mine = await seller.get<{ entries: { id: number; approval_status: string; refusal_reason: string }[] }>(
      '/api/web/market/products/mine',
    );
    expect(mine.entries.find((row) => row.id === id)).toMatchObject({
      approval_status: 'refused',
      refusal_reason: 'Ảnh chưa đúng sản phẩm, đề nghị chụp lại.',
    });
  });

  it('highlights two products of the list at once: one request with both ids', async () => {
    const { page } = session;
    await afterResponse(page, API, () => page.getByTestId('menu-personal-products').click());
    await waitForPath(page, `${MARKET}/list`);
    await tableSettled(page);
    const plain = (
      await staff.get<{ entries: { id: number }[] }>(`${API}?is_highlight=false&approval_status=approved&length=2`)
    ).entries.map((row) => row.id);
    expect(plain).toHaveLength(2);
    for (const id of plain) await tableRow(page, id).locator('.ant-checkbox-input').check();
    await page.getByTestId('bulk-is_highlight-on').click();
    const answer = await agreeTo(
      page,
      page.locator('.ant-popconfirm:visible'),
      'Bật “Nổi bật” cho 2 bản ghi đã chọn?',
      `${API}/highlight/1`,
      'PATCH',
    );
    const sent = JSON.parse(answer.request().postData() ?? '{}') as { ids: number[] };
    expect([...sent.ids].sort((a, b) => a - b)).toEqual([...plain].sort((a, b) => a - b));
    for (const id of plain) expect((await productOf(id)).is_highlight).toBe(true);
    await capture(page, 'market-products-list');
  });

  it('switched to automatic on the browse mode screen, the next product is published at once', async () => {
    const { page } = session;
    await page.getByTestId('menu-browse-mode').click();
    await waitForPath(page, '/admin/browse-mode');
    const products = page.getByTestId('approval-mode-products');
    await products.locator('.ant-radio-wrapper', { hasText: 'Tự động' }).click();
    await afterResponse(
      page,
      '/api/admin/market-approval-modes/products',
      () => page.getByTestId('save-mode-products').click(),
      'PATCH',
    );
    const next = await post('Su su Tam Đảo');
    expect(next.approval_status).toBe('approved');
    await afterResponse(page, API, () => page.getByTestId('menu-personal-products').click());
    await tableSettled(page);
    await expectText(tableRow(page, next.id), 'Đã duyệt');
  });

  it('a store’s page lists its products, each opening under the store; it fits a phone', async () => {
    const { page, baseUrl } = session;
    const store = (await seller.get<{ entry: { id: number; name: string } }>('/api/web/market/store')).entry;
    await page.goto(`${baseUrl}${MARKET}/store-detail/${store.id}`);
    await expectText(page.getByTestId('resource-facts'), store.name);
    await tableSettled(page);
    await expectText(tableRow(page, posted['Khoai môn Bắc Kạn']), 'Khoai môn Bắc Kạn');
    await capture(page, 'market-store-detail');
    await tableRow(page, posted['Khoai môn Bắc Kạn'])
      .getByTestId(`resource-detail-${posted['Khoai môn Bắc Kạn']}`)
      .click();
    await waitForPath(page, `${MARKET}/store-detail/${store.id}/product-detail/${posted['Khoai môn Bắc Kạn']}`);
    await expectText(page.getByTestId('resource-facts'), 'Đã duyệt');
    await page.setViewportSize(PHONE);
    await capture(page, 'market-product-detail-phone');
    await expectNoHorizontalOverflow(page);
    await page.goto(`${baseUrl}${MARKET}/waiting-approve`);
    await tableSettled(page);
    await expectNoHorizontalOverflow(page);
    await capture(page, 'market-waiting-queue-phone');
    await page.setViewportSize(DESKTOP);
  });
});
