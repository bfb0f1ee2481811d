import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from './browser';
import {
  afterResponse,
  agreeTo,
  apiLogin,
  capture,
  clickWhenStill,
  closeResult,
  expectErrorDialog,
  expectSuccessDialog,
  expectText,
  loginAs,
  readResult,
  tableRow,
  waitForPath,
} from './flows';
import { DESKTOP, PHONE, expectNoHorizontalOverflow } from './layout-checks';
import { typeDateTime, vietnamDateTime } from './sentiments-flows';

// issue 13, general notifications: a ward administrator writes one to ward 1 watching the live count, saves it as a
// draft and sends it from the list; the health officer of ward 1 finds it unread in 'Thông báo đã nhận', reads it and
// marks the rest read; the administrator then sees the officer among the readers; a ward officer schedules one on
// Vietnam's clock. Sent notifications are final (the API refuses to delete them), so the two sent here stay in the
// database the browser files share; the scheduled one is deleted at the end.

const LIST = '/admin/notifications';
const INBOX = '/admin/notifications/received-notifications';
const API = '/api/admin/notifications';
const TITLE = 'Lịch tiêm chủng mở rộng tháng 12';
const TEXT = 'Mời bà con đưa trẻ dưới 5 tuổi đến trạm y tế xã lúc 7 giờ 30 sáng thứ Bảy.';
const OTHER_TITLE = 'Họp giao ban cán bộ xã cuối năm';
const SCHEDULED_TITLE = 'Lịch cắt điện bảo trì lưới điện thôn Đồng Tâm';

interface Row {
  id: number;
  title: string;
  status: string;
}

/** the open Popconfirm (the list's 'Gửi') */
const popconfirm = (page: Page) => page.locator('.ant-popover:visible').last();

/** the side menu's group 'Thông báo' */
const menuGroup = (page: Page) =>
  page.locator('[data-testid=side-menu] .ant-menu-submenu-title', { hasText: /^Thông báo$/ });

/** picks an option of a multi-select by its text, typing it first to search; the dropdown is closed after */
/**
 * chooses an option of a searchable multi-select, until the select shows it: on a busy machine the list can still be
 * filtering as the click lands, and the click then hits no option
 */
async function pick(page: Page, testId: string, option: string) {
  const select = page.getByTestId(testId);
  const chosen = select.locator('.ant-select-selection-item', { hasText: option });
  for (let attempt = 1; !(await chosen.count()); attempt++) {
    if (attempt > 3) throw new Error(`${testId}: “${option}” could not be chosen`);
    await select.click();
    await page.keyboard.type(option.slice(0, 8));
    const item = page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option }).first();
    await item.waitFor();
    await item.click();
    await page.keyboard.press('Escape');
    await chosen.waitFor({ timeout: 5_000 }).catch(() => undefined);
  }
}

describe('general notifications: written with a live count, sent, received, read', () => {
  let session: BrowserSession;
  let admin: Awaited<ReturnType<typeof apiLogin>>;
  let health: Awaited<ReturnType<typeof apiLogin>>;
  let wardName = '';
  let wardId = 0;
  let expected = 0;
  let notificationId = 0;
  let scheduledId = 0;

  beforeAll(async () => {
    session = await openBrowser();
    await session.page.setViewportSize(DESKTOP);
    admin = await apiLogin(session.baseUrl, 'quantri1');
    health = await apiLogin(session.baseUrl, 'yte1');
    wardId = admin.user.ward_id!;
    wardName = admin.user.ward_name!;
    // who a notice to the whole ward reaches, as the API counts it (every active account of the ward but the sender)
    const count = await admin.call<{ total: number }>('POST', `${API}/recipient-count`, { ward_ids: [wardId] });
    expect(count.code).toBe(200);
    expected = count.data.total;
    expect(expected).toBeGreaterThan(1);
  });

  afterAll(async () => {
    await session?.close();
    // the scheduled one is still unsent: it goes, so the scheduler of a later file's run sends nothing of ours
    if (scheduledId) expect((await admin.call('DELETE', `${API}/${scheduledId}`)).code).toBe(200);
  });

  it('quantri1 opens the list from the menu group “Thông báo” and a new form; an empty title is refused in Vietnamese', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'quantri1');
    // every group of the menu starts open: the entry is clicked under its group's title
    await menuGroup(page).waitFor();
    await page.getByTestId('menu-notifications').click();
    await waitForPath(page, LIST);
    await expectText(page.getByTestId('page-title'), 'Danh sách thông báo');
    expect(await page.getByTestId('menu-received-notifications').innerText()).toBe('Thông báo đã nhận');

    await page.getByTestId('notification-create').click();
    await waitForPath(page, `${LIST}/create`);
    await expectText(page.getByTestId('recipient-count'), 'Chưa chọn người nhận thông báo');
    // a ward administrator names units of their ward only: no province or district lists
    expect(await page.getByTestId('recipient-provinces').count()).toBe(0);
    expect(await page.getByTestId('recipient-districts').count()).toBe(0);
    await page.getByTestId('notification-save').click();
    await expectErrorDialog(page, 'Tiêu đề không được trống!');
    await expectText(page.locator('.ant-form-item-explain-error'), 'Tiêu đề không được trống!');
  });

  it('writes to ward 1, sees “Số người nhận dự kiến” follow the choice, and saves a draft', async () => {
    const { page } = session;
    await page.locator('#notification_title').fill(TITLE);
    await page.getByTestId('rich-text-editor').locator('.tiptap').click();
    await page.keyboard.type(TEXT);
    // the ward officer's own ward is the only one offered
    await pick(page, 'recipient-wards', wardName);
    await expectText(page.getByTestId('recipient-count'), `Số người nhận dự kiến: ${expected.toLocaleString('vi-VN')}`);
    // a role narrows the ward to its officers: the count follows (one health officer in the demo ward)
    await pick(page, 'recipient-roles', 'Cán bộ y tế');
    await expectText(page.getByTestId('recipient-count'), 'Số người nhận dự kiến: 1');
    await page.locator('[data-testid=recipient-roles] .ant-select-selection-item-remove').click();
    await expectText(page.getByTestId('recipient-count'), `Số người nhận dự kiến: ${expected.toLocaleString('vi-VN')}`);
    await capture(page, 'notifications-form');

    const saved = await afterResponse(page, API, () => page.getByTestId('notification-save').click(), 'POST');
    const body = (await saved.json()) as { code: number; data: { entry: Row & { ward_ids: number[] } } };
    expect(body.code).toBe(200);
    expect(body.data.entry).toMatchObject({ title: TITLE, status: 'draft', ward_ids: [wardId] });
    notificationId = body.data.entry.id;
    expect(await expectSuccessDialog(page)).toBe('Thêm mới thông báo thành công');
    await waitForPath(page, LIST);
  });

  it('sends it from the list after the question; the row turns “Đã gửi” and offers neither edit nor delete', async () => {
    const { page } = session;
    const row = tableRow(page, notificationId);
    await expectText(row.getByTestId('notification-status'), 'Nháp');
    expect(await row.getByTestId(`resource-edit-${notificationId}`).count()).toBe(1);
    await capture(page, 'notifications-list');

    await row.getByTestId(`notification-send-${notificationId}`).click();
    const sent = await agreeTo(
      page,
      popconfirm(page),
      'Gửi thông báo này ngay?',
      `${API}/${notificationId}/sent-status`,
      'PATCH',
    );
    expect(sent.status()).toBe(200);
    const result = await readResult(page);
    expect(result).toEqual({
      success: true,
      message: `Gửi thông báo thành công tới ${expected.toLocaleString('vi-VN')} người nhận`,
    });
    await closeResult(page);
    await expectText(row.getByTestId('notification-status'), 'Đã gửi');
    expect(await row.getByTestId(`resource-edit-${notificationId}`).count()).toBe(0);
    expect(await row.getByTestId(`resource-delete-${notificationId}`).count()).toBe(0);
    expect(await row.getByTestId(`notification-send-${notificationId}`).count()).toBe(0);
    await expectText(row, expected.toLocaleString('vi-VN'));
  });

  it('yte1 finds it unread in “Thông báo đã nhận”, opens it (read) and marks the rest read', async () => {
    const { page, baseUrl } = session;
    // a second one, so that 'Đánh dấu tất cả đã đọc' has something left to do after the first is opened
    const other = await admin.call<{ entry: Row }>('POST', API, {
      title: OTHER_TITLE,
      content: '<p>Tại hội trường UBND xã.</p>',
      ward_ids: [wardId],
    });
    expect(other.code).toBe(200);
    expect((await admin.call('PATCH', `${API}/${other.data.entry.id}/sent-status`)).code).toBe(200);

    await loginAs(page, baseUrl, 'yte1');
    await menuGroup(page).waitFor();
    await afterResponse(page, `${API}/received`, () => page.getByTestId('menu-received-notifications').click());
    await waitForPath(page, INBOX);
    const row = tableRow(page, notificationId);
    await expectText(row, TITLE);
    await row.getByTestId('inbox-unread').waitFor();
    expect(await row.getAttribute('class')).toContain('inbox-row--unread');
    const unreadBefore = (await health.get<{ general: number }>(`${API}/unread-count`)).general;
    expect(unreadBefore).toBeGreaterThanOrEqual(2);
    await expectText(page.getByTestId('inbox-unread-general'), String(unreadBefore));
    await capture(page, 'notifications-inbox');

    const read = await afterResponse(
      page,
      `${API}/${notificationId}/read`,
      () => row.getByTestId(`inbox-open-${notificationId}`).click(),
      'PATCH',
    );
    expect(read.status()).toBe(200);
    const drawer = page.locator('.received-drawer .ant-drawer-content');
    await expectText(drawer.locator('.ant-drawer-title'), TITLE);
    await expectText(drawer.getByTestId('received-body'), TEXT);
    await capture(page, 'notifications-inbox-open');
    await page.locator('.received-drawer .ant-drawer-close').click();
    await expect.poll(() => page.locator('.received-drawer .ant-drawer-content:visible').count()).toBe(0);
    await expectText(row, 'Đã đọc');
    expect(await row.getAttribute('class')).not.toContain('inbox-row--unread');

    const all = await afterResponse(
      page,
      `${API}/mark-all-read`,
      () => page.getByTestId('inbox-mark-all').click(),
      'PATCH',
    );
    expect(all.status()).toBe(200);
    await expectText(page.locator('.ant-notification-notice'), 'Đã đánh dấu tất cả thông báo là đã đọc');
    await expect.poll(() => page.locator('[data-testid=inbox-table] [data-testid=inbox-unread]').count()).toBe(0);
    expect(await page.getByTestId('inbox-mark-all').isDisabled()).toBe(true);
    expect((await health.get<{ general: number }>(`${API}/unread-count`)).general).toBe(0);
  });

  it('quantri1 opens the detail: “Đã đọc x/y”, the chosen ward as a tag, yte1 among the readers', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'quantri1');
    await page.goto(`${baseUrl}${LIST}/${notificationId}/detail`);
    await expectText(page.getByTestId('page-title'), TITLE);
    await expectText(page.getByTestId('chosen-recipients'), wardName);
    const readers = await admin.get<{ entry: { read_count: number; receiver_count: number } }>(
      `${API}/${notificationId}`,
    );
    expect(readers.entry.receiver_count).toBe(expected);
    expect(readers.entry.read_count).toBeGreaterThanOrEqual(1);
    await expectText(page.getByTestId('notification-read-count'), `Đã đọc ${readers.entry.read_count}/${expected}`);
    // a sent one cannot be changed any more
    expect(await page.getByTestId('notification-edit').count()).toBe(0);
    expect(await page.getByTestId('notification-detail-send').count()).toBe(0);

    await page.getByTestId('receivers-read-filter').click();
    await afterResponse(page, `${API}/${notificationId}/receivers`, () =>
      page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Đã đọc' }).click(),
    );
    const reader = tableRow(page, health.user.id);
    await expectText(reader, 'yte1');
    await reader.getByTestId('receiver-read').waitFor();
    await capture(page, 'notifications-detail');

    // its edit address says why it cannot be changed instead of offering a form the server would refuse
    await page.goto(`${baseUrl}${LIST}/${notificationId}/edit`);
    await expectText(page.locator('.ant-result-title'), 'Thông báo đã gửi, không thể sửa hoặc xoá');
    expect(await page.getByTestId('notification-form').count()).toBe(0);
  });

  it('canbo1 schedules one with “Lưu và gửi”: the time is read on Vietnam’s clock, and a ward officer deletes nothing', async () => {
    const { page, baseUrl } = session;
    // 08:00 in Vietnam two days ahead, whatever the test machine's zone (the browser runs in New York's)
    const day = vietnamDateTime(new Date(Date.now() + 2 * 86_400_000)).slice(0, 10);
    const [dd, mm, yyyy] = day.split('/').map(Number);
    const instant = Date.UTC(yyyy, mm - 1, dd, 1, 0);

    await loginAs(page, baseUrl, 'canbo1');
    await page.goto(`${baseUrl}${LIST}/create`);
    await page.locator('#notification_title').fill(SCHEDULED_TITLE);
    await page.getByTestId('rich-text-editor').locator('.tiptap').click();
    await page.keyboard.type('Thôn Đồng Tâm mất điện từ 8 giờ đến 11 giờ.');
    await pick(page, 'recipient-villages', 'Thôn Đồng Tâm');
    await expectText(page.getByTestId('recipient-count'), 'Số người nhận dự kiến');
    await typeDateTime(page, page.locator('#notification_scheduled_at'), `${day} 08:00`);

    await page.getByTestId('notification-save-send').click();
    const question = page.locator('.ant-modal-confirm.confirm-dialog:visible');
    await expectText(question, 'Lưu và hẹn giờ gửi thông báo này?');
    const created = page.waitForResponse((r) => new URL(r.url()).pathname === API && r.request().method() === 'POST');
    const scheduled = page.waitForResponse((r) =>
      /^\/api\/admin\/notifications\/\d+\/sent-status$/.test(new URL(r.url()).pathname),
    );
    await clickWhenStill(page, question.getByTestId('confirm-ok'));
    const body = (await (await created).json()) as { data: { entry: Row & { scheduled_at: string } } };
    scheduledId = body.data.entry.id;
    expect(Date.parse(body.data.entry.scheduled_at)).toBe(instant);
    expect((await scheduled).status()).toBe(200);
    expect(await readResult(page)).toEqual({ success: true, message: 'Đã hẹn giờ gửi thông báo' });
    await closeResult(page);
    await waitForPath(page, `${LIST}/${scheduledId}/detail`);
    await expectText(page.getByTestId('notification-status'), 'Chờ gửi');
    await expectText(page.getByTestId('notification-facts'), `Hẹn ${day} 08:00`);
    // still unsent: it may be changed or sent now
    await page.getByTestId('notification-edit').waitFor();
    await page.getByTestId('notification-detail-send').waitFor();

    await page.goto(`${baseUrl}${LIST}`);
    const row = tableRow(page, scheduledId);
    await expectText(row.getByTestId('notification-status'), 'Chờ gửi');
    expect(await row.getByTestId(`resource-edit-${scheduledId}`).count()).toBe(1);
    // docs/permissions.md: a ward officer writes notifications but does not delete them
    expect(await row.getByTestId(`resource-delete-${scheduledId}`).count()).toBe(0);
  });

  it('at 390 px the list, the form, the detail and the inbox stay inside the screen', async () => {
    const { page, baseUrl } = session;
    await page.setViewportSize(PHONE);
    await page.goto(`${baseUrl}${LIST}`);
    await page.locator('[data-testid=notifications-table] [data-testid=list-card]').first().waitFor();
    await expectNoHorizontalOverflow(page);
    await capture(page, 'notifications-list-phone');

    await page.goto(`${baseUrl}${LIST}/create`);
    await page.getByTestId('recipient-wards').waitFor();
    await pick(page, 'recipient-wards', wardName);
    await expectText(page.getByTestId('recipient-count'), 'Số người nhận dự kiến');
    await expectNoHorizontalOverflow(page);
    await capture(page, 'notifications-form-phone');

    await page.goto(`${baseUrl}${LIST}/${notificationId}/detail`);
    await page.getByTestId('receivers-table').waitFor();
    await expectNoHorizontalOverflow(page);
    await capture(page, 'notifications-detail-phone');

    // the sender is not among the receivers: the ward officer of ward 1 (signed in above) opens it from a link
    await page.goto(`${baseUrl}${INBOX}?open=${notificationId}`);
    await expectText(page.locator('.received-drawer .ant-drawer-title'), TITLE);
    await expectNoHorizontalOverflow(page);
    await capture(page, 'notifications-inbox-open-phone');
    await page.setViewportSize(DESKTOP);
  });
});
