import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, type BrowserSession } from './browser';
import { capture, expectText, loginAs, logout, waitForPath } from './flows';
import { DESKTOP, PHONE, expectNoHorizontalOverflow } from './layout-checks';

// issue 21: the operator's page of background jobs. The server of this suite listens, so its jobs run: the overdue
// marking (first run at once) has a record; the others have not run yet.

const JOBS = '/admin/system/jobs';

describe('background jobs page', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
    await session.page.setViewportSize(DESKTOP);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('the administrator sees each job, the last run of the overdue marking and the jobs not run yet', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'admin', inject('adminPassword'));
    await page.goto(`${baseUrl}${JOBS}`);
    await expectText(page.getByTestId('page-title'), 'Tác vụ nền');
    const table = page.getByTestId('jobs-table');
    await expectText(table, 'Đánh dấu phản ánh quá hạn xử lý');
    await expectText(table, 'Gửi thông báo đã hẹn giờ');
    await table.getByTestId('job-status-ok').first().waitFor();
    expect(await table.getByTestId('job-status-never').count()).toBeGreaterThan(0);
    await capture(page, 'operations-jobs');

    await page.setViewportSize(PHONE);
    await expectText(page.getByTestId('jobs-table'), 'Đánh dấu phản ánh quá hạn xử lý');
    await expectNoHorizontalOverflow(page);
    await capture(page, 'operations-jobs-phone');
    await page.setViewportSize(DESKTOP);
    await logout(page);
  });

  it('a ward officer is refused the page', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'canbo1');
    await page.goto(`${baseUrl}${JOBS}`);
    await waitForPath(page, '/admin/errors/403');
    expect(await page.locator('[data-testid=menu-operations-jobs]').count()).toBe(0);
  });
});
