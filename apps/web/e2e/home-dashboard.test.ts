import type { Headline, MapFigures, UnitFigures } from '@console/shared/home-statistics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, SCREENSHOT_DIR, type BrowserSession } from './browser';
import { apiLogin, expectText, loginAs, logout } from './flows';
import { DESKTOP, expectNoHorizontalOverflow, PHONE, shotInto } from './layout-checks';

const STATISTIC = '/api/admin/home-statistics';
const count = (value: number) => value.toLocaleString('vi-VN');

describe('home dashboard: the citizens’ feedback figures an officer opens first', () => {
  let session: BrowserSession;

  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(() => session.close());

  it('shows the province officer the cards, the charts and the wards’ league table, as the API counts them', async () => {
    const { page, baseUrl } = session;
    const province = await apiLogin(baseUrl, 'tinh');
    const headline = await province.get<Headline>(`${STATISTIC}/statistic`);
    const table = await province.get<UnitFigures>(`${STATISTIC}/sentiment`);
    await loginAs(page, baseUrl, 'tinh');
    await page.getByTestId('home-dashboard').waitFor();
    await expectText(page.getByTestId('home-figure-waiting'), count(headline.waiting));
    await expectText(page.getByTestId('home-figure-received'), count(headline.current.received));
    // each chart draws once its own figure and the charts' chunk have come
    for (const chart of [
      'home-daily-chart',
      'home-status-chart',
      'home-category-chart',
      'home-traffic-chart',
      'home-rating-chart',
    ])
      await page.locator(`[data-testid=${chart}] svg.recharts-surface`).first().waitFor();
    // the map: a circle per ~1 km cell of the month's placed items (Leaflet draws them as paths), on a grey plane
    // when the tiles cannot load
    const map = await province.get<MapFigures>(`${STATISTIC}/map`);
    if (map.cells.length)
      await expect
        .poll(() => page.locator('[data-testid=home-map] path.leaflet-interactive').count())
        .toBe(map.cells.length);
    else await expectText(page.getByTestId('home-dashboard'), 'Chưa có phản ánh gắn vị trí trong kỳ');
    const league = page.getByTestId('home-league-table');
    await expectText(league.locator('thead'), 'Xã/phường');
    for (const unit of table.units.filter((u) => u.name)) await expectText(league, unit.name!);
    // sortable by every figure: the officer clicks a column's title
    const received = league.locator('thead th', { hasText: 'Tiếp nhận' }).first();
    await received.click();
    await expect.poll(() => received.getAttribute('aria-sort')).toBe('ascending');
    // the table in Excel, named by its period
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('home-league-export').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^xep-hang-phan-anh-\d{4}-\d{2}-\d{2}\.xlsx$/);
    await page.setViewportSize(DESKTOP);
    await shotInto(SCREENSHOT_DIR, page, 'home-dashboard-desktop');
    await page.setViewportSize(PHONE);
    await expectNoHorizontalOverflow(page);
    await shotInto(SCREENSHOT_DIR, page, 'home-dashboard-phone');
    // the dashboard alone at phone width, large enough to read
    await page.getByTestId('home-dashboard').screenshot({ path: `${SCREENSHOT_DIR}/home-dashboard-phone-figures.png` });
    await page.setViewportSize(DESKTOP);
    await logout(page);
  });

  it('lists a ward officer’s hamlets, and keeps the cards when a period is picked', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'canbo1');
    // once seen missing in a full run (not reproduced since): the page's words then say what canbo1 was shown
    const dashboard = await page
      .getByTestId('home-dashboard')
      .waitFor({ timeout: 20_000 })
      .then(() => '')
      .catch(async () => page.evaluate(() => document.body.innerText.slice(0, 800)));
    expect(dashboard, 'the dashboard of canbo1').toBe('');
    await expectText(page.getByTestId('home-league-table').locator('thead'), 'Thôn/xóm');
    const asked = page.waitForRequest((request) => request.url().includes(`${STATISTIC}/statistic?from=`));
    await page.getByPlaceholder('Từ ngày').click();
    await page.keyboard.type('01/10/2026');
    await page.keyboard.press('Enter');
    await page.keyboard.type('31/10/2026');
    await page.keyboard.press('Enter');
    expect(new URL((await asked).url()).searchParams.get('to')).toBe('2026-10-31');
    await page.getByTestId('home-figure-received').waitFor();
    await logout(page);
  });
});
