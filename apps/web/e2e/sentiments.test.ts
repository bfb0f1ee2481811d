import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, type BrowserSession } from './browser';
import {
  afterResponse,
  clickWhenStill,
  expectErrorDialog,
  expectSuccessDialog,
  expectText,
  loginAs,
  menuLabels,
  waitForPath,
} from './flows';
import {
  agree,
  apiAccount,
  drawPng,
  openList,
  sentimentRow,
  sentimentsSettled,
  shot,
  shotDialog,
  smallPdf,
  submitSentiment,
  tabCounts,
  typeDateTime,
  typeDayRange,
  vietnamDateTime,
  type ApiAccount,
} from './sentiments-flows';
import { choose } from './users-flows';

const TITLE = 'Rác thải ùn ứ ở đầu cầu treo';
const RECEIVED_TITLE = 'Rác thải ùn ứ ở đầu cầu treo thôn Đồng Tâm';
const UPDATED_TITLE = 'Thu gom rác thải ở đầu cầu treo thôn Đồng Tâm';
const CONTENT = 'Rác thải sinh hoạt tập kết ở đầu cầu treo đã nhiều ngày chưa được thu gom, bốc mùi và tràn ra đường.';
const UPDATE_NOTE = 'Đã liên hệ tổ vệ sinh môi trường, hẹn thu gom trong tuần.';
const REPLY = 'Tổ vệ sinh môi trường đã thu gom toàn bộ rác thải và đặt thêm hai thùng rác tại đầu cầu.';
const COMMENT = 'Rác đã được dọn sạch, cảm ơn cán bộ xã.';
const DAY_MS = 86_400_000;
const CONFLICT = 'Phản ánh vừa được cán bộ khác xử lý. Vui lòng tải lại trang để xem trạng thái mới nhất.';

/** Vietnam's 'DD/MM/YYYY' of today + `days`, at `time` */
const vietnamAt = (days: number, time: string) =>
  `${vietnamDateTime(new Date(Date.now() + days * DAY_MS)).split(' ')[0]} ${time}`;

describe('sentiments: a resident reports with a photo, the ward officer receives, updates and completes, the resident rates', () => {
  let session: BrowserSession;
  let resident: ApiAccount;
  let id: number;
  let before: Record<string, number>;

  beforeAll(async () => {
    session = await openBrowser();
    resident = await apiAccount(session.baseUrl, 'nguoidan1');
  });

  afterAll(async () => {
    await session?.close();
  });

  it('canbo1 opens Phản ánh from its menu group; a new report raises the Chờ xử lý count and shows with its time left', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'canbo1');
    const menu = await menuLabels(page);
    // the group 'Phản ánh' holds 'Danh sách phản ánh' and 'Phản ánh lưu trữ' (no child named like its group)
    expect(menu).toEqual(expect.arrayContaining(['Danh sách phản ánh', 'Phản ánh lưu trữ']));
    expect(menu).not.toContain('Phản ánh');
    await expectText(page.getByTestId('side-menu'), 'Phản ánh');
    await afterResponse(page, '/api/admin/sentiments/status-counts', () => page.getByTestId('menu-sentiments').click());
    await waitForPath(page, '/admin/sentiments');
    await sentimentsSettled(page);
    before = await tabCounts(page);
    await shot(page, 'list-all');

    const photo = await drawPng(page, 'Ảnh phản ánh: rác ở đầu cầu', '#2f7d32');
    const [uploaded] = await resident.upload([{ name: 'rac-dau-cau.png', bytes: photo, type: 'image/png' }]);
    id = await submitSentiment(resident, { title: TITLE, content: CONTENT, attachments: [uploaded.path] });

    await openList(page, baseUrl, '?status=1');
    const after = await tabCounts(page);
    expect(after).toEqual({ ...before, all: before.all + 1, 1: before['1'] + 1 });
    const headers = (await page.locator('[data-testid=sentiments-table] thead th').allInnerTexts()).map((text) =>
      text.trim(),
    );
    expect(headers).toEqual([
      'Tiêu đề',
      'Lĩnh vực',
      'Người phản ánh',
      'Địa bàn',
      'Ngày gửi',
      'Hạn xử lý',
      'Thời gian còn lại',
      'Trạng thái',
    ]);
    const row = sentimentRow(page, id);
    await expectText(row, TITLE);
    await expectText(row, 'Môi trường');
    await expectText(row, 'Vàng A Dình');
    await expectText(row, 'Thôn Đồng Tâm');
    await expectText(row, 'Chờ xử lý');
    await expectText(row, 'Công khai');
    await expectText(row.getByTestId('sentiment-time-left'), /^Còn \d+ ngày( \d+ giờ)?$/);
    expect(await row.innerText()).toMatch(/\d{2}\/\d{2}\/\d{4}\s+\d{2}:\d{2}/);
    // the tab and the filters live in the URL
    expect(new URL(page.url()).searchParams.get('status')).toBe('1');
    await shot(page, 'list');
  });

  it('the row opens the waiting options: the report, its photo, reporter, map link, the timeline and two option buttons', async () => {
    const { page } = session;
    await sentimentRow(page, id).locator('td').nth(2).click();
    await waitForPath(page, `/admin/sentiments/waiting-processing/${id}`);
    await expectText(page.getByTestId('sentiment-title'), TITLE);
    await expectText(page.getByTestId('sentiment-content'), CONTENT);
    await expectText(page.getByTestId('sentiment-reporter'), 'Vàng A Dình');
    expect(await page.getByTestId('sentiment-map-link').getAttribute('href')).toContain('22.4856,103.9707');
    await page.getByTestId('citizen-photo').first().waitFor();
    await expect
      .poll(() =>
        page.locator('[data-testid=citizen-attachments] img').evaluate((img) => (img as HTMLImageElement).naturalWidth),
      )
      .toBe(640);
    await expectText(page.getByTestId('sentiment-timeline'), 'Gửi phản ánh');
    await expectText(page.getByTestId('sentiment-timeline'), 'Vàng A Dình');
    const buttons = await page.locator('[data-testid=sentiment-options] button').allInnerTexts();
    expect(buttons.map((text) => text.trim())).toEqual(['Tiếp nhận phản ánh', 'Cập nhật phản ánh']);
    await shot(page, 'waiting-options');
  });

  it('receive: a start after the deadline is refused in the error dialog, then the question and the move to processing', async () => {
    const { page } = session;
    await page.getByTestId('option-receive').click();
    await waitForPath(page, `/admin/sentiments/receive/${id}`);
    expect(await page.locator('#receive_title').inputValue()).toBe(TITLE);
    // pre-filled: the item's deadline and a start of now, both on Vietnam's clock
    expect(await page.locator('#receive_time_finish').inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(await page.locator('#receive_time_start').inputValue()).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    await expectText(page.getByTestId('receive-form'), 'Công khai');
    // days before today are refused by the picker
    await page.locator('#receive_time_start').click();
    await page.locator('.ant-picker-dropdown:visible td.ant-picker-cell-today').waitFor();
    const yesterdayDisabled = await page
      .locator('.ant-picker-dropdown:visible td.ant-picker-cell-today')
      .evaluate((today) =>
        (
          today.previousElementSibling ?? today.parentElement?.previousElementSibling?.lastElementChild
        )?.classList.contains('ant-picker-cell-disabled'),
      );
    expect(yesterdayDisabled).toBe(true);
    await page.keyboard.press('Escape');

    await page.locator('#receive_title').fill(RECEIVED_TITLE);
    await typeDateTime(page, page.locator('#receive_time_finish'), vietnamAt(1, '08:00'));
    await typeDateTime(page, page.locator('#receive_time_start'), vietnamAt(2, '09:00'));
    await page.getByTestId('receive-save').click();
    await shotDialog(page, 'receive-error');
    await expectErrorDialog(page, 'Ngày bắt đầu không được lớn hơn hạn xử lý');

    await typeDateTime(page, page.locator('#receive_time_start'), vietnamAt(1, '07:30'));
    await typeDateTime(page, page.locator('#receive_time_finish'), vietnamAt(10, '17:00'));
    await shot(page, 'receive-form');
    await page.getByTestId('receive-save').click();
    const answer = await agree(page, 'Tiếp nhận phản ánh này?', `/api/admin/sentiments/${id}/receive`, {
      capture: 'receive-confirm',
    });
    const sent = JSON.parse(answer.request().postData() ?? '{}') as Record<string, unknown>;
    // spec §5: UTC ISO with Z; 07:30 in Vietnam is 00:30 UTC
    expect(sent.time_start).toMatch(/^\d{4}-\d{2}-\d{2}T00:30:00(\.000)?Z$/);
    expect(sent.time_finish).toMatch(/^\d{4}-\d{2}-\d{2}T10:00:00(\.000)?Z$/);
    expect(sent.active).toBe(true);
    await expectSuccessDialog(page);

    await waitForPath(page, `/admin/sentiments/processing/${id}`);
    await expectText(page.getByTestId('sentiment-status'), 'Đang xử lý');
    const buttons = await page.locator('[data-testid=sentiment-options] button').allInnerTexts();
    expect(buttons.map((text) => text.trim())).toEqual(['Cập nhật phản ánh', 'Hoàn thành xử lý']);
    await expectText(page.getByTestId('sentiment-deadline'), vietnamAt(10, '17:00'));
    const receiveEvent = page.getByTestId('timeline-event-receive');
    await expectText(receiveEvent, 'Tiếp nhận');
    await expectText(receiveEvent.getByTestId('timeline-status'), 'Chờ xử lý');
    await expectText(receiveEvent.getByTestId('timeline-status'), 'Đang xử lý');
    await expectText(receiveEvent.getByTestId('timeline-change-title'), `Tiêu đề: ${TITLE} → ${RECEIVED_TITLE}`);
    await shot(page, 'processing-options');
  });

  it('update: the note is required; title and note saved with the question, the timeline names the changed fields', async () => {
    const { page } = session;
    await page.getByTestId('option-update').click();
    await waitForPath(page, `/admin/sentiments/update/${id}`);
    expect(await page.locator('#update_title').inputValue()).toBe(RECEIVED_TITLE);
    await expectText(page.getByTestId('update-category'), 'Môi trường');
    await page.locator('#update_title').fill(UPDATED_TITLE);
    await page.getByTestId('update-save').click();
    await expectErrorDialog(page, 'Nội dung cập nhật không được trống!');
    await page.locator('#update_content_update').fill(UPDATE_NOTE);
    await shot(page, 'update-form');
    await page.getByTestId('update-save').click();
    const answer = await agree(page, 'Cập nhật phản ánh này?', `/api/admin/sentiments/${id}/update`);
    expect(JSON.parse(answer.request().postData() ?? '{}')).toMatchObject({
      title: UPDATED_TITLE,
      content_update: UPDATE_NOTE,
      category_id: 2,
    });
    await expectSuccessDialog(page);
    await waitForPath(page, `/admin/sentiments/processing/${id}`);
    await expectText(page.getByTestId('sentiment-title'), UPDATED_TITLE);
    const updateEvent = page.getByTestId('timeline-event-update');
    await expectText(updateEvent, 'Cập nhật');
    await expectText(updateEvent.getByTestId('timeline-change-title'), `Tiêu đề: ${RECEIVED_TITLE} → ${UPDATED_TITLE}`);
    await expectText(
      updateEvent.getByTestId('timeline-change-content_update'),
      `Nội dung cập nhật: (trống) → ${UPDATE_NOTE}`,
    );
  });

  it('complete: the untouched template is refused, then a reply with an image and a PDF lands on the result view', async () => {
    const { page } = session;
    await page.getByTestId('option-complete').click();
    await waitForPath(page, `/admin/sentiments/complete-sentiment/${id}`);
    const editor = page.locator('[data-testid=complete-form] .tiptap');
    await expectText(editor, 'Kính gửi Ông/Bà');
    await page.getByTestId('complete-save').click();
    await expectErrorDialog(page, 'Kết quả không được trống!');
    await choose(page, '#complete_result_sentiment', 'Đã xử lý');
    await page.getByTestId('complete-save').click();
    await shotDialog(page, 'complete-error');
    await expectErrorDialog(page, 'Vui lòng nhập nội dung xử lý');

    // the dotted blank of the template is replaced by the answer
    await editor.locator('p', { hasText: '……' }).click({ clickCount: 3 });
    await page.keyboard.type(REPLY);
    await expectText(editor, REPLY);

    const photo = await drawPng(page, 'Ảnh sau khi thu gom', '#1565c0');
    const photo2 = await drawPng(page, 'Thùng rác mới', '#6a1b9a');
    // the attachments' input, not the editor's own picture button
    const input = page.locator('[data-testid=complete-form] input[type=file]:not([data-testid=rich-text-image-input])');
    await input.setInputFiles([
      { name: 'sau-thu-gom.png', mimeType: 'image/png', buffer: photo },
      { name: 'thung-rac-moi.png', mimeType: 'image/png', buffer: photo2 },
      { name: 'bien-ban-thu-gom.pdf', mimeType: 'application/pdf', buffer: smallPdf('Bien ban thu gom rac') },
    ]);
    await expect
      .poll(() => page.locator('[data-testid=complete-form] .ant-upload-list-item-done').count(), { timeout: 15_000 })
      .toBe(3);
    await shot(page, 'complete-form');
    await page.getByTestId('complete-save').click();
    const answer = await agree(page, 'Hoàn thành phản ánh này?', `/api/admin/sentiments/${id}/complete`);
    const sent = JSON.parse(answer.request().postData() ?? '{}') as {
      result_sentiment: number;
      content_reply: string;
      media_result: string[];
    };
    expect(sent.result_sentiment).toBe(3);
    expect(sent.content_reply).toContain(REPLY);
    expect(sent.media_result).toHaveLength(3);
    await expectSuccessDialog(page);

    await waitForPath(page, `/admin/sentiments/result/${id}`);
    await expectText(page.getByTestId('result-banner'), 'Phản ánh đã được xử lý');
    await expectText(page.getByTestId('result-reply-time'), /Thời gian trả lời: \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
    await expectText(page.getByTestId('result-reply'), REPLY);
    await expectText(page.getByTestId('result-not-rated'), 'Người dân chưa đánh giá kết quả xử lý.');
  });

  it('the resident rates; the result view shows the banner, gallery with +N, numbered files, the chosen level and comment', async () => {
    const { page } = session;
    const rating = await resident.put<unknown>(`/api/web/sentiments/${id}/evaluate`, {
      point: 3,
      content_evaluate: COMMENT,
    });
    expect(rating.code, JSON.stringify(rating)).toBe(200);
    await afterResponse(page, `/api/admin/sentiments/${id}`, () => page.reload());
    await expectText(page.getByTestId('result-rating-comment'), COMMENT);
    await expectText(page.getByTestId('result-reply'), REPLY);
    await expectText(page.getByTestId('result-banner'), 'Phản ánh đã được xử lý');
    await page.getByTestId('result-gallery-first').waitFor();
    await expectText(page.getByTestId('result-gallery-more'), '+1');
    const files = await page.locator('[data-testid=result-files] li').allInnerTexts();
    expect(files.map((text) => text.trim())).toEqual(['bien-ban-thu-gom.pdf']);
    expect(await page.locator('[data-testid=result-files]').evaluate((list) => list.tagName)).toBe('OL');
    const levels = await page.locator('.sentiment-rating__level').allInnerTexts();
    expect(levels.map((text) => text.trim())).toEqual(['Rất hài lòng', 'Hài lòng', 'Không hài lòng']);
    expect(await page.getByTestId('rating-very_satisfied').getAttribute('class')).toContain(
      'sentiment-rating__level--chosen',
    );
    expect(await page.getByTestId('rating-satisfied').getAttribute('class')).not.toContain('--chosen');
    const timeline = page.getByTestId('sentiment-timeline');
    for (const action of ['Gửi phản ánh', 'Tiếp nhận', 'Cập nhật', 'Hoàn thành xử lý', 'Đánh giá'])
      await expectText(timeline, action);
    await expectText(page.getByTestId('timeline-event-complete').getByTestId('timeline-status'), 'Đã xử lý');
    await expectText(
      page.getByTestId('timeline-event-evaluate').getByTestId('timeline-change-point'),
      'Mức độ hài lòng: (trống) → Rất hài lòng',
    );
    await shot(page, 'result');

    // the gallery opens the preview of all the reply's images
    await page.getByTestId('result-gallery-more').click();
    await page.locator('.ant-image-preview-img').waitFor();
    await shot(page, 'result-preview', { fullPage: false });
    await page.keyboard.press('Escape');
  });

  it('the counts moved from Chờ xử lý to Đã xử lý; archiving takes the item to Phản ánh lưu trữ, which opens its result', async () => {
    const { page, baseUrl } = session;
    await openList(page, baseUrl);
    const after = await tabCounts(page);
    expect(after).toEqual({ ...before, all: before.all + 1, 3: before['3'] + 1 });
    await expectText(sentimentRow(page, id), 'Đã xử lý');
    await sentimentRow(page, id).getByTestId(`sentiment-link-${id}`).click();
    await waitForPath(page, `/admin/sentiments/result/${id}`);

    await page.getByTestId('action-archive').click();
    await agree(page, 'Lưu trữ phản ánh này?', `/api/admin/sentiments/${id}/archive`, { capture: 'archive-confirm' });
    await expectSuccessDialog(page);
    await expectText(page.getByTestId('sentiment-back'), 'Phản ánh lưu trữ');
    expect(await page.getByTestId('action-archive').count()).toBe(0);

    await afterResponse(page, '/api/admin/sentiments/archived', () =>
      page.getByTestId('menu-sentiments-archived').click(),
    );
    await waitForPath(page, '/admin/sentiments/archived');
    await sentimentsSettled(page, 'archived-sentiments-table');
    const row = page.locator(`[data-testid=archived-sentiments-table] tr[data-row-key="${id}"]`);
    await expectText(row, UPDATED_TITLE);
    await expectText(row, 'Đã xử lý');
    await shot(page, 'archived');
    await row.locator('td').nth(1).click();
    await waitForPath(page, `/admin/sentiments/result/${id}`);
    await expectText(page.getByTestId('result-rating-comment'), COMMENT);

    await openList(page, baseUrl);
    expect((await tabCounts(page)).all).toBe(before.all);
  });

  it('the category deadlines: read-only for the ward officer, editable by the administrator', async () => {
    const { page, baseUrl } = session;
    await page.goto(`${baseUrl}/admin/sentiments`);
    await page.getByTestId('sentiment-categories-link').click();
    await waitForPath(page, '/admin/sentiments/categories');
    await expectText(page.getByTestId('sentiment-categories-table'), 'Môi trường');
    await expectText(page.getByTestId('sla-days-2'), 'ngày');
    expect(await page.getByTestId('sla-save-2').count()).toBe(0);
    await shot(page, 'categories-officer');

    await loginAs(page, baseUrl, 'admin', inject('adminPassword'));
    await page.goto(`${baseUrl}/admin/sentiments/categories`);
    const days = page.locator('[data-testid=sla-days-2] input');
    await days.waitFor();
    const previous = await days.inputValue();
    await days.fill('5');
    const saved = await afterResponse(
      page,
      '/api/admin/sentiment-categories/2',
      () => page.getByTestId('sla-save-2').click(),
      'PATCH',
    );
    expect(saved.status()).toBe(200);
    await expectText(page.locator('.ant-notification'), 'thành công');
    await shot(page, 'categories-admin');
    await days.fill(previous);
    await afterResponse(
      page,
      '/api/admin/sentiment-categories/2',
      () => page.getByTestId('sla-save-2').click(),
      'PATCH',
    );
  });
});

describe('sentiments: the hamlet officer (village role) works without the confidentiality and category selectors', () => {
  let session: BrowserSession;
  let id: number;

  beforeAll(async () => {
    session = await openBrowser();
    const resident = await apiAccount(session.baseUrl, 'nguoidan1');
    id = await submitSentiment(resident, {
      title: 'Đèn đường trước nhà văn hoá thôn bị hỏng',
      content: 'Ba bóng đèn đường không sáng từ tuần trước.',
      attachments: [],
    });
  });

  afterAll(async () => {
    await session?.close();
  });

  it('thon1 receives and updates the hamlet’s report: no Quyền bảo mật, no Lĩnh vực, no archive menu', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'thon1');
    const menu = await menuLabels(page);
    expect(menu).toContain('Danh sách phản ánh');
    expect(menu).not.toContain('Phản ánh lưu trữ');
    await openList(page, baseUrl);
    await sentimentRow(page, id).getByTestId(`sentiment-link-${id}`).click();
    await waitForPath(page, `/admin/sentiments/waiting-processing/${id}`);
    await page.getByTestId('option-receive').click();
    await waitForPath(page, `/admin/sentiments/receive/${id}`);
    await page.locator('#receive_title').waitFor();
    expect(await page.locator('#receive_active').count()).toBe(0);
    expect(await page.getByTestId('receive-form').getByText('Quyền bảo mật').count()).toBe(0);
    await shot(page, 'receive-village');
    await typeDateTime(page, page.locator('#receive_time_finish'), vietnamAt(5, '16:00'));
    await page.getByTestId('receive-save').click();
    const answer = await agree(page, 'Tiếp nhận phản ánh này?', `/api/admin/sentiments/${id}/receive`);
    // the item keeps its flag: the hamlet officer does not choose it
    expect(JSON.parse(answer.request().postData() ?? '{}').active).toBe(true);
    await expectSuccessDialog(page);
    await waitForPath(page, `/admin/sentiments/processing/${id}`);
    // nor does the hamlet officer change the public flag afterwards
    expect(await page.getByTestId('action-change-active').count()).toBe(0);

    await page.getByTestId('option-update').click();
    await waitForPath(page, `/admin/sentiments/update/${id}`);
    await page.locator('#update_title').waitFor();
    expect(await page.locator('#update_category_id').count()).toBe(0);
    expect(await page.getByTestId('update-form').getByText('Lĩnh vực').count()).toBe(0);
    await page.locator('#update_content_update').fill('Đã báo điện lực thay bóng.');
    await shot(page, 'update-village');
    await page.getByTestId('update-save').click();
    const update = await agree(page, 'Cập nhật phản ánh này?', `/api/admin/sentiments/${id}/update`);
    expect(JSON.parse(update.request().postData() ?? '{}').category_id).toBe(2);
    await expectSuccessDialog(page);
    await waitForPath(page, `/admin/sentiments/processing/${id}`);
  });
});

describe('sentiments: an item past its deadline stands out in the list', () => {
  let session: BrowserSession;
  let id: number;
  const title = 'Cống thoát nước trước chợ bị tắc';

  beforeAll(async () => {
    session = await openBrowser();
    const resident = await apiAccount(session.baseUrl, 'nguoidan1');
    id = await submitSentiment(resident, {
      title,
      content: 'Nước thải tràn ra mặt đường mỗi khi mưa.',
      attachments: [],
    });
    // received with a deadline at 00:00 today in Vietnam: allowed (not a day before today), and already past
    const sinceMidnight = (Date.now() + 7 * 3_600_000) % DAY_MS;
    if (sinceMidnight < 60_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - sinceMidnight));
    const midnight = new Date(Date.now() - ((Date.now() + 7 * 3_600_000) % DAY_MS)).toISOString();
    const officer = await apiAccount(session.baseUrl, 'canbo1');
    const received = await officer.put(`/api/admin/sentiments/${id}/receive`, {
      title,
      active: true,
      time_start: midnight,
      time_finish: midnight,
    });
    expect(received.code, JSON.stringify(received)).toBe(200);
  });

  afterAll(async () => {
    await session?.close();
  });

  it('canbo1 finds it by keyword: the row highlighted, the time left red as "Quá hạn …"', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'canbo1');
    await openList(page, baseUrl, `?keyword=${encodeURIComponent('cống thoát nước')}`);
    const row = sentimentRow(page, id);
    await expectText(row, title);
    expect(await row.getAttribute('class')).toContain('sentiment-row-overdue');
    const timeLeft = row.getByTestId('sentiment-time-left');
    await expectText(timeLeft, /^Quá hạn \d+ (phút|giờ)/);
    expect(await timeLeft.getAttribute('class')).toContain('ant-typography-danger');
    expect(await page.locator('input[aria-label="Tìm kiếm"]').inputValue()).toBe('cống thoát nước');
    await shot(page, 'list-overdue');

    // the created range in DD/MM/YYYY goes to the URL as days; another category leaves the list empty
    const today = vietnamDateTime(new Date()).split(' ')[0];
    await afterResponse(page, '/api/admin/sentiments', () => typeDayRange(page, 'Ngày gửi từ', today, today));
    const [dd, mm, yyyy] = today.split('/');
    expect(new URL(page.url()).searchParams.get('created_from')).toBe(`${yyyy}-${mm}-${dd}`);
    expect(new URL(page.url()).searchParams.get('created_to')).toBe(`${yyyy}-${mm}-${dd}`);
    await sentimentsSettled(page);
    await expectText(sentimentRow(page, id), title);
    await shot(page, 'list-filters');
    await afterResponse(page, '/api/admin/sentiments', () =>
      choose(page, '[data-testid=sentiment-filter-category]', 'Y tế'),
    );
    await sentimentsSettled(page);
    expect(await sentimentRow(page, id).count()).toBe(0);
    await expectText(page.locator('[data-testid=sentiments-table] .ant-empty'), 'Không có phản ánh nào');

    // the Quá hạn xử lý tab: every row tinted (the demo data has overdue items too)
    await openList(page, baseUrl, '?status=5');
    const classes = await page
      .locator('[data-testid=sentiments-table] tbody tr[data-row-key]')
      .evaluateAll((rows) => rows.map((row) => row.className));
    for (const name of classes) expect(name).toContain('sentiment-row-overdue');
    await shot(page, 'list-overdue-tab');
  });
});

describe('sentiments: when another officer acted first, the screen says so and shows where the item stands', () => {
  let session: BrowserSession;
  let id: number;
  const title = 'Biển báo giao thông ở ngã ba bị đổ';

  beforeAll(async () => {
    session = await openBrowser();
    const resident = await apiAccount(session.baseUrl, 'nguoidan1');
    id = await submitSentiment(resident, {
      title,
      content: 'Biển báo hạn chế tốc độ bị gió quật đổ.',
      attachments: [],
    });
  });

  afterAll(async () => {
    await session?.close();
  });

  it('canbo1 fills the receive form while quantri1 receives the item: the refusal in the dialog, then the current state', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'canbo1');
    await afterResponse(page, `/api/admin/sentiments/${id}`, () =>
      page.goto(`${baseUrl}/admin/sentiments/receive/${id}`),
    );
    await page.locator('#receive_title').waitFor();

    // the ward's administrator, a colleague of canbo1, receives it first
    const colleague = await apiAccount(baseUrl, 'quantri1');
    const detail = await colleague.get<{ entry: { time_finish: string } }>(`/api/admin/sentiments/${id}`);
    const first = await colleague.put(`/api/admin/sentiments/${id}/receive`, {
      title,
      active: true,
      time_start: new Date().toISOString(),
      time_finish: detail.data.entry.time_finish,
    });
    expect(first.code, JSON.stringify(first)).toBe(200);

    await page.getByTestId('receive-save').click();
    const answer = await agree(page, 'Tiếp nhận phản ánh này?', `/api/admin/sentiments/${id}/receive`);
    // the form sends the version it was loaded at: the server sees the item moved since and refuses with 409
    expect(await answer.request().headerValue('if-match')).toMatch(/^".+"$/);
    expect(answer.status(), await answer.text()).toBe(409);
    await expectText(page.locator('.ant-modal-confirm:visible [data-testid=result-message]'), CONFLICT);
    await shot(page, 'conflict', { fullPage: false });
    await clickWhenStill(page, page.locator('.ant-modal-confirm:visible [data-testid=result-ok]'));

    // the item was read again: no more form, the reason and the way to the item as it is now
    await expectText(page.getByTestId('sentiment-unavailable'), 'Chỉ tiếp nhận được phản ánh đang chờ xử lý');
    await expectText(page.getByTestId('sentiment-status'), 'Đang xử lý');
    expect(await page.locator('#receive_title').count()).toBe(0);
    await page.getByTestId('sentiment-unavailable').getByRole('button', { name: 'Xem phản ánh' }).click();
    await waitForPath(page, `/admin/sentiments/processing/${id}`);
    await expectText(page.getByTestId('timeline-event-receive'), 'Tiếp nhận');
  });
});
