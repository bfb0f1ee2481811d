import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from './browser';
import { afterResponse, animationsDone, expectText, loginAs, waitForPath } from './flows';
import { insertPastDeadlineItem, startServer, withStoppedDatabase, type RunningServer } from './notices-server';

const TITLE = 'Đèn chiếu sáng ngõ 3 bị hỏng';
const OTHER_WARD_TITLE = 'Rác thải tồn đọng cạnh chợ';

async function shot(page: Page, name: string) {
  await animationsDone(page);
  await page.screenshot({ path: `/tmp/notices-${name}.png`, fullPage: true });
}

const bellLabel = (page: Page) => page.getByTestId('notice-bell').getAttribute('aria-label');

describe('staff notices: an item of canbo1’s ward becomes overdue, the bell tells, the notice opens it', () => {
  let dataDir: string;
  let server: RunningServer | undefined;
  let session: BrowserSession;
  let itemId: number;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'console-notices-'));
    // first start: migrations and demo data; then, stopped, two items past their deadline go straight into the table
    await (await startServer(dataDir, { OVERDUE_JOB_INTERVAL_MS: '0' })).stop();
    itemId = await withStoppedDatabase(dataDir, async (db) => {
      const id = await insertPastDeadlineItem(db, 'canbo1', TITLE);
      await insertPastDeadlineItem(db, 'canbo2', OTHER_WARD_TITLE);
      return id;
    });
    // second start: the job runs as the server begins to listen, then every second
    server = await startServer(dataDir, { OVERDUE_JOB_INTERVAL_MS: '1000' });
    session = await openBrowser();
  });
  afterAll(async () => {
    await session?.close();
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('shows the unread count, lists the notice, marks it read on opening and opens the item', async () => {
    const { page } = session;
    await loginAs(page, server!.baseUrl, 'canbo1');
    await expect.poll(() => bellLabel(page), { timeout: 15_000 }).toBe('Thông báo: 1 chưa đọc');
    await expectText(page.locator('.ant-badge-count'), '1');
    await shot(page, 'bell-unread');

    const marked = await afterResponse(
      page,
      '/api/admin/notifications/mark-as-read',
      () => page.getByTestId('notice-bell').click(),
      'PATCH',
    );
    expect((await marked.json()).data.total).toBe(0);
    const list = page.getByTestId('notice-list');
    await expectText(list, `Phản ánh "${TITLE}" đã quá hạn xử lý`);
    expect(await list.innerText()).not.toContain(OTHER_WARD_TITLE);
    // the list keeps showing what was new when it opened; the badge is already clear
    await expectText(list, 'Chưa đọc');
    await expect.poll(() => bellLabel(page)).toBe('Thông báo');
    await shot(page, 'dropdown');

    await page.getByText(`Phản ánh "${TITLE}" đã quá hạn xử lý`).click();
    await waitForPath(page, `/admin/sentiments/processing/${itemId}`);
    await expectText(page.locator('main, .ant-layout-content').first(), TITLE, 15_000);
    await expectText(page.locator('.ant-layout-content').first(), 'Quá hạn xử lý');
    await shot(page, 'opened-item');

    // read stays read: opening again shows it without the mark, the count stays 0
    await page.getByTestId('notice-bell').click();
    await expectText(page.getByTestId('notice-list'), TITLE);
    // the list opens on what it last showed and refreshes
    await expect.poll(() => page.getByTestId('notice-list').innerText(), { timeout: 10_000 }).not.toContain('Chưa đọc');
    expect(await bellLabel(page)).toBe('Thông báo');
  });
});
