import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Download, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, type BrowserSession } from './browser';
import {
  afterResponse,
  agreeTo,
  apiLogin,
  capture,
  expectErrorDialog,
  expectText,
  loginAs,
  readResult,
  closeResult,
  storedToken,
  waitForPath,
} from './flows';
import { scratchDir, sheetTexts, uniqueSuffix, writeNotASpreadsheet, writeUsersSheet } from './users-import-files';
import { usersTableSettled } from './users-flows';

const IMPORT_PATH = '/admin/users/import-excel';
const PASSWORD_NOTE =
  'Tài khoản được nhập chưa có mật khẩu: dùng "Đặt lại mật khẩu" để cấp mật khẩu, hoặc người dùng tự đặt lại qua email.';
const FILE_HAS_ERRORS = 'Tệp có lỗi, hãy sửa các dòng trên rồi tải lại tệp. Chưa có dòng nào được lưu.';

/** clicks and waits for the download it starts; the saved file's first two bytes (an .xlsx is a zip: 'PK') */
async function downloadBy(
  page: Page,
  click: () => Promise<unknown>,
): Promise<{ download: Download; file: string; magic: string }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = await download.path();
  const magic = (await readFile(file)).subarray(0, 2).toString('latin1');
  return { download, file, magic };
}

const isDryRun = (url: URL) => url.pathname === '/api/admin/import-users' && url.searchParams.get('dry_run') === 'true';
const isExport = (url: URL) => url.pathname === '/api/admin/export-users';
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const chooseFile = (page: Page, file: string) =>
  page.locator('input[type=file][data-testid=import-file]').setInputFiles(file);

/** 'Kiểm tra dữ liệu' and the dry run it sends */
async function check(page: Page) {
  const response = await afterResponse(
    page,
    '/api/admin/import-users',
    () => page.getByTestId('import-check').click(),
    'POST',
  );
  expect(new URL(response.url()).searchParams.get('dry_run')).toBe('true');
  expect(response.request().headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  return response;
}

describe('users import and export: quantri1 imports from Excel, exports the list; canbo1 sees the ward services', () => {
  let session: BrowserSession;
  let dir: string;
  let wardCode: string;
  const suffix = uniqueSuffix();
  const names = { first: `nhap${suffix}a`, second: `nhap${suffix}b`, third: `nhap${suffix}c` };

  beforeAll(async () => {
    session = await openBrowser();
    dir = await scratchDir();
    const reference = await apiLogin(session.baseUrl, 'quantri1');
    const ward = await reference.get<{ entry: { code: string } }>(`/api/admin/wards/${reference.user.ward_id}`);
    wardCode = ward.entry.code;
  });

  afterAll(async () => {
    await session?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('quantri1 downloads the template from the import screen, opened by "Nhập từ Excel" on the list', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'quantri1');
    await page.goto(`${baseUrl}/admin/users`);
    await usersTableSettled(page);
    expect(await page.getByTestId('users-export').innerText()).toContain('Xuất Excel');
    await capture(page, 'users-list-import-export');
    await page.getByTestId('users-import').click();
    await waitForPath(page, IMPORT_PATH);
    await expectText(page.locator('h4'), 'Nhập người dùng từ Excel');
    expect(await page.getByTestId('import-password-note').innerText()).toBe(PASSWORD_NOTE);

    const template = await downloadBy(page, () => page.getByTestId('import-template').click());
    expect(template.download.suggestedFilename()).toBe('mau-nhap-nguoi-dung.xlsx');
    expect(template.magic).toBe('PK');
    // the template is every unit's: a ward administrator may use it, not replace it
    expect(await page.getByTestId('import-template-upload').count()).toBe(0);
  });

  it('a file that is not Excel is refused with the server’s message', async () => {
    const { page } = session;
    await page.getByTestId('import-next').click();
    await chooseFile(page, await writeNotASpreadsheet(dir));
    const response = await check(page);
    expect(response.status()).toBe(400);
    await expectErrorDialog(page, 'Tệp không đúng định dạng Excel (.xlsx)');
    expect(await page.getByTestId('import-preview').count()).toBe(0);
  });

  it('a file with bad rows shows the preview of the bad rows and offers no import', async () => {
    const { page } = session;
    const bad = await writeUsersSheet(dir, 'co-loi.xlsx', [
      { username: names.first, fullName: 'Nguyễn Văn Nhập', role: 'ward', wardCode },
      { username: names.second, fullName: 'Trần Thị Nhập', role: 'ward', wardCode, phone: '12345' },
      { username: names.first, fullName: 'Lê Văn Trùng', role: 'ward', wardCode },
    ]);
    await chooseFile(page, bad);
    // the server holds the answer a moment: the screen says what it is waiting for
    await page.route(isDryRun, async (route) => {
      await delay(1_000);
      await route.continue();
    });
    const answered = check(page);
    await expectText(
      page.locator('[data-testid=import-progress], [data-testid=import-working]'),
      /Đang tải tệp lên|Đang kiểm tra dữ liệu\.\.\./,
    );
    await capture(page, 'users-import-checking');
    await answered;
    await page.unroute(isDryRun);

    await page.getByTestId('import-errors-table').waitFor();
    expect(await page.getByTestId('import-total').innerText()).toContain('3');
    expect(await page.getByTestId('import-valid').innerText()).toContain('1');
    expect(await page.getByTestId('import-errors').innerText()).toContain('2');
    const headers = await page.locator('[data-testid=import-errors-table] thead th').allInnerTexts();
    expect(headers.map((text) => text.trim())).toEqual(['Dòng', 'Lý do']);
    const rows = await page.locator('[data-testid=import-errors-table] tbody tr').allInnerTexts();
    expect(rows.map((row) => row.split('\t').map((cell) => cell.trim()))).toEqual([
      ['3', 'Số điện thoại không đúng định dạng!'],
      ['4', 'Tên đăng nhập trùng với dòng 2'],
    ]);
    expect(await page.getByTestId('import-errors-alert').innerText()).toBe(FILE_HAS_ERRORS);
    expect(await page.getByTestId('import-submit').count()).toBe(0);
    await capture(page, 'users-import-errors');
  });

  it('a good file of 3 rows is checked, imported after the confirmation, and its users are in the list', async () => {
    const { page } = session;
    const good = await writeUsersSheet(dir, 'hop-le.xlsx', [
      { username: names.first, fullName: 'Nguyễn Văn Nhập', role: 'ward', wardCode, phone: '0912345678' },
      { username: names.second, fullName: 'Trần Thị Nhập', role: 'village', wardCode },
      { username: names.third, fullName: 'Lê Văn Nhập', role: 'Cán bộ y tế', wardCode },
    ]);
    await chooseFile(page, good);
    await check(page);
    const submit = page.getByTestId('import-submit');
    await submit.waitFor();
    expect((await submit.innerText()).trim()).toBe('Nhập 3 người dùng');
    expect(await page.getByTestId('import-errors-table').count()).toBe(0);
    await capture(page, 'users-import-ready');

    await submit.click();
    const confirm = page.locator('.confirm-dialog:visible');
    const response = await agreeTo(page, confirm, 'Nhập 3 người dùng vào hệ thống?', '/api/admin/import-users', 'POST');
    expect(new URL(response.url()).searchParams.has('dry_run')).toBe(false);

    expect(await readResult(page)).toEqual({ message: 'Đã nhập 3 người dùng', success: true });
    await closeResult(page);
    await waitForPath(page, '/admin/users');
    await usersTableSettled(page);
    await page.locator('input[aria-label="Tìm kiếm"]').fill(names.third);
    await afterResponse(page, '/api/admin/users', () => page.locator('input[aria-label="Tìm kiếm"]').press('Enter'));
    await usersTableSettled(page);
    await expectText(page.getByTestId('users-table'), names.third);
    await expectText(page.getByTestId('users-table'), 'Lê Văn Nhập');
  });

  it('"Xuất Excel" exports the rows the list shows: the link downloads an .xlsx holding the searched user', async () => {
    const { page } = session;
    // the link takes a moment: the button says so meanwhile
    await page.route(isExport, async (route) => {
      await delay(800);
      await route.continue();
    });
    const request = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/admin/export-users');
    const exported = downloadBy(page, async () => {
      await page.getByTestId('users-export').click();
      await expectText(page.getByTestId('users-export'), 'Đang tạo tệp...');
    });
    const query = new URL((await request).url()).searchParams;
    expect(query.get('keyword')).toBe(names.third);
    expect(query.has('page') || query.has('length')).toBe(false);
    const { magic, file } = await exported;
    await page.unroute(isExport);
    expect(magic).toBe('PK');
    await expectText(page.locator('.ant-notification-notice'), 'Tệp đang được tải xuống');
    expect(await page.getByTestId('users-export').innerText()).toContain('Xuất Excel');
    const texts = await sheetTexts(file);
    expect(texts).toContain(names.third);
    expect(texts).not.toContain('quantri1');
  });

  it('canbo1 sees the ward’s services on the home page, and neither import nor its screen', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'canbo1');
    const services = page.getByTestId('home-ward-services');
    await expectText(services, 'Dịch vụ đang sử dụng:');
    for (const name of ['Khảo sát', 'Phản ánh', 'Thông báo']) await expectText(services, name);
    const tags = await services.locator('.ant-tag').allInnerTexts();
    // the services the console has screens for first (all three now: surveys came with issue 14), in the list's order
    expect(tags).toEqual(['Khảo sát', 'Phản ánh', 'Thông báo']);
    await capture(page, 'home-ward-services');

    await page.goto(`${baseUrl}/admin/users`);
    await usersTableSettled(page);
    expect(await page.getByTestId('users-export').count()).toBe(1);
    expect(await page.getByTestId('users-import').count()).toBe(0);
    await page.goto(`${baseUrl}${IMPORT_PATH}`);
    await waitForPath(page, '/admin/errors/403');
  });

  it('admin works above the wards: no services line, no request for them', async () => {
    const { page, baseUrl } = session;
    // keyed by the token that asked: the previous officer's page may still be finishing its own requests
    const asked: { url: string; authorization?: string }[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/admin/unconf-wards/')) {
        asked.push({ url: request.url(), authorization: request.headers().authorization });
      }
    });
    await loginAs(page, baseUrl, 'admin', inject('adminPassword'));
    await page.getByTestId('home-card-users').waitFor();
    expect(await page.getByTestId('home-ward-services').count()).toBe(0);
    const adminToken = await storedToken(page);
    expect(adminToken).toBeTruthy();
    const adminAuthorization = `Bearer ${adminToken}`;
    expect(asked.filter((request) => request.authorization === adminAuthorization)).toEqual([]);
  });

  it('admin may upload a new template; one whose header row is wrong is refused with the server’s message', async () => {
    const { page, baseUrl } = session;
    // still signed in as admin; a refused upload leaves the shared template as it is for the other tests
    await page.goto(`${baseUrl}${IMPORT_PATH}`);
    await expectText(page.getByTestId('import-template-upload'), 'Tải lên mẫu mới');
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Mẫu').addRow(['Họ tên', 'Họ và tên (*)', 'Vai trò (*)', 'Mã xã/phường (*)', 'Thôn/xóm']);
    const wrong = path.join(dir, 'sai-tieu-de.xlsx');
    await book.xlsx.writeFile(wrong);
    await page.locator('.ant-upload input[type=file]').setInputFiles(wrong);
    const response = await agreeTo(
      page,
      page.locator('.confirm-dialog:visible'),
      'Thay tệp mẫu dùng chung cho mọi đơn vị bằng tệp "sai-tieu-de.xlsx"?',
      '/api/admin/configs/upload-file',
      'PUT',
    );
    expect(response.status()).toBe(400);
    await expectErrorDialog(
      page,
      'Dòng tiêu đề của tệp mẫu không đúng: cột A phải là "Tên đăng nhập (*)" (đang là "Họ tên"); ' +
        'cột F phải là "Số điện thoại" (đang để trống); cột G phải là "Email" (đang để trống) và 3 lỗi khác',
    );
  });
});
