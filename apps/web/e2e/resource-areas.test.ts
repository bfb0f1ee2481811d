import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
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
  tableSettled,
  waitForPath,
} from './flows';
import { DESKTOP, PHONE, expectNoHorizontalOverflow } from './layout-checks';
import { drawPng } from './sentiments-flows';
import { choose } from './users-flows';

// issue 11: the resource engine on two areas — a ward's smart devices (image, reference, money, approval switch,
// bulk approval, history) and the platform's video tutorials (YouTube link check)

interface Device {
  id: number;
  name: string;
  is_approved: boolean;
  ward_id: number;
}

const DEVICES = '/admin/smart-devices';
const DEVICES_API = '/api/admin/smart-devices';
const NEW_DEVICE = 'Camera cổng trụ sở UBND';
const DEVICE_TYPE = 'Camera an ninh';
const VIDEO_TITLE = 'Hướng dẫn gửi phản ánh hiện trường';

const switchOf = (session: BrowserSession, field: string, id: number) =>
  session.page.getByTestId(`resource-toggle-${field}-${id}`);

describe('resource areas: smart devices with image, money, approval and history; video tutorials', () => {
  let session: BrowserSession;
  let wardId: number;
  let creatorName: string;
  let approverName: string;
  /** the two demo devices of quantri1's ward still waiting for approval */
  let waiting: Device[];
  let newId: number;

  beforeAll(async () => {
    session = await openBrowser();
    await session.page.setViewportSize(DESKTOP);
    const creator = await apiLogin(session.baseUrl, 'quantri1');
    const approver = await apiLogin(session.baseUrl, 'tinh');
    wardId = creator.user.ward_id ?? 0;
    creatorName = creator.user.kyc?.full_name ?? '';
    approverName = approver.user.kyc?.full_name ?? '';
    const devices = (await creator.get<{ entries: Device[] }>(`${DEVICES_API}?length=100`)).entries;
    waiting = devices.filter((device) => !device.is_approved);
  });

  afterAll(async () => {
    await session?.close();
  });

  it('quantri1 creates a device with its type, an uploaded image and a grouped price; it waits for approval', async () => {
    const { page, baseUrl } = session;
    expect(wardId).toBeGreaterThan(0);
    expect(creatorName).not.toBe('');
    expect(waiting.length).toBeGreaterThanOrEqual(2);
    await loginAs(page, baseUrl, 'quantri1');
    await page.goto(`${baseUrl}${DEVICES}`);
    await tableSettled(page);
    await page.getByTestId('resource-create').click();
    await waitForPath(page, `${DEVICES}/create`);

    await page.locator('#smart-devices_name').fill(NEW_DEVICE);
    await choose(page, '#smart-devices_type_id', DEVICE_TYPE, 'Camera');
    await expectText(page.locator('.ant-form-item', { has: page.locator('#smart-devices_type_id') }), DEVICE_TYPE);

    const png = await drawPng(page, 'Camera cổng UBND', '#2e7d32');
    const upload = await afterResponse(
      page,
      '/api/connector/images',
      () =>
        page
          .locator('[data-testid=resource-form] input[type=file]')
          .first()
          .setInputFiles({ name: 'camera-cong.png', mimeType: 'image/png', buffer: png }),
      'POST',
    );
    expect(((await upload.json()) as { code: number }).code).toBe(200);
    // antd's Image puts the test id on its wrapper, the picture is the img inside
    const preview = page.locator('[data-testid=image-preview] img.ant-image-img');
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && img.src))
      .toBeTruthy();
    expect(Math.round((await preview.boundingBox())?.height ?? 0)).toBe(320);
    await expectText(page.getByTestId('image-upload'), 'Đổi ảnh');

    const price = page.locator('#smart-devices_price');
    await price.click();
    await price.pressSequentially('4500000');
    await expect.poll(() => price.inputValue()).toBe('4.500.000');
    await price.blur();
    await expect.poll(() => price.inputValue()).toBe('4.500.000');
    await capture(page, 'areas-device-form');

    const created = await afterResponse(page, DEVICES_API, () => page.getByTestId('resource-save').click(), 'POST');
    const body = (await created.json()) as {
      code: number;
      data: { entry: { id: number; price: number; image: string | null; type_id: number } };
    };
    expect(body.code).toBe(200);
    expect(body.data.entry.price).toBe(4_500_000);
    expect(body.data.entry.image).toBeTruthy();
    newId = body.data.entry.id;
    await expectSuccessDialog(page);
    await waitForPath(page, DEVICES);
    await tableSettled(page);

    const row = tableRow(page, newId);
    await expectText(row, NEW_DEVICE);
    await expectText(row, DEVICE_TYPE);
    await expectText(row, /4\.500\.000\s₫/);
    const approval = switchOf(session, 'is_approved', newId);
    expect(await approval.getAttribute('aria-checked')).toBe('false');
    expect(await approval.isDisabled()).toBe(true);
    // the ward admin may still switch the device off and on, but not approve it
    expect(await switchOf(session, 'is_enabled', newId).isDisabled()).toBe(false);
    await capture(page, 'areas-devices-list');
  });

  it('tinh approves it after the question, then two waiting devices at once', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'tinh');
    await page.goto(`${baseUrl}${DEVICES}?ward_id=${wardId}`);
    await tableSettled(page);

    const approval = switchOf(session, 'is_approved', newId);
    expect(await approval.getAttribute('aria-checked')).toBe('false');
    expect(await approval.isDisabled()).toBe(false);
    await approval.click();
    const answer = await agreeTo(
      page,
      page.locator('.ant-popconfirm:visible'),
      'Phê duyệt thiết bị này?',
      `${DEVICES_API}/change-approve/${newId}`,
      'PUT',
    );
    expect(((await answer.json()) as { code: number }).code).toBe(200);
    expect(JSON.parse(answer.request().postData() ?? '{}')).toEqual({ is_approved: true });
    await expect.poll(() => approval.getAttribute('aria-checked')).toBe('true');

    await page.reload();
    await tableSettled(page);
    await expect.poll(() => switchOf(session, 'is_approved', newId).getAttribute('aria-checked')).toBe('true');

    // bulk: the two demo devices of the ward that still wait
    const [first, second] = waiting;
    for (const device of [first, second]) await tableRow(page, device.id).locator('.ant-checkbox-input').check();
    const bulk = page.getByTestId('bulk-toggles');
    await expectText(bulk, 'Đã chọn 2 bản ghi');
    await page.getByTestId('bulk-is_approved-on').click();
    const requests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith(`${DEVICES_API}/change-approve`))
        requests.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    await capture(page, 'areas-devices-bulk-confirm');
    const bulkAnswer = await agreeTo(
      page,
      page.locator('.ant-popconfirm:visible'),
      'Bật “Phê duyệt” cho 2 bản ghi đã chọn?',
      `${DEVICES_API}/change-approve`,
      'PUT',
    );
    const sent = JSON.parse(bulkAnswer.request().postData() ?? '{}') as { ids: number[]; is_approved: boolean };
    expect(sent.is_approved).toBe(true);
    expect([...sent.ids].sort((a, b) => a - b)).toEqual([first.id, second.id].sort((a, b) => a - b));
    const bulkBody = (await bulkAnswer.json()) as { code: number; data: { ids: number[] } };
    expect(bulkBody.code).toBe(200);
    expect(bulkBody.data.ids).toHaveLength(2);
    await tableSettled(page);
    expect(requests).toEqual([`PUT ${DEVICES_API}/change-approve`]);
    await expect.poll(() => page.getByTestId('bulk-toggles').count()).toBe(0);

    await page.reload();
    await tableSettled(page);
    for (const device of [first, second])
      await expect.poll(() => switchOf(session, 'is_approved', device.id).getAttribute('aria-checked')).toBe('true');
  });

  it('admin is told a bad YouTube link at the field, then saves the video with a good one', async () => {
    const { page, baseUrl } = session;
    const path = '/admin/service-supports/video-tutorials';
    await loginAs(page, baseUrl, 'admin', inject('adminPassword'));
    await page.goto(`${baseUrl}${path}/create`);
    const title = page.locator('#video-tutorials_title');
    await title.waitFor();
    await title.fill(VIDEO_TITLE);
    const link = page.locator('#video-tutorials_youtube_link');
    await link.fill('https://youtube.com/watch?v=abc');
    await page.getByTestId('resource-save').click();
    await page.locator('.ant-modal-confirm:visible').waitFor();
    await capture(page, 'areas-video-bad-link');
    await expectErrorDialog(page, 'Đường dẫn YouTube không đúng định dạng!');
    const linkItem = page.locator('.ant-form-item', { has: link });
    await expectText(linkItem.locator('.ant-form-item-explain-error'), 'Đường dẫn YouTube không đúng định dạng!');

    await link.fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await expect.poll(() => linkItem.locator('.ant-form-item-explain-error').count()).toBe(0);
    const created = await afterResponse(
      page,
      `/api/admin/video-tutorials`,
      () => page.getByTestId('resource-save').click(),
      'POST',
    );
    const body = (await created.json()) as { code: number; data: { entry: { id: number } } };
    expect(body.code).toBe(200);
    await expectSuccessDialog(page);
    await waitForPath(page, path);
    await tableSettled(page);
    await expectText(tableRow(page, body.data.entry.id), VIDEO_TITLE);
  });

  it('the ward officer canbo1 reads the device and its history: created by quantri1, approved by tinh', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'canbo1');
    await page.goto(`${baseUrl}${DEVICES}`);
    await tableSettled(page);
    await page.getByTestId(`resource-detail-${newId}`).click();
    await waitForPath(page, `${DEVICES}/${newId}/detail`);

    const facts = page.getByTestId('resource-facts');
    await expectText(facts, NEW_DEVICE);
    await expectText(facts, DEVICE_TYPE);
    await expectText(facts, /4\.500\.000\s₫/);
    await expectText(facts, creatorName);
    await expectText(facts, approverName);
    await capture(page, 'areas-device-detail');

    await page.getByRole('tab', { name: 'Lịch sử thay đổi' }).click();
    const history = page.getByTestId('resource-history');
    const entries = history.locator('[data-testid^=history-]');
    await expect.poll(() => entries.count()).toBe(2);
    // newest first
    await expectText(entries.nth(0), 'Phê duyệt');
    await expectText(entries.nth(0), approverName);
    await expectText(entries.nth(0), /Phê duyệt:\s*Không\s*→\s*Có/);
    await expectText(entries.nth(1), 'Thêm mới');
    await expectText(entries.nth(1), creatorName);
    await expectText(entries.nth(1), NEW_DEVICE);
    await capture(page, 'areas-device-history');

    await page.setViewportSize(PHONE);
    await expectNoHorizontalOverflow(page);
    await capture(page, 'areas-device-history-phone');
    await page.getByRole('tab', { name: 'Thông tin' }).click();
    await facts.waitFor();
    await expectNoHorizontalOverflow(page);
    await capture(page, 'areas-device-detail-phone');
    await page.setViewportSize(DESKTOP);
  });
});
