import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from './browser';
import { afterResponse, agreeTo, capture, expectText, loginAs, tableRow, waitForPath } from './flows';
import { DESKTOP, PHONE, expectNoHorizontalOverflow } from './layout-checks';

// issue 13, Excel notifications: quantri1 uploads a sheet of three lines (yte1 and congan1 of ward 1, and a name
// nobody has), sees the bad line's reason, sends; yte1 reads the text made for them in 'Thông báo đã nhận'. Other
// files run against the same server: the title is unique per run and no unread count is assumed.

const LIST = '/admin/notifications-excel';
const API = '/api/admin/notifications-excel';
const RUN = Date.now().toString(36);
const TITLE = `Thông báo thu phí vệ sinh môi trường ${RUN}`;
const TEXT = 'Kính gửi {{ho_ten}}, phí vệ sinh môi trường của gia đình là {{so_tien}}, hạn nộp {{han_nop}}.';
const UNKNOWN = `khongco${RUN}`;

async function recipientsSheet(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Người nhận');
  sheet.addRow(['nguoi_nhan', 'ho_ten', 'so_tien', 'han_nop']);
  sheet.addRow(['yte1', 'Đỗ Thị Mai', '150.000 đồng', '31/12/2026']);
  sheet.addRow(['congan1', 'Ngô Đức Long', '120.000 đồng', '31/12/2026']);
  sheet.addRow([UNKNOWN, 'Không rõ', '100.000 đồng', '31/12/2026']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const popconfirm = (page: Page) => page.locator('.ant-popover:visible').last();

describe('Excel notifications: upload, see the bad line, send, read the personal text', () => {
  let session: BrowserSession;
  let id = 0;

  beforeAll(async () => {
    session = await openBrowser();
    await session.page.setViewportSize(DESKTOP);
  });
  afterAll(() => session?.close());

  it('quantri1 opens “Thông báo từ Excel” from the menu and uploads a sheet: 2 valid lines, 1 with its reason', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'quantri1');
    await page.getByTestId('menu-notifications-excel').click();
    await waitForPath(page, LIST);
    await expectText(page.getByTestId('page-title'), 'Thông báo từ Excel');
    await page.getByTestId('excel-create').click();
    await waitForPath(page, `${LIST}/create`);

    await page.getByTestId('excel-title').fill(TITLE);
    await page.getByTestId('excel-content').fill(TEXT);
    const buffer = await recipientsSheet();
    await afterResponse(
      page,
      '/api/connector/files',
      () =>
        page.locator('input[type=file]').setInputFiles({
          name: 'phi-ve-sinh.xlsx',
          mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          buffer,
        }),
      'POST',
    );
    await expectText(page.getByTestId('excel-file-name'), 'phi-ve-sinh.xlsx');
    const saved = await afterResponse(page, API, () => page.getByTestId('excel-save').click(), 'POST');
    const body = (await saved.json()) as { code: number; data: { entry: { id: number; valid_count: number } } };
    expect(body.code).toBe(200);
    id = body.data.entry.id;
    expect(body.data.entry.valid_count).toBe(2);
    await waitForPath(page, `${LIST}/${id}/edit`);

    const lines = page.getByTestId('excel-lines');
    await expectText(lines, 'Không tìm thấy tài khoản có số điện thoại hoặc tên đăng nhập này');
    await expectText(lines, UNKNOWN);
    await expectText(page.getByTestId('excel-preview'), 'Dòng lỗi (1)');
    await capture(page, 'notifications-excel-preview');
  });

  it('fits a phone: no sideways scrolling at 390 px', async () => {
    const { page } = session;
    await page.setViewportSize(PHONE);
    await expectText(page.getByTestId('excel-lines'), UNKNOWN);
    await expectNoHorizontalOverflow(page);
    await capture(page, 'notifications-excel-preview-phone');
    await page.setViewportSize(DESKTOP);
  });

  it('sends after the question: the 2 valid people receive it', async () => {
    const { page } = session;
    await page.getByTestId('excel-send').click();
    const sent = await agreeTo(
      page,
      popconfirm(page),
      'Gửi thông báo tới 2 người nhận hợp lệ?',
      `${API}/${id}/send`,
      'GET',
    );
    expect(sent.status()).toBe(200);
    await expectText(page.locator('.ant-notification-notice'), 'Gửi thông báo thành công tới 2 người nhận');
    await expectText(page.getByTestId('excel-preview'), 'Thông báo đã gửi, không thể sửa hoặc xoá.');
    await page.goto(`${session.baseUrl}${LIST}`);
    await expectText(tableRow(page, id), 'Đã gửi');
    await capture(page, 'notifications-excel-list');
  });

  it('yte1 reads the text made from their own line in “Thông báo đã nhận”', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'yte1');
    await page.getByTestId('menu-received-notifications').click();
    const row = tableRow(page, id);
    await expectText(row, TITLE);
    await row.getByTestId(`inbox-open-${id}`).click();
    await expectText(
      page.locator('.received-drawer').getByTestId('received-body'),
      'Kính gửi Đỗ Thị Mai, phí vệ sinh môi trường của gia đình là 150.000 đồng, hạn nộp 31/12/2026.',
    );
    await capture(page, 'notifications-excel-received');
    await page.setViewportSize(PHONE);
    await expectNoHorizontalOverflow(page);
    await capture(page, 'notifications-excel-received-phone');
  });
});
