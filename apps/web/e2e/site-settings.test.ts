import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openBrowser, type BrowserSession } from './browser';
import { capture, expectErrorDialog, expectSuccessDialog, expectText, loginAs, readResult, waitForPath } from './flows';

const FOOTER = '/admin/footer';
const LICENSE = 'Giấy phép số 27/GP-TTĐT ngày 20/11/2026';

describe('the footer: one form for the platform, written by its administrators', () => {
  let session: BrowserSession;

  beforeAll(async () => {
    session = await openBrowser();
  });

  afterAll(async () => {
    await session?.close();
  });

  it('a ward administrator sees it read-only, with the reason', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'quantri1');
    await page.goto(`${baseUrl}${FOOTER}`);
    await expectText(page.getByTestId('singleton-read-only'), 'Chỉ quản trị nền tảng được sửa chân trang.');
    expect(await page.locator('#footer_organization').isDisabled()).toBe(true);
    expect(await page.getByTestId('resource-save').count()).toBe(0);
  });

  it('admin edits it from the menu: a wrong phone is refused, a good one saved and kept after a reload', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'admin', inject('adminPassword'));
    await page.getByTestId('menu-footer').click();
    await waitForPath(page, FOOTER);
    const phone = page.locator('#footer_phone');
    await expect.poll(() => phone.inputValue()).not.toBe('');
    await phone.fill('0123');
    await page.getByTestId('resource-save').click();
    await expectErrorDialog(page, 'Điện thoại không đúng định dạng!');

    await phone.fill('0912 345 678');
    await page.locator('#footer_license').fill(LICENSE);
    await page.getByTestId('resource-save').click();
    expect((await readResult(page)).message).toBe('Cập nhật chân trang thành công');
    await expectSuccessDialog(page);
    await capture(page, 'footer-form');

    await page.reload();
    await expect.poll(() => page.locator('#footer_license').inputValue()).toBe(LICENSE);
    expect(await phone.inputValue()).toBe('0912345678');
    const published = (await (await fetch(`${baseUrl}/api/web/footer`)).json()) as {
      data: { entry: { phone: string; license: string } };
    };
    expect(published.data.entry).toMatchObject({ phone: '0912345678', license: LICENSE });
  });
});
