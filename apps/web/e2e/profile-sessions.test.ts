import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from './browser';
import { apiLogin, capture, expectText, loginAs, waitForPath } from './flows';
import { DESKTOP, PHONE, expectNoHorizontalOverflow } from './layout-checks';

// issue 21 (ASVS 3.3.3–3.3.4): an officer sees where the account is signed in and signs the other devices out.
// phutrach2 signs in nowhere else in the suite: ending its other sessions disturbs no other file.

const USER = 'phutrach2';

describe('profile: the devices an account is signed in on', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
    await session.page.setViewportSize(DESKTOP);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('lists this device and the others, ends one, then every other; their tokens stop working', async () => {
    const { page, baseUrl } = session;
    const elsewhere = [await apiLogin(baseUrl, USER), await apiLogin(baseUrl, USER)];
    await loginAs(page, baseUrl, USER);
    await page.goto(`${baseUrl}/admin/profile`);
    await waitForPath(page, '/admin/profile');
    const card = page.getByTestId('profile-sessions');
    await expectText(card, 'Thiết bị đang đăng nhập');
    await expectText(card.getByTestId('session-current'), 'Thiết bị này');
    await expectText(card.getByTestId('session-current'), 'Chrome trên Linux');
    await card.getByTestId('session-other').nth(1).waitFor();
    const others = await card.getByTestId('session-other').count();
    expect(others).toBeGreaterThanOrEqual(2);
    await capture(page, 'profile-sessions');

    await card.getByTestId('session-end').first().click();
    await page.getByRole('button', { name: 'Đăng xuất', exact: true }).last().click();
    await expectText(page.locator('.ant-notification, .ant-message').first(), 'Đã đăng xuất phiên đăng nhập');
    await expect.poll(() => card.getByTestId('session-other').count()).toBe(others - 1);

    await page.getByTestId('sessions-end-others').click();
    await page.getByRole('button', { name: 'Đăng xuất', exact: true }).last().click();
    await expect.poll(() => card.getByTestId('session-other').count()).toBe(0);
    for (const other of elsewhere) expect((await other.call('GET', '/api/admin/profile')).status).toBe(401);
    // this device still works
    await page.reload();
    await card.getByTestId('session-current').waitFor();

    await page.setViewportSize(PHONE);
    await expectNoHorizontalOverflow(page);
    await capture(page, 'profile-sessions-phone');
    await page.setViewportSize(DESKTOP);
  });
});
