import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, type BrowserSession } from './browser';
import { afterResponse, expectErrorDialog, expectSuccessDialog, expectText, loginAs, waitForPath } from './flows';
import { agree, apiAccount, shot, typeDateTime, vietnamDateTime, type ApiAccount } from './sentiments-flows';

// Issue 10 in the browser: the rated demo item shows its result with real photos; an overdue item takes a progress note
// with its past deadline untouched, and moving the deadline is an extension with a reason ('Gia hạn xử lý' on the
// timeline); the administrator sets which categories the health officer's role handles.

const DAY_MS = 86_400_000;
const vietnamAt = (days: number, time: string) =>
  `${vietnamDateTime(new Date(Date.now() + days * DAY_MS)).split(' ')[0]} ${time}`;

interface Row {
  id: number;
  title: string;
  status: number;
  time_finish: string | null;
}

/** the id of the item the officer finds by a keyword (the demo data's items have distinct titles) */
async function findItem(account: ApiAccount, keyword: string, title: string): Promise<Row> {
  const answer = await account.get<{ entries: Row[] }>(`/api/admin/sentiments?keyword=${encodeURIComponent(keyword)}`);
  const row = answer.data.entries.find((entry) => entry.title === title);
  if (!row) throw new Error(`no item "${title}": ${JSON.stringify(answer)}`);
  return row;
}

describe('sentiments: the rated demo item shows its result view with photos', () => {
  let session: BrowserSession;

  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(async () => {
    await session?.close();
  });

  it('canbo1 opens the result: the banner, the reply, the first photo loaded with +2, the rating and the comment', async () => {
    const { page, baseUrl } = session;
    const officer = await apiAccount(baseUrl, 'canbo1');
    const item = await findItem(officer, 'ven suối', 'Rác thải tồn đọng ven suối đầu thôn');
    await loginAs(page, baseUrl, 'canbo1');
    await afterResponse(page, `/api/admin/sentiments/${item.id}`, () =>
      page.goto(`${baseUrl}/admin/sentiments/result/${item.id}`),
    );
    await expectText(page.getByTestId('result-banner'), 'Phản ánh đã được xử lý');
    await expectText(page.getByTestId('result-reply'), 'Tổ vệ sinh môi trường đã thu gom toàn bộ rác thải');
    // the photos are real files served by the API: the browser decodes them
    const first = page.getByTestId('result-gallery-first');
    await expect
      .poll(() => first.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)))
      .toBe(480);
    await expectText(page.getByTestId('result-gallery-more'), '+2');
    await expect
      .poll(() =>
        page
          .locator('[data-testid=result-gallery-more] img')
          .evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)),
      )
      .toBe(480);
    expect(await page.getByTestId('rating-very_satisfied').getAttribute('class')).toContain(
      'sentiment-rating__level--chosen',
    );
    await expectText(page.getByTestId('result-rating-comment'), 'Suối đã sạch, có thùng rác mới.');
    await expectText(page.getByTestId('timeline-event-evaluate'), 'Đánh giá');
    await shot(page, 'demo-rated-result');

    await page.getByTestId('result-gallery-more').click();
    await page.locator('.ant-image-preview-img').waitFor();
    await expect
      .poll(() => page.locator('.ant-image-preview-img').evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(480);
    await page.keyboard.press('Escape');
  });
});

describe('sentiments: an overdue item takes a progress note, then is extended with a reason', () => {
  let session: BrowserSession;
  let item: Row;

  beforeAll(async () => {
    session = await openBrowser();
    const officer = await apiAccount(session.baseUrl, 'canbo1');
    // the demo data's overdue item of the first commune: received, deadline two days ago
    item = await findItem(officer, 'điểm trường', 'Đường vào điểm trường tiểu học bị sạt lở');
    expect(item.status).toBe(5);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('the update form shows the past deadline and saves a note with it unchanged: no error, still overdue', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'canbo1');
    await afterResponse(page, `/api/admin/sentiments/${item.id}`, () =>
      page.goto(`${baseUrl}/admin/sentiments/update/${item.id}`),
    );
    const deadline = page.locator('#update_time_finish');
    await expect.poll(() => deadline.inputValue()).toBe(vietnamDateTime(new Date(item.time_finish!)));
    await expectText(page.getByTestId('update-deadline-help'), 'Phản ánh đã quá hạn');
    // an overdue item's deadline cannot be removed: no clear button; no reason asked while it stays
    expect(await page.locator('[data-testid=update-form] .ant-picker-clear').count()).toBe(0);
    expect(await page.getByTestId('update-extension-reason').count()).toBe(0);
    await page.locator('#update_content_update').fill('Đã rào chắn tạm đoạn sạt lở, chờ phương án sửa chữa.');
    await shot(page, 'overdue-update-form');
    await page.getByTestId('update-save').click();
    const answer = await agree(page, 'Cập nhật phản ánh này?', `/api/admin/sentiments/${item.id}/update`);
    const sent = JSON.parse(answer.request().postData() ?? '{}') as Record<string, unknown>;
    expect(sent.time_finish).toBe(item.time_finish);
    expect(sent).not.toHaveProperty('extension_reason');
    await expectSuccessDialog(page);
    await waitForPath(page, `/admin/sentiments/processing/${item.id}`);
    await expectText(page.getByTestId('sentiment-status'), 'Quá hạn xử lý');
    await expectText(page.getByTestId('timeline-event-update').last(), 'Nội dung cập nhật');
  });

  it('a new deadline asks for the reason of the extension; with it the item is processing again and the timeline says Gia hạn xử lý', async () => {
    const { page } = session;
    await page.getByTestId('option-update').click();
    await waitForPath(page, `/admin/sentiments/update/${item.id}`);
    const oldText = vietnamDateTime(new Date(item.time_finish!));
    const newText = vietnamAt(5, '17:00');
    await typeDateTime(page, page.locator('#update_time_finish'), newText);
    await expectText(page.getByTestId('update-extension-summary'), `Gia hạn xử lý: ${oldText} → ${newText}`);
    await page.locator('#update_content_update').fill('Huyện đã duyệt kinh phí, nhà thầu thi công trong tuần.');
    await page.getByTestId('update-save').click();
    await expectErrorDialog(page, 'Vui lòng nhập lý do gia hạn');
    const reason = 'Chờ huyện cấp kinh phí sửa đường, thi công cần thêm 5 ngày.';
    await page.getByTestId('update-extension-reason').fill(reason);
    await shot(page, 'overdue-extension-form');
    await page.getByTestId('update-save').click();
    const answer = await agree(page, 'Cập nhật phản ánh này?', `/api/admin/sentiments/${item.id}/update`);
    const sent = JSON.parse(answer.request().postData() ?? '{}') as Record<string, unknown>;
    expect(sent).toMatchObject({ extension_reason: reason });
    expect(sent.time_finish).toMatch(/T10:00:00(\.000)?Z$/);
    await expectSuccessDialog(page);

    await waitForPath(page, `/admin/sentiments/processing/${item.id}`);
    await expectText(page.getByTestId('sentiment-status'), 'Đang xử lý');
    await expectText(page.getByTestId('sentiment-deadline'), newText);
    await expectText(page.getByTestId('sentiment-extended'), 'Đã gia hạn 1 lần');
    const extension = page.getByTestId('timeline-event-extend');
    await expectText(extension, 'Gia hạn xử lý');
    await expectText(extension.getByTestId('timeline-status'), 'Quá hạn xử lý');
    await expectText(extension.getByTestId('timeline-status'), 'Đang xử lý');
    await expectText(extension.getByTestId('timeline-change-time_finish'), `Hạn xử lý: ${oldText} → ${newText}`);
    await expectText(extension.getByTestId('timeline-change-extension_reason'), `Lý do gia hạn: (trống) → ${reason}`);
    await shot(page, 'overdue-extended');
  });
});

describe('roles: the administrator sets which sentiment categories the health officer handles', () => {
  let session: BrowserSession;
  const MEDICAL = 10;
  const GARBAGE = 'Rác thải ùn ứ tại khu chợ xã';

  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(async () => {
    // the e2e server is shared: the health role gets its default back whatever happened
    const admin = await apiAccount(session.baseUrl, 'admin', inject('adminPassword'));
    await admin.put(`/api/admin/roles/${MEDICAL}/sentiment-categories`, { category_ids: [1] });
    await session?.close();
  });

  const yte1Titles = async (baseUrl: string) => {
    const health = await apiAccount(baseUrl, 'yte1');
    return (
      await health.get<{ entries: Row[] }>(`/api/admin/sentiments?keyword=${encodeURIComponent('rác thải')}`)
    ).data.entries.map((e) => e.title);
  };

  it('Y tế is ticked for Cán bộ y tế; ticking Môi trường lets yte1 see the garbage complaint', async () => {
    const { page, baseUrl } = session;
    expect(await yte1Titles(baseUrl)).not.toContain(GARBAGE);
    await loginAs(page, baseUrl, 'admin', inject('adminPassword'));
    await afterResponse(page, `/api/admin/roles/${MEDICAL}/sentiment-categories`, () =>
      page.goto(`${baseUrl}/admin/roles/${MEDICAL}/edit`),
    );
    const section = page.getByTestId('role-sentiment-categories');
    await expectText(section, 'Lĩnh vực phản ánh');
    const box = (name: string) => section.locator('label.ant-checkbox-wrapper', { hasText: name }).locator('input');
    await expect.poll(() => box('Y tế').isChecked()).toBe(true);
    expect(await box('Môi trường').isChecked()).toBe(false);
    await section.locator('label.ant-checkbox-wrapper', { hasText: 'Môi trường' }).click();
    await expectText(page.getByTestId('role-sentiment-categories-summary'), 'Đang chọn: 2 lĩnh vực');
    await shot(page, 'role-sentiment-categories');
    await page.getByTestId('role-sentiment-categories-save').click();
    const answer = await agree(
      page,
      'Lưu lĩnh vực phản ánh của vai trò này?',
      `/api/admin/roles/${MEDICAL}/sentiment-categories`,
    );
    expect(JSON.parse(answer.request().postData() ?? '{}')).toEqual({ category_ids: [1, 2] });
    await expectSuccessDialog(page);
    expect(await yte1Titles(baseUrl)).toContain(GARBAGE);
  });
});
