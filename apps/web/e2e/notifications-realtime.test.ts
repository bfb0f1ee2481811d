import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, screenshot, type BrowserSession } from './browser';
import { animationsDone, apiLogin, capture, expectText, loginAs, waitForPath } from './flows';
import { PHONE } from './layout-checks';

// issue 13, realtime: officer A (quantri2) sends a notice to ward 2; officer B (yte2), on another page of the
// console, sees it at once in the top-right 'socket' toast group and on the bell's badge, which survives a reload;
// the toast opens the inbox, where B marks everything read and the badge clears. Other browser files run at the same
// time on the same server (ward 1 mostly), and an item of ward 2 may turn overdue meanwhile: the badge is compared with
// the API's own count at each step rather than with fixed numbers.

const API = '/api/admin/notifications';
const TITLE = 'Khẩn: kiểm tra đê bao trước mùa lũ';

const bellLabel = (page: Page) => page.getByTestId('notice-bell').getAttribute('aria-label');
/** the bell's label for a count, as the header writes it */
const labelFor = (unread: number) => (unread ? `Thông báo: ${unread > 99 ? '99+' : unread} chưa đọc` : 'Thông báo');
const toast = (page: Page) => page.locator('.ant-notification-topRight .ant-notification-notice', { hasText: TITLE });

describe('a sent notification reaches an officer’s open console at once', () => {
  let session: BrowserSession;
  let sender: Awaited<ReturnType<typeof apiLogin>>;
  let receiver: Awaited<ReturnType<typeof apiLogin>>;

  beforeAll(async () => {
    session = await openBrowser();
    sender = await apiLogin(session.baseUrl, 'quantri2');
    receiver = await apiLogin(session.baseUrl, 'yte2');
    // a clean start: everything yte2 has received so far is read
    expect((await receiver.call('PATCH', `${API}/mark-all-read`)).code).toBe(200);
  });
  afterAll(() => session?.close());

  it('shows the toast top right and the badge, which a reload keeps; the inbox marks all read', async () => {
    const { page, baseUrl } = session;
    /** the badge agrees with the API's count, and that count is at least `atLeast` */
    const badgeFollows = async (atLeast: number) => {
      await expect
        .poll(
          async () => {
            const { total } = await receiver.get<{ total: number }>(`${API}/unread-count`);
            return total >= atLeast && (await bellLabel(page)) === labelFor(total);
          },
          { timeout: 15_000 },
        )
        .toBe(true);
    };
    await loginAs(page, baseUrl, 'yte2');
    await badgeFollows(0);
    // the channel is open once the page has connected its socket: wait for the handshake before sending
    await page.waitForResponse((r) => r.url().includes('/socket.io/'), { timeout: 10_000 }).catch(() => undefined);
    await page.waitForTimeout(500);

    const made = await sender.call<{ entry: { id: number } }>('POST', API, {
      title: TITLE,
      content: '<p>Các thôn cử người trực đê từ 18 giờ.</p>',
      ward_ids: [sender.user.ward_id],
    });
    expect(made.code).toBe(200);
    expect((await sender.call('PATCH', `${API}/${made.data.entry.id}/sent-status`)).code).toBe(200);

    await toast(page).waitFor({ timeout: 10_000 });
    await expectText(toast(page), 'Thông báo mới');
    await badgeFollows(1);
    await capture(page, 'notifications-realtime-toast');

    await page.reload();
    await badgeFollows(1);

    // a second one arrives while the page is on a phone's width: the toast fits the screen
    await page.setViewportSize(PHONE);
    await page.waitForTimeout(500);
    const second = await sender.call<{ entry: { id: number } }>('POST', API, {
      title: TITLE,
      content: '<p>Nhắc lại.</p>',
      ward_ids: [sender.user.ward_id],
    });
    await sender.call('PATCH', `${API}/${second.data.entry.id}/sent-status`);
    // the toast slides in from the right: measured once it has settled (it stays 5 s)
    await toast(page).first().waitFor({ timeout: 10_000 });
    await animationsDone(page);
    const box = await toast(page).first().boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'notifications-realtime-toast-phone');

    await toast(page).first().click();
    await waitForPath(page, '/admin/notifications/received-notifications');
    await badgeFollows(2);
    await page.getByRole('button', { name: 'Đánh dấu tất cả đã đọc' }).click();
    // the general ones are read; what is left (an item's notice that came meanwhile) is the API's count
    await expect
      .poll(async () => (await receiver.get<{ general: number }>(`${API}/unread-count`)).general, { timeout: 10_000 })
      .toBe(0);
    await badgeFollows(0);
  });
});
