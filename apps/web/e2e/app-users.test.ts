import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from './browser';
import {
  afterResponse,
  agreeTo,
  apiLogin,
  capture,
  expectErrorDialog,
  expectSuccessDialog,
  expectText,
  loginAs,
  tableRow,
  waitForPath,
} from './flows';
import { DESKTOP, PHONE, expectNoHorizontalOverflow } from './layout-checks';

// issue 19: the commune's administrator opens the residents' accounts from the menu, is told what an incomplete
// identity lacks, verifies a resident waiting with a complete one from their detail screen, and the tag changes; the
// list and the detail fit a phone.

const LIST = '/admin/app-users';
type Row = { id: number; username: string; acc_status: number };

describe('app users: verify a resident waiting for verification', () => {
  let session: BrowserSession;
  let complete: Row;
  let incomplete: Row;

  beforeAll(async () => {
    session = await openBrowser();
    await session.page.setViewportSize(DESKTOP);
    const staff = await apiLogin(session.baseUrl, 'quantri1');
    const waiting = await staff.get<{ entries: Row[] }>('/api/admin/app-users?acc_status=2&length=100');
    complete = waiting.entries.find((row) => row.username === 'danmoi1')!;
    incomplete = waiting.entries.find((row) => row.username === 'danmoi2')!;
    expect(complete && incomplete).toBeTruthy();
  });

  afterAll(async () => {
    await session?.close();
  });

  it('quantri1 opens the list from the menu; an incomplete identity cannot be verified', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'quantri1');
    await afterResponse(page, '/api/admin/app-users', () => page.getByTestId('menu-app-users').click());
    await waitForPath(page, LIST);
    const table = page.getByTestId('app-users-table');
    await expectText(tableRow(page, complete.id), 'Lò Thị Xuân');
    await expectText(tableRow(page, complete.id), 'Chờ xác thực');
    await expectText(tableRow(page, incomplete.id), 'Hoàng Văn Dũng');
    // staff accounts are not app users
    expect(await table.getByText('Hoàng Văn Thắng').count()).toBe(0);
    await capture(page, 'app-users-list');

    await page.getByTestId(`app-user-approve-${incomplete.id}`).click();
    await agreeTo(
      page,
      page.locator('.ant-popconfirm:visible'),
      'Xác thực tài khoản này?',
      `/api/admin/app-users/approve/${incomplete.id}`,
      'PUT',
    );
    await expectErrorDialog(page, 'Chưa đủ thông tin định danh để xác thực: thiếu ngày sinh, số CCCD');
    await expectText(tableRow(page, incomplete.id), 'Chờ xác thực');
  });

  it('opens the waiting resident, verifies them after the question, and the tag changes', async () => {
    const { page } = session;
    await page.getByTestId(`app-user-view-${complete.id}`).click();
    await waitForPath(page, `${LIST}/${complete.id}/detail`);
    const facts = page.getByTestId('app-user-facts');
    await expectText(facts, '08/03/1992');
    await expectText(facts, '014192000123');
    await expectText(facts.getByTestId('kyc-status'), 'Chờ xác thực');
    await capture(page, 'app-user-detail');

    await page.getByTestId('app-user-approve').click();
    await agreeTo(
      page,
      page.locator('.ant-modal-confirm:visible'),
      'Xác thực tài khoản này?',
      `/api/admin/app-users/approve/${complete.id}`,
      'PUT',
    );
    expect(await expectSuccessDialog(page)).toBe('Xác thực tài khoản thành công');
    await expectText(facts.getByTestId('kyc-status'), 'Đã xác thực');
    await expectText(facts, 'Hoàng Văn Thắng');
    expect(await page.getByTestId('app-user-approve').count()).toBe(0);
    await capture(page, 'app-user-detail-verified');
  });

  it('the list and the detail fit a phone', async () => {
    const { page, baseUrl } = session;
    await page.setViewportSize(PHONE);
    await page.goto(`${baseUrl}${LIST}`);
    const card = page.locator(`[data-testid=list-card][data-row-key="${complete.id}"]`);
    await expectText(card, 'Đã xác thực');
    await expectText(card, 'Xem');
    await expectNoHorizontalOverflow(page);
    await capture(page, 'app-users-list-phone');
    await page.goto(`${baseUrl}${LIST}/${incomplete.id}/detail`);
    await expectText(page.getByTestId('app-user-missing'), 'thiếu ngày sinh, số CCCD');
    await expectNoHorizontalOverflow(page);
    await capture(page, 'app-user-detail-phone');
    await page.goto(`${baseUrl}${LIST}/${incomplete.id}/edit`);
    await page.getByTestId('app-user-form').waitFor();
    await expectNoHorizontalOverflow(page);
    await capture(page, 'app-user-form-phone');
    await page.setViewportSize(DESKTOP);
  });
});
