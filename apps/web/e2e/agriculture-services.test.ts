import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  AGRICULTURE_API,
  machineCategories,
  mine,
  offerService,
  publicCategoryNames,
  publicMachineIds,
  type MineRow,
} from './agriculture-flows';
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
import { DESKTOP, PHONE, expectInView, expectNoHorizontalOverflow } from './layout-checks';

// issue 19: a resident (nguoidan1) offers two machine services from the app; the ward administrator (quantri1) finds
// the first waiting on the machine services' list, approves it from its detail and residents see it; the second is
// refused with a reason its sender reads; the supplies' list keeps to supplies; the ward officer (canbo1) only reads;
// the platform administrator switches a shared category off and on; the list and a detail fit a phone.

const MACHINE = '/admin/agriculture-service/machine';
const SUPPLIES = '/admin/agriculture-service/supplies';
const CATEGORIES = '/admin/categories';
const CATEGORIES_API = '/api/admin/categories';
const HARVEST = 'Gặt lúa bằng máy gặt đập liên hợp Kubota DC-70';
const PLOUGH = 'Cày ải bằng máy xới tay Honda';
const REASON = 'Đề nghị ghi rõ giá theo sào Bắc Bộ (360 m²) và thôn nhận làm đất.';
/** a machine category no demo service is filed under: switching it off and on again changes no other screen */
const SWITCHED_CATEGORY = 'Gieo cấy';
type Api = Awaited<ReturnType<typeof apiLogin>>;

/** a row of the list: the table's row on a desktop, the card on a phone */
const listItem = (page: Page, id: number) => page.locator(`[data-testid=resource-table] [data-row-key="${id}"]`);

describe('agriculture services: a resident’s offer approved and refused, supplies, categories, a phone', () => {
  let session: BrowserSession;
  let staff: Api;
  let resident: Api;
  let admin: Api;
  let wardId = 0;
  let harvest: MineRow;
  let plough: MineRow;

  beforeAll(async () => {
    session = await openBrowser();
    await session.page.setViewportSize(DESKTOP);
    staff = await apiLogin(session.baseUrl, 'quantri1');
    resident = await apiLogin(session.baseUrl, 'nguoidan1');
    admin = await apiLogin(session.baseUrl, 'admin', inject('adminPassword'));
    wardId = resident.user.ward_id ?? 0;
    // the resident offers to the commune quantri1 administers
    expect(wardId).toBeGreaterThan(0);
    expect(staff.user.ward_id).toBe(wardId);
    const categories = await machineCategories(staff);
    const hamlets = await staff.get<{ entries: { id: number; ward_id: number }[] }>('/api/admin/villages?length=100');
    const hamletIds = hamlets.entries
      .filter((row) => row.ward_id === wardId)
      .map((row) => row.id)
      .slice(0, 1);
    expect(hamletIds).toHaveLength(1);
    harvest = await offerService(
      resident,
      { name: HARVEST, categoryId: categories.get('Thu hoạch')!, price: 150_000, unit: 'sao' },
      hamletIds,
    );
    plough = await offerService(
      resident,
      { name: PLOUGH, categoryId: categories.get('Làm đất (cày, bừa, phay)')!, price: 60_000, unit: 'sao' },
      hamletIds,
    );
    for (const row of [harvest, plough])
      expect(row).toMatchObject({ approval_status: 'waiting', refusal_reason: null });
    // waiting, the offers are not shown to residents
    const shown = await publicMachineIds(session.baseUrl, wardId);
    expect(shown).not.toContain(harvest.id);
    expect(shown).not.toContain(plough.id);
  });

  afterAll(async () => {
    await session?.close();
  });

  it('quantri1 opens the machine services from the menu; the offer waits there', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'quantri1');
    const group = page.locator('[data-testid=side-menu] .ant-menu-submenu-title', {
      hasText: /^Dịch vụ nông nghiệp$/,
    });
    await expect.poll(() => group.getAttribute('aria-expanded')).toBe('true');
    await expectText(page.getByTestId('menu-machine'), 'Dịch vụ cơ giới');
    await expectText(page.getByTestId('menu-supplies'), 'Vật tư nông nghiệp');
    const answer = await afterResponse(page, AGRICULTURE_API, () => page.getByTestId('menu-machine').click());
    // the view asks its own kind only
    expect(new URL(answer.url()).searchParams.get('kind')).toBe('machine');
    await waitForPath(page, MACHINE);
    await tableSettled(page);
    await expectText(page.getByTestId('page-title'), 'Danh sách dịch vụ cơ giới');
    const row = tableRow(page, harvest.id);
    await expectText(row, HARVEST);
    await expectText(row.getByTestId('approval-status'), 'Chờ duyệt');
    await expectText(row, '150.000');
    await expectText(row, 'sào');
    await expectText(row, 'Thu hoạch');
    await expectText(tableRow(page, plough.id).getByTestId('approval-status'), 'Chờ duyệt');
    await row.getByTestId(`review-${harvest.id}-approve`).waitFor();
    await capture(page, 'agriculture-machine');
  });

  it('its detail (…/machine/detail/{id}) approves it: the tag turns ‘Đã duyệt’ and residents see the offer', async () => {
    const { page, baseUrl } = session;
    await tableRow(page, harvest.id).getByTestId(`resource-detail-${harvest.id}`).click();
    await waitForPath(page, `${MACHINE}/detail/${harvest.id}`);
    const facts = page.getByTestId('resource-facts');
    await expectText(facts, HARVEST);
    await expectText(facts.getByTestId('approval-status'), 'Chờ duyệt');
    await expectText(facts, 'Thu hoạch');
    await page.getByTestId(`review-${harvest.id}-approve`).click();
    const answer = await agreeTo(
      page,
      page.locator('.ant-popconfirm:visible'),
      'Phê duyệt dịch vụ này?',
      `${AGRICULTURE_API}/${harvest.id}/approve/1`,
      'PATCH',
    );
    expect(((await answer.json()) as { code: number }).code).toBe(200);
    await page.locator('.ant-notification-notice', { hasText: 'Phê duyệt thành công' }).first().waitFor();
    await expectText(facts.getByTestId('approval-status'), 'Đã duyệt');
    // approved, only the other choice is left
    await expect.poll(() => page.getByTestId(`review-${harvest.id}-approve`).count()).toBe(0);
    await page.getByTestId(`review-${harvest.id}-refuse`).waitFor();
    await capture(page, 'agriculture-detail');
    expect(await publicMachineIds(baseUrl, wardId)).toContain(harvest.id);
    expect((await mine(resident)).find((row) => row.id === harvest.id)?.approval_status).toBe('approved');
  });

  it('back on the list, the second offer is refused with a reason the resident reads', async () => {
    const { page, baseUrl } = session;
    await page.getByText('Quay lại danh sách').click();
    await waitForPath(page, MACHINE);
    await tableSettled(page);
    await expectText(tableRow(page, harvest.id).getByTestId('approval-status'), 'Đã duyệt');
    await tableRow(page, plough.id).getByTestId(`review-${plough.id}-refuse`).click();
    const dialog = page.locator('.ant-modal:visible');
    await expectText(dialog, 'Từ chối dịch vụ này');
    await clickWhenStill(page, dialog.getByTestId('refuse-ok'));
    await expectText(dialog.getByTestId('refusal-reason-error'), 'Lý do từ chối không được trống!');
    await dialog.getByTestId('refusal-reason').fill(REASON);
    const answer = await afterResponse(
      page,
      `${AGRICULTURE_API}/${plough.id}/approve/0`,
      () => dialog.getByTestId('refuse-ok').click(),
      'PATCH',
    );
    expect(JSON.parse(answer.request().postData() ?? '{}')).toEqual({ reason: REASON });
    expect(((await answer.json()) as { code: number }).code).toBe(200);
    await page.locator('.ant-notification-notice', { hasText: 'Từ chối thành công' }).first().waitFor();
    await expectText(tableRow(page, plough.id).getByTestId('approval-status'), 'Từ chối');
    await expect.poll(() => page.getByTestId(`review-${plough.id}-refuse`).count()).toBe(0);
    expect((await mine(resident)).find((row) => row.id === plough.id)).toMatchObject({
      approval_status: 'refused',
      refusal_reason: REASON,
    });
    expect(await publicMachineIds(baseUrl, wardId)).not.toContain(plough.id);
  });

  it('the supplies’ list shows the demo supplies and none of the machine offers', async () => {
    const { page } = session;
    const answer = await afterResponse(page, AGRICULTURE_API, () => page.getByTestId('menu-supplies').click());
    expect(new URL(answer.url()).searchParams.get('kind')).toBe('supplies');
    await waitForPath(page, SUPPLIES);
    await tableSettled(page);
    await expectText(page.getByTestId('page-title'), 'Danh sách vật tư nông nghiệp');
    const table = page.getByTestId('resource-table');
    await expectText(table, 'Phân bón NPK Lâm Thao');
    await expectText(table, 'Giống lúa Bắc thơm số 7');
    const text = await table.innerText();
    expect(text).not.toContain(HARVEST);
    expect(text).not.toContain(PLOUGH);
    expect(text).not.toContain('Cày bừa bằng máy cày Kubota');
    expect(await tableRow(page, harvest.id).count()).toBe(0);
    const supplies = await staff.get<{ entries: { id: number }[] }>(`${AGRICULTURE_API}?kind=supplies&length=100`);
    const supplyIds = new Set(supplies.entries.map((row) => String(row.id)));
    const shown = await page
      .locator('[data-testid=resource-table] tbody tr[data-row-key]')
      .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-row-key') ?? ''));
    expect(shown.length).toBeGreaterThan(0);
    for (const id of shown) expect(supplyIds.has(id), `row ${id} is not a supply`).toBe(true);
    await capture(page, 'agriculture-supplies');
  });

  it('the ward officer canbo1 reads the offer but has no review, edit or delete', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'canbo1');
    await page.goto(`${baseUrl}${MACHINE}`);
    await tableSettled(page);
    await expectText(tableRow(page, harvest.id).getByTestId('approval-status'), 'Đã duyệt');
    for (const action of ['approve', 'refuse'])
      expect(await page.getByTestId(`review-${plough.id}-${action}`).count()).toBe(0);
    expect(await page.getByTestId(`resource-edit-${harvest.id}`).count()).toBe(0);
    expect(await page.getByTestId(`resource-delete-${harvest.id}`).count()).toBe(0);
    await page.getByTestId(`resource-detail-${harvest.id}`).click();
    await waitForPath(page, `${MACHINE}/detail/${harvest.id}`);
    await expectText(page.getByTestId('resource-facts'), HARVEST);
    expect(await page.getByTestId(`review-${harvest.id}-refuse`).count()).toBe(0);
    expect(await page.getByTestId('resource-detail-edit').count()).toBe(0);
  });

  it('admin switches a shared category off and on again at /admin/categories', async () => {
    const { page, baseUrl } = session;
    const found = await admin.get<{ entries: { id: number; name: string; kind: string; is_active: boolean }[] }>(
      `${CATEGORIES_API}?kind=agriculture_machine&keyword=${encodeURIComponent(SWITCHED_CATEGORY)}&length=100`,
    );
    const category = found.entries.find((row) => row.name === SWITCHED_CATEGORY)!;
    expect(category).toMatchObject({ is_active: true });
    await loginAs(page, baseUrl, 'admin', inject('adminPassword'));
    await afterResponse(page, CATEGORIES_API, () => page.getByTestId('menu-categories').click());
    await waitForPath(page, CATEGORIES);
    await tableSettled(page);
    await expectText(page.getByTestId('resource-table'), 'Dịch vụ cơ giới / máy móc');
    await capture(page, 'categories');

    const box = page.locator('input[aria-label="Tìm kiếm"]');
    await box.fill(SWITCHED_CATEGORY);
    await afterResponse(page, CATEGORIES_API, () => box.press('Enter'));
    await tableSettled(page);
    await expectText(tableRow(page, category.id), SWITCHED_CATEGORY);
    const toggle = page.getByTestId(`resource-toggle-is_active-${category.id}`);
    expect(await toggle.getAttribute('aria-checked')).toBe('true');

    await toggle.click();
    const off = await agreeTo(
      page,
      page.locator('.ant-popconfirm:visible'),
      'Ẩn danh mục này? Các dịch vụ đã gắn danh mục vẫn được giữ.',
      `${CATEGORIES_API}/status/${category.id}`,
      'PUT',
    );
    expect(((await off.json()) as { code: number; data: { entry: { is_active: boolean } } }).data.entry).toMatchObject({
      is_active: false,
    });
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    expect(await publicCategoryNames(baseUrl, 'agriculture_machine')).not.toContain(SWITCHED_CATEGORY);
    expect((await machineCategories(staff)).has(SWITCHED_CATEGORY)).toBe(false);
    await capture(page, 'categories-switched-off');

    await clickWhenStill(page, toggle);
    await agreeTo(
      page,
      page.locator('.ant-popconfirm:visible'),
      'Hiển thị danh mục này?',
      `${CATEGORIES_API}/status/${category.id}`,
      'PUT',
    );
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    expect(await publicCategoryNames(baseUrl, 'agriculture_machine')).toContain(SWITCHED_CATEGORY);
    expect((await machineCategories(staff)).has(SWITCHED_CATEGORY)).toBe(true);
  });

  it('on a phone, the machine services’ list and a refused offer’s detail fit 390 px', async () => {
    const { page, baseUrl } = session;
    await page.setViewportSize(PHONE);
    await loginAs(page, baseUrl, 'quantri1');
    await page.goto(`${baseUrl}${MACHINE}`);
    await tableSettled(page);
    await expectText(listItem(page, harvest.id), HARVEST);
    await expectText(listItem(page, plough.id), PLOUGH);
    await expectNoHorizontalOverflow(page);
    await capture(page, 'agriculture-machine-phone');

    await listItem(page, plough.id).getByTestId(`resource-detail-${plough.id}`).click();
    await waitForPath(page, `${MACHINE}/detail/${plough.id}`);
    const facts = page.getByTestId('resource-facts');
    await expectText(facts.getByTestId('approval-status'), 'Từ chối');
    await expectText(facts, REASON);
    // refused, it may still be approved: the button is in reach
    await expectInView(page.getByTestId(`review-${plough.id}-approve`));
    await expectNoHorizontalOverflow(page);
    await capture(page, 'agriculture-detail-phone');
    await page.setViewportSize(DESKTOP);
  });
});
