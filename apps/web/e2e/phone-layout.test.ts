import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, type BrowserSession } from './browser';
import { DESKTOP, expectInView, expectNoHorizontalOverflow, PHONE, shotInto, TABLET } from './layout-checks';
import { afterResponse, animationsDone, expectText, loginAs, waitForPath } from './flows';
import { apiAccount, submitSentiment, sentimentsSettled, type ApiAccount } from './sentiments-flows';

// issue 10: the console on a phone (390×844) and a tablet (768×1024), and two things the menu and row actions got wrong

const SHOTS = '/tmp/shots-phone';
const shot = (page: Page, name: string, fullPage = true) => shotInto(SHOTS, page, name, fullPage);
const STATUS_LABELS = /Chờ xử lý|Đang xử lý|Đã xử lý|Không xử lý|Quá hạn xử lý/;
const DAY_MS = 86_400_000;

/** no <button> inside an <a> and no <a> inside a <button> anywhere on the page */
async function nestedInteractiveCount(page: Page): Promise<number> {
  return page.evaluate(() => document.querySelectorAll('a button, button a, a a, button button').length);
}

/** every form item starts at the same left edge: one column */
async function formColumns(form: Locator): Promise<number> {
  const lefts = await form
    .locator('.ant-form-item')
    .evaluateAll((items) =>
      items
        .filter((item) => (item as HTMLElement).offsetParent !== null)
        .map((item) => Math.round(item.getBoundingClientRect().left)),
    );
  return new Set(lefts).size;
}

describe('phone 390×844: the ward officer canbo1 works the sentiment list, its filters and the drawer menu', () => {
  let session: BrowserSession;

  beforeAll(async () => {
    session = await openBrowser();
    await session.page.setViewportSize(PHONE);
  });

  afterAll(async () => {
    await session?.close();
  });

  it('the header is one row: menu button, product name, bell and an avatar; no sidebar beside the screen', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'canbo1');
    await expectNoHorizontalOverflow(page);
    expect(await page.locator('.ant-layout-sider').count()).toBe(0);
    await expectInView(page.getByTestId('menu-toggle'));
    await expectInView(page.getByTestId('notice-bell'));
    await expectInView(page.getByTestId('user-menu'));
    // the user block collapsed to its avatar: the name is in the account menu, not in the header
    expect(await page.getByTestId('header-user-name').count()).toBe(0);
    const header = await page.locator('.ant-layout-header').boundingBox();
    expect(header!.height).toBeLessThanOrEqual(64);
    await page.getByTestId('user-menu').click();
    await expectText(page.locator('.ant-dropdown:visible'), 'Nguyễn Thị Hoa');
    await expectInView(page.getByTestId('logout'));
    await shot(page, 'phone-user-menu', false);
    await page.keyboard.press('Escape');
  });

  it('the sentiment list: cards with title and status, the whole title, no sideways scrolling', async () => {
    const { page, baseUrl } = session;
    await afterResponse(page, '/api/admin/sentiments/status-counts', () => page.goto(`${baseUrl}/admin/sentiments`));
    await sentimentsSettled(page);
    await expectNoHorizontalOverflow(page);
    const title = page.getByTestId('page-title');
    await expectText(title, 'Danh sách phản ánh');
    // wrapped, not cut: its text fits its box
    expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);
    await expectInView(title);

    const list = page.getByTestId('sentiments-table');
    expect(await list.locator('table').count()).toBe(0);
    const cards = list.getByTestId('list-card');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    for (const card of await cards.all()) {
      await expectInView(card);
      expect((await card.getByTestId('list-card-title').innerText()).trim()).not.toBe('');
      await expectInView(card.getByTestId('list-card-title'));
      const status = card.getByTestId('list-card-status');
      await expectInView(status);
      expect(await status.innerText()).toMatch(STATUS_LABELS);
      await expectText(card, 'Người phản ánh');
    }
    await expectInView(page.getByTestId('sentiment-tabs'));
    await expectInView(page.locator('.list-cards__pagination'));
    await shot(page, 'phone-sentiments-list');
  });

  it('the filters fold behind "Bộ lọc": stacked, inside the card, with the number in use; clearing empties them', async () => {
    const { page } = session;
    await expectInView(page.getByTestId('sentiment-search'));
    expect(await page.getByTestId('sentiment-filter-category').count()).toBe(0);
    const toggle = page.getByTestId('filter-toggle');
    await expectText(toggle, 'Bộ lọc');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const panel = page.getByTestId('filter-panel');
    await panel.waitFor();
    const created = page.locator('.ant-picker-range:has(input[placeholder="Ngày gửi từ"])');
    const deadline = page.locator('.ant-picker-range:has(input[placeholder="Hạn xử lý từ"])');
    for (const control of [
      page.getByTestId('sentiment-filter-category'),
      created,
      deadline,
      page.getByTestId('sentiment-filter-active'),
    ]) {
      await expectInView(control);
    }
    // one under the other
    const lefts = await panel.evaluate((element) =>
      [...element.children].map((child) => Math.round(child.getBoundingClientRect().left)),
    );
    expect(new Set(lefts).size).toBe(1);
    await expectNoHorizontalOverflow(page);
    await shot(page, 'phone-sentiments-filters');

    // a range picker's calendar stays on the screen
    await created.locator('input').first().click();
    const dropdown = page.locator('.ant-picker-dropdown:visible');
    await dropdown.waitFor();
    await animationsDone(page);
    await expectInView(dropdown.locator('.ant-picker-panel').first());
    await shot(page, 'phone-sentiments-range-picker', false);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.ant-picker-dropdown:visible').count()).toBe(0);

    await afterResponse(page, '/api/admin/sentiments', async () => {
      await page.getByTestId('sentiment-filter-category').click();
      await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Môi trường' }).click();
    });
    await expectText(page.getByTestId('filter-count'), '1');
    expect(new URL(page.url()).searchParams.get('category_id')).toBe('2');
    await sentimentsSettled(page);
    await expectNoHorizontalOverflow(page);
    await afterResponse(page, '/api/admin/sentiments', () => page.getByTestId('filter-clear').click());
    expect(new URL(page.url()).searchParams.get('category_id')).toBeNull();
    await expect.poll(() => page.getByTestId('filter-count').count()).toBe(0);
  });

  it('the menu is a drawer over the screen, not beside it; choosing an entry navigates and closes it', async () => {
    const { page } = session;
    const content = page.locator('.page-section').first();
    const before = await content.boundingBox();
    await page.getByTestId('menu-toggle').click();
    const drawer = page.getByTestId('menu-drawer');
    await drawer.waitFor();
    await animationsDone(page);
    const drawerBox = await page.locator('.menu-drawer .ant-drawer-content-wrapper').boundingBox();
    expect(drawerBox!.x).toBe(0);
    expect(drawerBox!.width).toBeLessThan(PHONE.width);
    // over the content: the screen underneath did not move or shrink
    const after = await content.boundingBox();
    expect(Math.round(after!.x)).toBe(Math.round(before!.x));
    expect(Math.abs(after!.width - before!.width)).toBeLessThanOrEqual(1);
    await expectNoHorizontalOverflow(page);
    await expectText(drawer, 'Danh sách phản ánh');
    await expectInView(drawer.getByTestId('menu-sentiments-archived'));
    await shot(page, 'phone-menu-drawer', false);

    await afterResponse(page, '/api/admin/sentiments/archived', () =>
      drawer.getByTestId('menu-sentiments-archived').click(),
    );
    await waitForPath(page, '/admin/sentiments/archived');
    await expect.poll(() => page.locator('.menu-drawer.ant-drawer-open').count()).toBe(0);
    await sentimentsSettled(page, 'archived-sentiments-table');
    await expectNoHorizontalOverflow(page);
    await expectText(page.getByTestId('page-title'), 'Phản ánh lưu trữ');

    // an entry of the screen already shown closes the drawer too
    await page.getByTestId('menu-toggle').click();
    await drawer.waitFor();
    await animationsDone(page);
    await page.getByTestId('menu-sentiments-archived').click();
    await expect.poll(() => page.locator('.menu-drawer.ant-drawer-open').count()).toBe(0);
  });
});

describe('phone 390×844: a sentiment’s detail with its receive, update and complete forms', () => {
  let session: BrowserSession;
  let officer: ApiAccount;
  let id: number;

  beforeAll(async () => {
    session = await openBrowser();
    await session.page.setViewportSize(PHONE);
    const resident = await apiAccount(session.baseUrl, 'nguoidan1');
    officer = await apiAccount(session.baseUrl, 'canbo1');
    id = await submitSentiment(resident, {
      title: 'Biển báo khúc cua nguy hiểm ở dốc Bản Xèo bị đổ sau trận mưa lớn đêm qua',
      content: 'Biển báo bị đổ nằm ven đường, xe máy đi đêm không thấy khúc cua.',
      attachments: [],
    });
  });

  afterAll(async () => {
    await session?.close();
  });

  it('waiting: the item, its options and its history fit the phone', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'canbo1');
    await afterResponse(page, `/api/admin/sentiments/${id}`, () =>
      page.goto(`${baseUrl}/admin/sentiments/waiting-processing/${id}`),
    );
    await page.getByTestId('option-receive').waitFor();
    await expectNoHorizontalOverflow(page);
    await expectText(page.getByTestId('page-title'), 'Phản ánh chờ xử lý');
    await expectInView(page.getByTestId('sentiment-back'));
    await expectInView(page.getByTestId('option-receive'));
    await expectInView(page.getByTestId('option-update'));
    await expectInView(page.getByTestId('sentiment-history'));
    expect(await nestedInteractiveCount(page)).toBe(0);
    await shot(page, 'phone-sentiment-waiting');
  });

  it('receive: one column, the date-time picker on the screen, save and cancel in view', async () => {
    const { page } = session;
    await page.getByTestId('option-receive').click();
    await waitForPath(page, `/admin/sentiments/receive/${id}`);
    const form = page.getByTestId('receive-form');
    await page.locator('#receive_title').waitFor();
    await expectNoHorizontalOverflow(page);
    expect(await formColumns(form)).toBe(1);
    for (const field of ['#receive_title', '#receive_time_start', '#receive_time_finish'])
      await expectInView(page.locator(field));
    await expectInView(page.getByTestId('receive-save'));
    await expectInView(page.getByTestId('receive-cancel'));
    await page.locator('#receive_time_finish').click();
    const picker = page.locator('.ant-picker-dropdown:visible');
    await picker.waitFor();
    await animationsDone(page);
    await expectInView(picker.locator('.ant-picker-panel-container'));
    await shot(page, 'phone-sentiment-receive-picker', false);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.ant-picker-dropdown:visible').count()).toBe(0);
    await shot(page, 'phone-sentiment-receive');
  });

  it('update and complete (after receiving through the API): one column each, buttons in view', async () => {
    const { page, baseUrl } = session;
    const now = Date.now();
    const received = await officer.put(`/api/admin/sentiments/${id}/receive`, {
      title: 'Biển báo khúc cua ở dốc Bản Xèo bị đổ',
      active: true,
      time_start: new Date(now + 60_000).toISOString(),
      time_finish: new Date(now + 3 * DAY_MS).toISOString(),
    });
    expect(received.code, JSON.stringify(received)).toBe(200);

    await afterResponse(page, `/api/admin/sentiments/${id}`, () =>
      page.goto(`${baseUrl}/admin/sentiments/update/${id}`),
    );
    await page.locator('#update_title').waitFor();
    await expectNoHorizontalOverflow(page);
    expect(await formColumns(page.getByTestId('update-form'))).toBe(1);
    for (const field of ['#update_title', '#update_content', '#update_content_update'])
      await expectInView(page.locator(field));
    await expectInView(page.getByTestId('update-save'));
    await shot(page, 'phone-sentiment-update');

    await afterResponse(page, `/api/admin/sentiments/${id}`, () =>
      page.goto(`${baseUrl}/admin/sentiments/complete-sentiment/${id}`),
    );
    const complete = page.getByTestId('complete-form');
    await complete.waitFor();
    await complete.locator('.tiptap').waitFor();
    await expectNoHorizontalOverflow(page);
    expect(await formColumns(complete)).toBe(1);
    await expectInView(complete.locator('.rich-text'));
    await expectInView(complete.getByRole('button', { name: 'Hoàn thành', exact: true }));
    await shot(page, 'phone-sentiment-complete');
  });
});

describe('phone 390×844: the users list of the ward administrator quantri1', () => {
  let session: BrowserSession;

  beforeAll(async () => {
    session = await openBrowser();
    await session.page.setViewportSize(PHONE);
  });

  afterAll(async () => {
    await session?.close();
  });

  it('cards with the user name, the account switch and the actions; filters behind "Bộ lọc"; valid links', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'quantri1');
    await afterResponse(page, '/api/admin/users', () => page.goto(`${baseUrl}/admin/users`));
    const list = page.getByTestId('users-table');
    await list.waitFor();
    await expect.poll(() => page.locator('[data-testid=users-table] .ant-spin-spinning').count()).toBe(0);
    await expectNoHorizontalOverflow(page);
    await expectText(page.getByTestId('page-title'), 'Danh sách người dùng');
    await expectInView(page.getByTestId('user-create'));
    const cards = list.getByTestId('list-card');
    await expect.poll(() => cards.count()).toBeGreaterThan(1);
    for (const card of (await cards.all()).slice(0, 4)) {
      expect((await card.getByTestId('list-card-title').innerText()).trim()).not.toBe('');
      await expectInView(card.getByTestId('list-card-status').locator('[data-testid^=user-status-]'));
      await expectText(card, 'Vai trò');
      await expectInView(card.locator('[data-testid^=user-delete-]'));
    }
    expect(await nestedInteractiveCount(page)).toBe(0);
    expect(await page.getByTestId('user-create').evaluate((element) => element.tagName)).toBe('A');

    expect(await page.getByTestId('user-filter-role_id').count()).toBe(0);
    await page.getByTestId('filter-toggle').click();
    await expectInView(page.getByTestId('user-filter-role_id'));
    await expectInView(page.getByTestId('user-filter-acc_status'));
    await expectNoHorizontalOverflow(page);
    await shot(page, 'phone-users-list');

    // the edit link is one <a> styled as a button and opens the form, which is one column
    const edit = list.locator('a[data-testid^=user-edit-]').first();
    expect(await edit.getAttribute('class')).toContain('ant-btn');
    await edit.click();
    await page.waitForURL((url) => /^\/admin\/users\/\d+\/edit$/.test(url.pathname));
    const form = page.getByTestId('user-form');
    await form.waitFor();
    await page.locator('#user_username').waitFor();
    await expectNoHorizontalOverflow(page);
    expect(await formColumns(form)).toBe(1);
    await expectInView(page.getByTestId('user-save'));
    await shot(page, 'phone-user-edit');
  });
});

describe('phone 390×844: generic resource lists (FAQs, villages) built from their definitions', () => {
  let session: BrowserSession;

  beforeAll(async () => {
    session = await openBrowser();
    await session.page.setViewportSize(PHONE);
  });

  afterAll(async () => {
    await session?.close();
  });

  it('FAQs: cards with the question, its switch and an edit link; the form in one column', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'canbo1');
    await afterResponse(page, '/api/admin/freq-asked-questions', () =>
      page.goto(`${baseUrl}/admin/service-supports/freq-asked-questions`),
    );
    const list = page.getByTestId('resource-table');
    await list.waitFor();
    await expect.poll(() => page.locator('[data-testid=resource-table] .ant-spin-spinning').count()).toBe(0);
    await expectNoHorizontalOverflow(page);
    await expectText(page.getByTestId('page-title'), 'Danh sách câu hỏi thường gặp');
    await expectInView(page.getByTestId('resource-create'));
    const cards = list.getByTestId('list-card');
    await expect.poll(() => cards.count()).toBeGreaterThan(0);
    const card = cards.first();
    expect((await card.getByTestId('list-card-title').innerText()).trim()).toMatch(/\?$/);
    await expectInView(card.getByTestId('list-card-status').locator('[data-testid^=resource-toggle-is_active-]'));
    // an officer of one ward is not told the ward on every card (the column is for who sees several)
    expect(await card.innerText()).not.toContain('Xã/phường');
    const edit = card.locator('[data-testid^=resource-edit-]');
    await expectInView(edit);
    expect(await edit.evaluate((element) => element.tagName)).toBe('A');
    expect(await nestedInteractiveCount(page)).toBe(0);
    await page.getByTestId('filter-toggle').click();
    await expectInView(page.getByTestId('resource-filter-is_active'));
    await shot(page, 'phone-faqs-list');

    await page.getByTestId('resource-create').click();
    await waitForPath(page, '/admin/service-supports/freq-asked-questions/create');
    const form = page.getByTestId('resource-form');
    await form.locator('.tiptap').waitFor();
    await expectNoHorizontalOverflow(page);
    expect(await formColumns(form)).toBe(1);
    await expectInView(page.getByTestId('resource-save'));
    await expectInView(page.getByTestId('resource-cancel'));
    await shot(page, 'phone-faq-create');
  });

  it('villages (read-only for the ward officer): cards with the name and its facts', async () => {
    const { page, baseUrl } = session;
    await afterResponse(page, '/api/admin/villages', () => page.goto(`${baseUrl}/admin/villages`));
    const list = page.getByTestId('resource-table');
    await expect.poll(() => list.getByTestId('list-card').count()).toBeGreaterThan(0);
    await expectNoHorizontalOverflow(page);
    const card = list.getByTestId('list-card').first();
    expect((await card.getByTestId('list-card-title').innerText()).trim()).toMatch(/^Thôn /);
    await expectText(card, 'Trưởng thôn');
    expect(await page.getByTestId('resource-create').count()).toBe(0);
    await shot(page, 'phone-villages-list');
  });
});

describe('tablet 768×1024 and desktop: tables with the title and status in view', () => {
  let session: BrowserSession;

  beforeAll(async () => {
    session = await openBrowser();
    await session.page.setViewportSize(TABLET);
  });

  afterAll(async () => {
    await session?.close();
  });

  it('tablet: the menu folded to its icons, the sentiment table scrolls between a fixed title and a fixed status', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'canbo1');
    expect(await page.locator('.ant-layout-sider-collapsed').count()).toBe(1);
    await afterResponse(page, '/api/admin/sentiments/status-counts', () => page.goto(`${baseUrl}/admin/sentiments`));
    await sentimentsSettled(page);
    await expectNoHorizontalOverflow(page);
    const table = page.getByTestId('sentiments-table');
    await expectInView(table.locator('thead th', { hasText: 'Tiêu đề' }));
    await expectInView(table.locator('thead th', { hasText: 'Trạng thái' }));
    await expectInView(table.locator('tbody tr[data-row-key] [data-testid=sentiment-status]').first());
    await expectInView(page.getByTestId('header-user-name'));
    await shot(page, 'tablet-sentiments-list');
    await afterResponse(page, '/api/admin/users', () => page.goto(`${baseUrl}/admin/users`));
    await page.getByTestId('users-table').locator('tbody tr[data-row-key]').first().waitFor();
    await expectNoHorizontalOverflow(page);
    await shot(page, 'tablet-users-list');
  });

  it('desktop: the tables of before, with row actions that are single links', async () => {
    const { page, baseUrl } = session;
    await page.setViewportSize(DESKTOP);
    await afterResponse(page, '/api/admin/freq-asked-questions', () =>
      page.goto(`${baseUrl}/admin/service-supports/freq-asked-questions`),
    );
    const table = page.getByTestId('resource-table');
    await table.locator('tbody tr[data-row-key]').first().waitFor();
    expect(await table.locator('table').count()).toBeGreaterThan(0);
    const edit = table.locator('[data-testid^=resource-edit-]').first();
    expect(await edit.evaluate((element) => element.tagName)).toBe('A');
    expect(await edit.getAttribute('class')).toContain('ant-btn');
    expect(await nestedInteractiveCount(page)).toBe(0);
    await expectNoHorizontalOverflow(page);
    await shot(page, 'desktop-faqs-list');
    await afterResponse(page, '/api/admin/sentiments/status-counts', () => page.goto(`${baseUrl}/admin/sentiments`));
    await sentimentsSettled(page);
    expect(await nestedInteractiveCount(page)).toBe(0);
    await expectNoHorizontalOverflow(page);
    await shot(page, 'desktop-sentiments-list');
  });
});

describe('menu: an archived item’s result page highlights "Phản ánh lưu trữ"; the entries have their own names and icons', () => {
  let session: BrowserSession;
  let id: number;

  beforeAll(async () => {
    session = await openBrowser();
    const resident = await apiAccount(session.baseUrl, 'nguoidan1');
    const officer = await apiAccount(session.baseUrl, 'canbo1');
    id = await submitSentiment(resident, {
      title: 'Xin sửa lại máng nước đầu bản',
      content: 'Máng nước bị nứt, nước chảy tràn.',
      attachments: [],
    });
    const now = Date.now();
    const steps = [
      await officer.put(`/api/admin/sentiments/${id}/receive`, {
        title: 'Xin sửa lại máng nước đầu bản',
        active: true,
        time_start: new Date(now + 60_000).toISOString(),
        time_finish: new Date(now + 2 * DAY_MS).toISOString(),
      }),
      await officer.put(`/api/admin/sentiments/${id}/complete`, {
        result_sentiment: 3,
        content_reply: '<p>Tổ thuỷ lợi đã thay máng nước mới.</p>',
        media_result: [],
      }),
      await officer.put(`/api/admin/sentiments/${id}/archive`, {}),
    ];
    for (const step of steps) expect(step.code, JSON.stringify(step)).toBe(200);
  });

  afterAll(async () => {
    await session?.close();
  });

  const selected = (page: Page) =>
    page.locator('[data-testid=side-menu] .ant-menu-item-selected a[data-testid^=menu-]');

  it('desktop: the result of an archived item selects "Phản ánh lưu trữ"; an active item selects "Danh sách phản ánh"', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'canbo1');
    await afterResponse(page, `/api/admin/sentiments/${id}`, () =>
      page.goto(`${baseUrl}/admin/sentiments/result/${id}`),
    );
    await expectText(page.getByTestId('sentiment-back'), 'Phản ánh lưu trữ');
    await expect.poll(() => selected(page).getAttribute('data-testid')).toBe('menu-sentiments-archived');
    expect(await selected(page).count()).toBe(1);
    await shot(page, 'desktop-archived-result-menu', false);

    await page.getByTestId('menu-sentiments').click();
    await waitForPath(page, '/admin/sentiments');
    await expect.poll(() => selected(page).getAttribute('data-testid')).toBe('menu-sentiments');
    await sentimentsSettled(page);
    await page.locator('[data-testid^=sentiment-link-]').first().click();
    await page.waitForURL((url) => /^\/admin\/sentiments\/[a-z-]+\/\d+$/.test(url.pathname));
    await page.getByTestId('sentiment-back').waitFor();
    await expect.poll(() => selected(page).getAttribute('data-testid')).toBe('menu-sentiments');
  });

  it('the group "Phản ánh" has no child of the same name; departments and positions have icons of their own', async () => {
    const { page, baseUrl } = session;
    const group = page.locator('[data-testid=side-menu] .ant-menu-submenu', {
      has: page.getByTestId('menu-sentiments'),
    });
    expect((await group.locator('.ant-menu-submenu-title').innerText()).trim()).toBe('Phản ánh');
    const children = (await group.locator('a[data-testid^=menu-]').allInnerTexts()).map((text) => text.trim());
    expect(children).toEqual(['Danh sách phản ánh', 'Phản ánh lưu trữ']);

    await loginAs(page, baseUrl, 'admin', inject('adminPassword'));
    const icon = (key: string) =>
      page
        .locator('[data-testid=side-menu] li', { has: page.getByTestId(`menu-${key}`) })
        .locator('.anticon')
        .first()
        .getAttribute('aria-label');
    await page.getByTestId('menu-departments').waitFor();
    const departments = await icon('departments');
    const positions = await icon('positions');
    expect(departments).toBeTruthy();
    expect(positions).toBeTruthy();
    expect(departments).not.toBe(positions);
  });

  it('phone: the drawer shows the same highlight for the archived item', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'canbo1');
    await page.setViewportSize(PHONE);
    await afterResponse(page, `/api/admin/sentiments/${id}`, () =>
      page.goto(`${baseUrl}/admin/sentiments/result/${id}`),
    );
    await page.getByTestId('sentiment-back').waitFor();
    await expectNoHorizontalOverflow(page);
    await shot(page, 'phone-archived-result');
    await page.getByTestId('menu-toggle').click();
    await page.getByTestId('menu-drawer').waitFor();
    await expect.poll(() => selected(page).getAttribute('data-testid')).toBe('menu-sentiments-archived');
    await shot(page, 'phone-archived-result-drawer', false);
  });
});
