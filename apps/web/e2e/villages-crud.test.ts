import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from './browser';
import {
  capture,
  afterResponse,
  apiLogin,
  clickWhenStill,
  expectErrorDialog,
  expectSuccessDialog,
  expectText,
  loginAs,
  rowIds,
  tableRow,
  tableSettled,
  waitForPath,
} from './flows';

interface Village {
  id: number;
  name: string;
  ward_name: string;
  head_name: string | null;
}

const NEW_VILLAGE = 'Thôn Suối Thầu';
const NEW_HEAD = 'Sùng A Páo';
const CHANGED_HEAD = 'Hầu A Lềnh';

describe('villages: list, create with validation, search, edit, delete; read-only for the ward officer', () => {
  let session: BrowserSession;
  let wardName: string;
  let demoVillages: Village[];
  let newId: number;

  beforeAll(async () => {
    session = await openBrowser();
    const reference = await apiLogin(session.baseUrl, 'quantri1');
    wardName = reference.user.ward_name ?? '';
    demoVillages = (await reference.get<{ entries: Village[] }>('/api/admin/villages')).entries;
  });

  afterAll(async () => {
    await session?.close();
  });

  it('quantri1 opens Thôn/xóm from the menu and sees the ward’s three demo villages, without a ward column', async () => {
    const { page, baseUrl } = session;
    expect(wardName).not.toBe('');
    expect(demoVillages).toHaveLength(3);
    await loginAs(page, baseUrl, 'quantri1');
    await page.getByTestId('menu-villages').click();
    await waitForPath(page, '/admin/villages');
    await tableSettled(page);
    await expect.poll(() => rowIds(page)).toEqual(demoVillages.map((v) => String(v.id)));
    for (const village of demoVillages) {
      const row = tableRow(page, village.id);
      await expectText(row, village.name);
      // an officer of one ward is not told the ward on every row (the column is for who sees several)
      expect(await row.innerText()).not.toContain(wardName);
    }
    expect(await page.locator('[data-testid=resource-table] th', { hasText: 'Xã/phường' }).count()).toBe(0);
    await expectText(page.locator('.ant-pagination'), 'Tổng số 3 bản ghi');
    expect(await page.locator('.ant-pagination-prev').getAttribute('title')).toBe('Trang Trước');
    expect(await page.getByTestId('resource-create').innerText()).toContain('Thêm mới');
    await capture(page, 'villages-list');
  });

  it('refuses an empty name and a bad phone with the error dialog, then saves a valid village', async () => {
    const { page } = session;
    await page.getByTestId('resource-create').click();
    await waitForPath(page, '/admin/villages/create');
    const name = page.locator('#villages_name');
    await name.waitFor();

    await page.getByTestId('resource-save').click();
    await page.locator('.ant-modal-confirm:visible').waitFor();
    await capture(page, 'village-form-error');
    await expectErrorDialog(page, 'Tên thôn/xóm không được trống!');

    await name.fill(NEW_VILLAGE);
    await page.locator('#villages_head_name').fill(NEW_HEAD);
    await page.locator('#villages_phone').fill('12345');
    await page.locator('#villages_households').fill('42');
    await page.getByTestId('resource-save').click();
    await expectErrorDialog(page, 'Số điện thoại không đúng định dạng!');

    await page.locator('#villages_phone').fill('098 765 4321');
    const created = await afterResponse(
      page,
      '/api/admin/villages',
      () => page.getByTestId('resource-save').click(),
      'POST',
    );
    const body = (await created.json()) as { code: number; data: { entry: { id: number } } };
    expect(body.code).toBe(200);
    newId = body.data.entry.id;
    await expectSuccessDialog(page);
    await waitForPath(page, '/admin/villages');
    await tableSettled(page);
    const row = tableRow(page, newId);
    await expectText(row, NEW_VILLAGE);
    await expectText(row, NEW_HEAD);
    // typed with spaces, kept as its digits (issue 10)
    await expectText(row, '0987654321');
    await expectText(page.locator('.ant-pagination'), 'Tổng số 4 bản ghi');
  });

  it('finds the new village by a keyword without diacritics', async () => {
    const { page } = session;
    const search = page.locator('input[aria-label="Tìm kiếm"]');
    await search.fill('suoi');
    await afterResponse(page, '/api/admin/villages', () => search.press('Enter'));
    await tableSettled(page);
    await expect.poll(() => rowIds(page)).toEqual([String(newId)]);
    expect(new URL(page.url()).searchParams.get('keyword')).toBe('suoi');
    await expectText(page.locator('.ant-pagination'), 'Tổng số 1 bản ghi');

    // a keyword that matches nothing: antd's empty table speaks Vietnamese
    await search.fill('khong co thon nao');
    await afterResponse(page, '/api/admin/villages', () => search.press('Enter'));
    await tableSettled(page);
    await expectText(page.locator('[data-testid=resource-table] .ant-empty'), 'Trống');
    await capture(page, 'villages-list-empty');

    await search.fill('suoi');
    await afterResponse(page, '/api/admin/villages', () => search.press('Enter'));
    await tableSettled(page);
    await expect.poll(() => rowIds(page)).toEqual([String(newId)]);
  });

  it('edits the head of the village and comes back to the filtered list', async () => {
    const { page } = session;
    await page.getByTestId(`resource-edit-${newId}`).click();
    await waitForPath(page, `/admin/villages/${newId}/edit`);
    const head = page.locator('#villages_head_name');
    await expect.poll(() => head.inputValue()).toBe(NEW_HEAD);
    expect(await page.locator('#villages_name').inputValue()).toBe(NEW_VILLAGE);
    await head.fill(CHANGED_HEAD);
    await capture(page, 'village-form-edit');
    await page.getByTestId('resource-save').click();
    await expectSuccessDialog(page);
    await waitForPath(page, '/admin/villages');
    // back to the list as it was left: still searching 'suoi'
    expect(new URL(page.url()).searchParams.get('keyword')).toBe('suoi');
    await tableSettled(page);
    await expectText(tableRow(page, newId), CHANGED_HEAD);
  });

  it('deletes it after the confirmation ‘Đồng ý!’', async () => {
    const { page } = session;
    await page.getByTestId(`resource-delete-${newId}`).click();
    const confirm = page.getByTestId('confirm-ok');
    await confirm.waitFor();
    expect(await confirm.innerText()).toBe('Đồng ý!');
    await expectText(page.locator('.ant-popconfirm:visible'), 'Xoá thôn/xóm này?');
    await capture(page, 'village-delete-confirm');
    await afterResponse(page, `/api/admin/villages/${newId}`, () => clickWhenStill(page, confirm), 'DELETE');
    await expectSuccessDialog(page);
    await tableSettled(page);
    await expect.poll(() => tableRow(page, newId).count()).toBe(0);

    await page.locator('input[aria-label="Tìm kiếm"]').fill('');
    await afterResponse(page, '/api/admin/villages', () => page.locator('input[aria-label="Tìm kiếm"]').press('Enter'));
    await tableSettled(page);
    await expect.poll(() => rowIds(page)).toEqual(demoVillages.map((v) => String(v.id)));
  });

  it('the ward officer canbo1 sees the list without Thêm mới, Sửa and Xoá', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'canbo1');
    await page.getByTestId('menu-villages').click();
    await waitForPath(page, '/admin/villages');
    await tableSettled(page);
    await expect.poll(() => rowIds(page)).toEqual(demoVillages.map((v) => String(v.id)));
    expect(await page.getByTestId('resource-create').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Thêm mới' }).count()).toBe(0);
    expect(await page.locator('[data-testid^=resource-edit-]').count()).toBe(0);
    expect(await page.locator('[data-testid^=resource-delete-]').count()).toBe(0);
    expect(await page.getByRole('button', { name: /Sửa|Xoá/ }).count()).toBe(0);
    // what is left to do on a row is to open it (its detail and history)
    expect(await page.locator('[data-testid^=resource-detail-]').count()).toBe(demoVillages.length);
    await capture(page, 'villages-list-readonly');
  });
});
