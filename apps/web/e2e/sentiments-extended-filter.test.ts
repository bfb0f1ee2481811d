import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, type BrowserSession } from './browser';
import { DESKTOP, expectInView, expectNoHorizontalOverflow, PHONE, shotInto } from './layout-checks';
import { afterResponse, apiLogin, expectText, loginAs } from './flows';
import { apiAccount, openList, sentimentsSettled, tabCount, type ApiAccount } from './sentiments-flows';

// Issue 10, "extensions reported apart from plain lateness", on the screens: the 'Gia hạn' filter of the lists (kept in
// the URL, followed by the tab counts, counted under 'Bộ lọc' on a phone), the 'Đã gia hạn' tag beside a row's status
// (table and phone card), and the role detail's sentiment categories.

const SHOTS = '/tmp/shots-ext';
const shot = (page: Page, name: string, fullPage = true) => shotInto(SHOTS, page, name, fullPage);
const VN_OFFSET_MS = 7 * 60 * 60 * 1000;
/** the demo data's never-received overdue item of the second commune (canbo2's; the extension tests use canbo1's) */
const TITLE = 'Chó thả rông cắn người';
const MEDICAL_ROLE = 10;
const WARD_ROLE = 6;
const ADMIN_ROLE = 1;

interface Row {
  id: number;
  title: string;
  status: number;
  extension_count: number;
}
interface Detail extends Row {
  content: string;
  category_id: number;
  time_start: string | null;
  time_finish: string | null;
  content_update: string | null;
}
type Counts = Record<'all' | '1' | '2' | '3' | '4' | '5', number>;

/** midnight of today in Vietnam, plus some minutes: a deadline already gone by that is "not before today" */
function vietnamTodayAt(minutes: number): string {
  const shifted = new Date(Date.now() + VN_OFFSET_MS);
  const midnight = Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate()) - VN_OFFSET_MS;
  return new Date(midnight + minutes * 60_000).toISOString();
}

/** moves the item's deadline through PUT …/update with a reason: an extension (gia hạn) */
async function extend(officer: ApiAccount, id: number, timeFinish: string, reason: string) {
  const { entry } = (await officer.get<{ entry: Detail }>(`/api/admin/sentiments/${id}`)).data;
  const answer = await officer.put<{ entry: Detail }>(`/api/admin/sentiments/${id}/update`, {
    title: entry.title,
    content: entry.content,
    category_id: entry.category_id,
    ...(entry.time_start ? { time_start: entry.time_start } : {}),
    content_update: entry.content_update ?? 'Đã liên hệ thú y xã, chờ kế hoạch tiêm phòng và bắt chó thả rông.',
    time_finish: timeFinish,
    extension_reason: reason,
  });
  if (answer.code !== 200) throw new Error(`extension refused: ${JSON.stringify(answer)}`);
  return answer.data.entry;
}

/** chooses an option of the 'Gia hạn' select (or clears it) and waits for the list and the counts it asks for */
async function chooseExtended(page: Page, label: 'Đã gia hạn' | 'Chưa gia hạn' | null) {
  const select = page.getByTestId('sentiment-filter-extended');
  const counts = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/admin/sentiments/status-counts');
  await afterResponse(page, '/api/admin/sentiments', async () => {
    if (label === null) {
      await select.hover();
      await select.locator('.ant-select-clear').click();
    } else {
      await select.click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: label }).click();
    }
  });
  await counts;
  await sentimentsSettled(page);
}

const shownIds = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((rows) => rows.map((row) => Number(row.getAttribute('data-row-key'))));

describe('sentiments: the Gia hạn filter and tag (desktop 1366 and phone 390×844)', () => {
  let session: BrowserSession;
  let officer: ApiAccount;
  let item: Row;
  const apiCounts = async (query = '') =>
    (await officer.get<Counts>(`/api/admin/sentiments/status-counts${query}`)).data;
  const apiIds = async (query: string) =>
    (await officer.get<{ entries: Row[] }>(`/api/admin/sentiments?length=10${query}`)).data.entries.map(
      (row) => row.id,
    );

  beforeAll(async () => {
    session = await openBrowser();
    await session.page.setViewportSize(DESKTOP);
    officer = await apiAccount(session.baseUrl, 'canbo2');
    const found = await officer.get<{ entries: Row[] }>(
      `/api/admin/sentiments?keyword=${encodeURIComponent('thả rông')}`,
    );
    item = found.data.entries.find((row) => row.title === TITLE)!;
    expect(item).toBeDefined();
    expect([item.status, item.extension_count]).toEqual([5, 0]);
    // extended to earlier today: still overdue (5), now "late with an extension"
    const extended = await extend(
      officer,
      item.id,
      vietnamTodayAt(0),
      'Chờ thú y huyện hỗ trợ vắc-xin, cần thêm thời gian.',
    );
    expect([extended.status, extended.extension_count]).toEqual([5, 1]);
  });

  afterAll(async () => {
    await session?.close();
  });

  it('desktop: the row shows Đã gia hạn beside its status; Đã gia hạn keeps the extended items and the Quá hạn xử lý count follows', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'canbo2');
    await openList(page, baseUrl);
    const all = await apiCounts();
    const extended = await apiCounts('?extended=true');
    const plain = await apiCounts('?extended=false');
    expect(extended['5']).toBeGreaterThanOrEqual(1);
    expect(extended['5'] + plain['5']).toBe(all['5']);
    await expect.poll(() => tabCount(page, '5')).toBe(all['5']);

    const row = page.locator(`[data-testid=sentiments-table] tr[data-row-key="${item.id}"]`);
    const tag = row.getByTestId('sentiment-row-extended');
    await expectText(tag, 'Đã gia hạn');
    expect((await tag.innerText()).trim()).toBe('Đã gia hạn');
    // in the status cell, right under the status
    const statusCell = row.locator('td', { has: page.getByTestId('sentiment-status') });
    expect(await statusCell.getByTestId('sentiment-row-extended').count()).toBe(1);
    expect(await page.locator('[data-testid=sentiments-table] [data-testid=sentiment-row-extended]').count()).toBe(
      (await apiIds('&extended=true')).length,
    );
    await expectNoHorizontalOverflow(page);

    await chooseExtended(page, 'Đã gia hạn');
    expect(new URL(page.url()).searchParams.get('extended')).toBe('true');
    const rows = '[data-testid=sentiments-table] tbody tr[data-row-key]';
    expect(await shownIds(page, rows)).toEqual(await apiIds('&extended=true'));
    expect(await shownIds(page, rows)).toContain(item.id);
    expect(await page.locator(`${rows} [data-testid=sentiment-row-extended]`).count()).toBe(
      await page.locator(rows).count(),
    );
    await expect.poll(() => tabCount(page, '5')).toBe(extended['5']);
    await expect.poll(() => tabCount(page, 'all')).toBe(extended.all);
    await expectNoHorizontalOverflow(page);
    await shot(page, 'desktop-extended-true');

    // the overdue tab with the filter: the late items that were extended
    await afterResponse(page, '/api/admin/sentiments', () => page.getByTestId('sentiment-tab-5').click());
    await sentimentsSettled(page);
    expect(await shownIds(page, rows)).toEqual(await apiIds('&extended=true&status=5'));
    expect(await shownIds(page, rows)).toContain(item.id);

    // kept in the URL: a reload shows the same choice and rows
    await openList(page, baseUrl, '?extended=true&status=5');
    await expectText(page.getByTestId('sentiment-filter-extended'), 'Đã gia hạn');
    expect(await shownIds(page, rows)).toContain(item.id);
    await afterResponse(page, '/api/admin/sentiments', () => page.getByTestId('sentiment-tab-all').click());
    await sentimentsSettled(page);

    await chooseExtended(page, 'Chưa gia hạn');
    expect(new URL(page.url()).searchParams.get('extended')).toBe('false');
    expect(await shownIds(page, rows)).not.toContain(item.id);
    expect(await shownIds(page, rows)).toEqual(await apiIds('&extended=false'));
    expect(await page.locator(`${rows} [data-testid=sentiment-row-extended]`).count()).toBe(0);
    await expect.poll(() => tabCount(page, '5')).toBe(plain['5']);
    await expect.poll(() => tabCount(page, 'all')).toBe(plain.all);
    await shot(page, 'desktop-extended-false');

    await chooseExtended(page, null);
    expect(new URL(page.url()).searchParams.get('extended')).toBeNull();
    await expect.poll(() => tabCount(page, '5')).toBe(all['5']);
  });

  it('desktop: the archive takes the same filter (canbo1, whose commune has an archived item)', async () => {
    const { page, baseUrl } = session;
    const first = await apiAccount(baseUrl, 'canbo1');
    const archived = async (query: string) =>
      (await first.get<{ entries: Row[] }>(`/api/admin/sentiments/archived?length=10${query}`)).data.entries.map(
        (row) => row.id,
      );
    await loginAs(page, baseUrl, 'canbo1');
    const rows = '[data-testid=archived-sentiments-table] tbody tr[data-row-key]';
    await afterResponse(page, '/api/admin/sentiments/archived', () =>
      page.goto(`${baseUrl}/admin/sentiments/archived?extended=false`),
    );
    await sentimentsSettled(page, 'archived-sentiments-table');
    await expectText(page.getByTestId('sentiment-filter-extended'), 'Chưa gia hạn');
    expect(await shownIds(page, rows)).toEqual(await archived('&extended=false'));
    expect((await shownIds(page, rows)).length).toBeGreaterThan(0);
    await afterResponse(page, '/api/admin/sentiments/archived', async () => {
      await page.getByTestId('sentiment-filter-extended').click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Đã gia hạn' }).click();
    });
    await sentimentsSettled(page, 'archived-sentiments-table');
    expect(new URL(page.url()).searchParams.get('extended')).toBe('true');
    expect(await shownIds(page, rows)).toEqual(await archived('&extended=true'));
    await shot(page, 'desktop-archived-extended-true', false);
    await loginAs(page, baseUrl, 'canbo2');
  });

  it('phone: a second extension reads Đã gia hạn 2 lần on the card beside its status; the filter counts under Bộ lọc', async () => {
    const { page, baseUrl } = session;
    const twice = await extend(officer, item.id, vietnamTodayAt(1), 'Vắc-xin về chậm, gia hạn thêm.');
    expect([twice.status, twice.extension_count]).toEqual([5, 2]);
    await page.setViewportSize(PHONE);
    await openList(page, baseUrl);
    const card = page.locator(`[data-testid=sentiments-table] [data-testid=list-card][data-row-key="${item.id}"]`);
    const status = card.getByTestId('list-card-status');
    await expectText(status, 'Quá hạn xử lý');
    await expectText(status.getByTestId('sentiment-row-extended'), 'Đã gia hạn 2 lần');
    await expectInView(card);
    await expectInView(status.getByTestId('sentiment-row-extended'));
    await expectNoHorizontalOverflow(page);
    await card.scrollIntoViewIfNeeded();
    await shot(page, 'phone-list-tag');

    // behind 'Bộ lọc', counted there
    expect(await page.getByTestId('sentiment-filter-extended').count()).toBe(0);
    await page.getByTestId('filter-toggle').click();
    await page.getByTestId('filter-panel').waitFor();
    await expectInView(page.getByTestId('sentiment-filter-extended'));
    await chooseExtended(page, 'Đã gia hạn');
    expect(new URL(page.url()).searchParams.get('extended')).toBe('true');
    await expectText(page.getByTestId('filter-count'), '1');
    const cards = '[data-testid=sentiments-table] [data-testid=list-card]';
    expect(await shownIds(page, cards)).toEqual(await apiIds('&extended=true'));
    expect(await page.locator(`${cards} [data-testid=sentiment-row-extended]`).count()).toBe(
      await page.locator(cards).count(),
    );
    await expect.poll(async () => tabCount(page, '5')).toBe((await apiCounts('?extended=true'))['5']);
    await expectNoHorizontalOverflow(page);
    await shot(page, 'phone-extended-true');
    await shot(page, 'phone-extended-true-top', false);

    // 'Xoá bộ lọc' empties it too
    await afterResponse(page, '/api/admin/sentiments', () => page.getByTestId('filter-clear').click());
    expect(new URL(page.url()).searchParams.get('extended')).toBeNull();
    await expect.poll(() => page.getByTestId('filter-count').count()).toBe(0);
  });
});

describe('roles: the role detail lists the sentiment categories its users handle', () => {
  let session: BrowserSession;

  beforeAll(async () => {
    session = await openBrowser();
    await session.page.setViewportSize(DESKTOP);
  });

  afterAll(async () => {
    await session?.close();
  });

  const openRole = async (page: Page, baseUrl: string, id: number) => {
    await afterResponse(page, `/api/admin/roles/${id}`, () => page.goto(`${baseUrl}/admin/roles/${id}/detail`));
    await page.getByTestId('role-detail').waitFor();
  };

  it('Cán bộ y tế: Y tế; Cán bộ xã/phường: Tất cả lĩnh vực; Admin: no such line', async () => {
    const { page, baseUrl } = session;
    const admin = await apiLogin(baseUrl, 'admin', inject('adminPassword'));
    const medical = await admin.get<{ entry: { category_ids: number[] } }>(
      `/api/admin/roles/${MEDICAL_ROLE}/sentiment-categories`,
    );
    expect(medical.entry.category_ids).toEqual([1]);
    await loginAs(page, baseUrl, 'admin', inject('adminPassword'));

    await openRole(page, baseUrl, MEDICAL_ROLE);
    const detail = page.getByTestId('role-detail');
    await expectText(detail, 'Cán bộ y tế');
    await expectText(detail, 'Lĩnh vực phản ánh');
    const categories = page.getByTestId('role-detail-categories');
    await expectText(categories, 'Y tế');
    expect(await categories.locator('.ant-tag').allInnerTexts()).toEqual(['Y tế']);
    await expectNoHorizontalOverflow(page);
    await shot(page, 'desktop-role-medical', false);

    await openRole(page, baseUrl, WARD_ROLE);
    await expectText(page.getByTestId('role-detail-categories'), 'Tất cả lĩnh vực');

    await openRole(page, baseUrl, ADMIN_ROLE);
    await expectText(page.getByTestId('role-detail'), 'admin');
    expect(await page.getByTestId('role-detail').innerText()).not.toContain('Lĩnh vực phản ánh');

    await page.setViewportSize(PHONE);
    await openRole(page, baseUrl, MEDICAL_ROLE);
    await expectText(page.getByTestId('role-detail-categories'), 'Y tế');
    await expectNoHorizontalOverflow(page);
    await shot(page, 'phone-role-medical', false);
  });
});
