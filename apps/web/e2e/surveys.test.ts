import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openBrowser, type BrowserSession } from './browser';
import {
  afterResponse,
  apiLogin,
  capture,
  clickWhenStill,
  closeResult,
  expectErrorDialog,
  expectText,
  loginAs,
  menuLabels,
  readResult,
  tableRow,
  vietnamDate,
  waitForPath,
} from './flows';
import { DESKTOP, PHONE, expectNoHorizontalOverflow } from './layout-checks';
import { typeDateTime, vietnamDateTime } from './sentiments-flows';
import {
  SURVEYS,
  SURVEYS_API,
  addQuestion,
  answerSurvey,
  chooseIn,
  keyboardDrag,
  question,
  questionTitles,
  switchSurveyService,
  wardServices,
  type ApiSession,
  type StoredSurvey,
} from './survey-flows';

// issue 14, surveys: the ward officer canbo1 builds a survey with three kinds of question and a condition (a refused
// first save, moves with the buttons and the keyboard), the ward administrator quantri1 approves it with a notice,
// residents and officers of ward 1 answer through the API, the statistic counts them and moves with one more
// answer, narrows by day, exports to Excel and prints. Then the phone's layout, and a ward without the service. The
// survey made here has answers, so it stays (the API keeps answered surveys); the ward-2 service is switched back.

const WATER = 'Khảo sát nước sinh hoạt hộ gia đình năm 2026';
const TRAINING = 'Khảo sát nhu cầu học nghề của thanh niên';
const TITLE = 'Khảo sát ý kiến về chợ phiên cuối tuần';
const DESCRIPTION = 'UBND xã lấy ý kiến bà con để sắp xếp lại chợ phiên cuối tuần cho thuận tiện hơn.';
const CHOICE = 'Gia đình thường mua thực phẩm ở đâu?';
const OPTIONS = ['Chợ phiên của xã', 'Cửa hàng tạp hoá'];
const TEXT = 'Mặt hàng gia đình muốn chợ phiên bán thêm';
const RATING = 'Mức hài lòng với chợ phiên hiện nay';
const ANSWER_1 = 'Rau sạch và cá suối của bà con trong thôn';
const ANSWER_2 = 'Cây giống và phân bón hữu cơ';
const HIDDEN_ANSWER = 'Câu này không được hỏi nên không được lưu';
const SERVICE_OFF = 'Xã/phường của bạn chưa bật dịch vụ Khảo sát';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('surveys: built with a condition, approved with a notice, answered, counted, exported, printed', () => {
  let session: BrowserSession;
  let officer: ApiSession;
  let wardAdmin: ApiSession;
  let admin: ApiSession;
  let surveyId = 0;
  /** the keys the builder gave the three questions, read back from the stored survey */
  const keys = { choice: '', text: '', rating: '' };
  const options = { first: '', second: '' };
  let answered = 0;
  /** ward 2 and whether its 'Khảo sát' was on before the last test switched it */
  let otherWard: { id: number; surveyOn: boolean } | null = null;

  const stored = async () => (await officer.get<{ entry: StoredSurvey }>(`${SURVEYS_API}/${surveyId}`)).entry;
  const surveyTotal = async () => (await officer.get<{ total: number }>(`${SURVEYS_API}?length=1`)).total;
  const statistic = () => `${session.baseUrl}${SURVEYS}/statistic/${surveyId}`;
  /** the statistic's table cell of one option: its count */
  const optionCount = (page: Page, key: string, option: string) =>
    page.getByTestId(`statistic-option-${key}-${option}`);

  beforeAll(async () => {
    session = await openBrowser();
    await session.page.setViewportSize(DESKTOP);
    // leaving the builder with unsaved changes asks the browser's own question: the tests leave on purpose
    session.page.on('dialog', (dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()));
    officer = await apiLogin(session.baseUrl, 'canbo1');
    wardAdmin = await apiLogin(session.baseUrl, 'quantri1');
    admin = await apiLogin(session.baseUrl, 'admin', inject('adminPassword'));
  });

  afterAll(async () => {
    await session?.close();
    // ward 2's service as it was, whatever failed in between
    if (otherWard) await switchSurveyService(admin, otherWard.id, otherWard.surveyOn);
  });

  it('canbo1 opens “Khảo sát” from the menu: the demo surveys with their status and responses, no “Duyệt” for an officer', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'canbo1');
    // the menu shows the entry once the ward's services have come (the home page lists them): on a busy machine
    // they come after the menu is drawn
    await page.getByTestId('home-ward-service-sentiment').waitFor();
    expect(await menuLabels(page)).toContain('Khảo sát');
    await afterResponse(page, SURVEYS_API, () => page.getByTestId('menu-surveys').click());
    await waitForPath(page, SURVEYS);
    await expectText(page.getByTestId('page-title'), 'Danh sách khảo sát');

    const rows = (await officer.get<{ entries: StoredSurvey[] }>(`${SURVEYS_API}?length=50`)).entries;
    const water = rows.find((row) => row.title === WATER)!;
    const training = rows.find((row) => row.title === TRAINING)!;
    expect(water.response_count).toBeGreaterThanOrEqual(36);
    const waterRow = tableRow(page, water.id);
    await expectText(waterRow, WATER);
    await expectText(waterRow.getByTestId('survey-status'), 'Đã duyệt');
    await expectText(waterRow.getByTestId('survey-responses'), water.response_count.toLocaleString('vi-VN'));
    await expectText(waterRow.getByTestId('survey-period'), 'Đang mở');
    // an approved survey only has its close time changed
    await expectText(waterRow.getByTestId(`survey-edit-${water.id}`), 'Sửa thời hạn');
    const trainingRow = tableRow(page, training.id);
    await expectText(trainingRow.getByTestId('survey-status'), 'Nháp');
    await expectText(trainingRow.getByTestId('survey-responses'), '0 / 500');
    // docs/permissions.md: a ward officer writes surveys, the ward administrator approves and deletes them
    expect(await trainingRow.getByTestId(`survey-approve-${training.id}`).count()).toBe(0);
    expect(await trainingRow.getByTestId(`survey-delete-${training.id}`).count()).toBe(0);
    await capture(page, 'surveys-list');
  });

  it('builds three kinds of question with a condition; a question without its text is refused in Vietnamese and nothing is saved', async () => {
    const { page } = session;
    const before = await surveyTotal();
    await page.getByTestId('survey-create').click();
    await waitForPath(page, `${SURVEYS}/create`);
    await expectText(page.getByTestId('page-title'), 'Thêm mới khảo sát');
    await page.locator('#survey_title').fill(TITLE);
    await page.getByTestId('rich-text-editor').locator('.tiptap').click();
    await page.keyboard.type(DESCRIPTION);
    // opened two hours ago on Vietnam's clock (the browser runs in New York's), so residents may answer at once
    await typeDateTime(page, page.locator('#survey_open_at'), vietnamDateTime(new Date(Date.now() - 2 * HOUR)));
    await typeDateTime(page, page.locator('#survey_close_at'), vietnamDateTime(new Date(Date.now() + 7 * DAY)));

    // Câu 1: 'Chọn một' (the kind a new question starts with), two choices and 'Khác (ghi rõ)'
    await expectText(page.getByTestId('survey-question-1-kind'), 'Chọn một');
    await page.getByTestId('survey-question-1-title').fill(CHOICE);
    await page.getByTestId('survey-question-1-option-1').fill(OPTIONS[0]);
    await page.getByTestId('survey-question-1-option-2').fill(OPTIONS[1]);
    await page.getByTestId('survey-question-1-allow-other').check();
    await page.getByTestId('survey-question-1-required').click();
    // 'Khác (ghi rõ)' follows the two choices, not editable
    const other = page.getByTestId('survey-question-1-option').locator('input:disabled');
    await expect.poll(() => other.inputValue()).toBe('Khác (ghi rõ)');

    // Câu 2: 'Trả lời ngắn', asked only when câu 1 is answered with its first choice; its text is left empty for now
    await addQuestion(page, 1, 2);
    await chooseIn(page, 'survey-question-2-kind', 'Trả lời ngắn');
    await chooseIn(page, 'survey-question-2-condition-question', `Câu 1: ${CHOICE}`);
    await expectText(page.getByTestId('survey-question-2-condition-option'), OPTIONS[0]);

    // Câu 3: 'Đánh giá 1–5'
    await addQuestion(page, 1, 3);
    await chooseIn(page, 'survey-question-3-kind', 'Đánh giá 1–5');
    await page.getByTestId('survey-question-3-title').fill(RATING);
    expect(await questionTitles(page)).toEqual([CHOICE, '', RATING]);

    await page.getByTestId('survey-save').click();
    await expectErrorDialog(page, 'Câu hỏi không được trống!');
    // the refused question is marked where it is, and the server was never asked
    await expectText(question(page, 2).getByTestId('survey-question-error'), 'Câu hỏi không được trống!');
    expect(await question(page, 2).getAttribute('class')).toContain('survey-question--error');
    expect(await surveyTotal()).toBe(before);
  });

  it('fixes it, moves a question with the buttons and with the keyboard, previews the condition and saves', async () => {
    const { page } = session;
    await page.getByTestId('survey-question-2-title').fill(TEXT);
    // any change clears the refusal
    await expect.poll(() => page.getByTestId('survey-question-error').count()).toBe(0);

    // 'Chuyển câu 3 lên': the rating goes before the text
    await page.getByTestId('survey-question-3-move-up').click();
    await expect.poll(() => questionTitles(page)).toEqual([CHOICE, RATING, TEXT]);
    // the condition went with its question, now câu 3
    await expectText(page.getByTestId('survey-question-3-condition-option'), OPTIONS[0]);
    expect(await page.getByTestId('survey-question-1-move-up').isDisabled()).toBe(true);
    expect(await page.getByTestId('survey-question-3-move-down').isDisabled()).toBe(true);

    // the keyboard: câu 2's handle, Space, ArrowDown, Space; then back with the button
    await keyboardDrag(page, page.getByTestId('survey-question-2-drag'), 'ArrowDown', 3);
    await expect.poll(() => questionTitles(page)).toEqual([CHOICE, TEXT, RATING]);
    await page.getByTestId('survey-question-3-move-up').click();
    await expect.poll(() => questionTitles(page)).toEqual([CHOICE, RATING, TEXT]);
    await expectText(page.getByTestId('survey-question-3-condition-option'), OPTIONS[0]);

    // 'Xem trước': the questions as a resident meets them, the condition said under the one it hides
    await page.getByTestId('survey-view').getByText('Xem trước').click();
    const preview = page.getByTestId('survey-preview');
    await expectText(preview, `câu 1 được trả lời “${OPTIONS[0]}”`);
    await expectText(preview, 'Khác (ghi rõ)');
    await page.getByTestId('survey-view').getByText('Soạn câu hỏi').click();
    await page.getByTestId('survey-builder').waitFor();
    await page.getByTestId('survey-question-1-title').scrollIntoViewIfNeeded();
    await capture(page, 'surveys-builder');

    const saved = await afterResponse(page, SURVEYS_API, () => page.getByTestId('survey-save').click(), 'POST');
    const body = (await saved.json()) as { code: number; data: { entry: StoredSurvey } };
    expect(body.code).toBe(200);
    surveyId = body.data.entry.id;
    expect(await readResult(page)).toEqual({ success: true, message: 'Thêm mới khảo sát thành công' });
    await closeResult(page);
    await waitForPath(page, SURVEYS);
    await expectText(tableRow(page, surveyId).getByTestId('survey-status'), 'Nháp');
    await expectText(tableRow(page, surveyId), '3 câu hỏi');

    // as stored: the order of the screen, each kind, the condition on the first choice of câu 1
    const entry = await stored();
    const [choice, rating, text] = entry.sections.flatMap((section) => section.questions);
    expect([choice.kind, rating.kind, text.kind]).toEqual(['single', 'rating', 'short_text']);
    expect([choice.title, rating.title, text.title]).toEqual([CHOICE, RATING, TEXT]);
    expect(choice.options.map((option) => option.label)).toEqual(OPTIONS);
    expect(choice.allow_other).toBe(true);
    expect(text.condition).toEqual({ question: choice.key, option: choice.options[0].key });
    Object.assign(keys, { choice: choice.key, rating: rating.key, text: text.key });
    Object.assign(options, { first: choice.options[0].key, second: choice.options[1].key });
  });

  it('quantri1 approves it with the notice box checked: the server’s count of people told, “Đã duyệt”, only the close time editable', async () => {
    const { page, baseUrl } = session;
    const wardId = wardAdmin.user.ward_id!;
    // who a notice to the whole ward reaches, as the notifications count it (everyone of the ward but the sender)
    const count = await wardAdmin.call<{ total: number }>('POST', '/api/admin/notifications/recipient-count', {
      ward_ids: [wardId],
    });
    expect(count.code).toBe(200);

    await loginAs(page, baseUrl, 'quantri1');
    await afterResponse(page, SURVEYS_API, () => page.getByTestId('menu-surveys').click());
    const row = tableRow(page, surveyId);
    await row.getByTestId(`survey-approve-${surveyId}`).click();
    const dialog = page.locator('.ant-modal:visible', { hasText: 'Duyệt khảo sát' });
    await expectText(dialog, TITLE);
    const notify = dialog.getByTestId('survey-approve-notify');
    expect(await notify.isChecked()).toBe(true);
    const approved = await afterResponse(
      page,
      `${SURVEYS_API}/${surveyId}/approve`,
      () => clickWhenStill(page, dialog.getByTestId('survey-approve-ok')),
      'PUT',
    );
    expect(new URL(approved.url()).searchParams.get('notify')).toBe('true');
    expect(await readResult(page)).toEqual({
      success: true,
      message: `Duyệt khảo sát thành công, đã gửi thông báo tới ${count.data.total.toLocaleString('vi-VN')} người`,
    });
    await closeResult(page);
    await expect.poll(() => page.locator('.ant-modal:visible').count()).toBe(0);
    await expectText(row.getByTestId('survey-status'), 'Đã duyệt');
    await expectText(row.getByTestId('survey-period'), 'Đang mở');
    expect(await row.getByTestId(`survey-approve-${surveyId}`).count()).toBe(0);
    await capture(page, 'surveys-list-approved');

    // 'Sửa thời hạn': the questions and settings are locked, the close time moves
    await row.getByTestId(`survey-edit-${surveyId}`).click();
    await waitForPath(page, `${SURVEYS}/edit/${surveyId}`);
    const form = page.getByTestId('survey-approved-form');
    await expectText(form, 'Khảo sát đã duyệt, không thể sửa câu hỏi');
    expect(await page.locator('#survey_title').count()).toBe(0);
    expect(await page.locator('#survey_open_at').count()).toBe(0);
    expect(await page.getByTestId('survey-builder').count()).toBe(0);
    expect(await page.getByTestId('rich-text-editor').count()).toBe(0);
    await expectText(page.getByTestId('survey-preview'), TEXT);
    const closeAt = vietnamDateTime(new Date(Date.now() + 10 * DAY));
    await typeDateTime(page, page.locator('#survey_close_at'), closeAt);
    await capture(page, 'surveys-approved-form');
    await afterResponse(page, `${SURVEYS_API}/${surveyId}`, () => form.getByTestId('survey-save').click(), 'PUT');
    expect(await readResult(page)).toEqual({ success: true, message: 'Cập nhật khảo sát thành công' });
    await closeResult(page);
    await waitForPath(page, SURVEYS);
    await expectText(row.getByTestId('survey-period'), closeAt);
  });

  it('residents and officers of ward 1 answer through the API; the statistic counts them and moves with one more answer', async () => {
    const { page, baseUrl } = session;
    const answer = async (username: string, answers: Record<string, unknown>) => {
      const result = await answerSurvey(baseUrl, username, surveyId, answers);
      expect(result.code, `${username}: ${result.message}`).toBe(200);
      answered += 1;
    };
    await answer('nguoidan1', {
      [keys.choice]: { option: options.first },
      [keys.rating]: 5,
      [keys.text]: ANSWER_1,
    });
    // câu 3 is not asked of someone who chose the second answer: what is sent for it is dropped
    await answer('yte1', { [keys.choice]: { option: options.second }, [keys.rating]: 3, [keys.text]: HIDDEN_ANSWER });
    await answer('congan1', { [keys.choice]: { option: 'other', other_text: 'Mua ở chợ huyện' }, [keys.rating]: 4 });
    // one response per person: the second is refused with the server's message
    const again = await answerSurvey(baseUrl, 'nguoidan1', surveyId, { [keys.choice]: { option: options.first } });
    expect(again.message).toBe('Bạn đã trả lời khảo sát này');

    await page.getByTestId(`survey-statistic-${surveyId}`).click();
    await waitForPath(page, `${SURVEYS}/statistic/${surveyId}`);
    await expectText(page.getByTestId('page-title'), `Thống kê: ${TITLE}`);
    await expectText(page.getByTestId('statistic-total'), '3');
    await expectText(optionCount(page, keys.choice, options.first), '1');
    await expectText(optionCount(page, keys.choice, options.second), '1');
    await expectText(optionCount(page, keys.choice, 'other'), '1');
    await expectText(optionCount(page, keys.rating, '5'), '1');
    await expectText(page.getByTestId(`statistic-average-${keys.rating}`), '4');
    // the conditional text: only the answer of the one who was asked
    const texts = page.getByTestId(`statistic-answers-${keys.text}`);
    await expectText(texts, ANSWER_1);
    await expectText(texts, '1 câu trả lời');
    expect(await texts.innerText()).not.toContain(HIDDEN_ANSWER);
    // the charts' chunk came: the days line and a bar per option
    await page.getByTestId('statistic-days-chart').waitFor();
    const bars = page.getByTestId(`statistic-question-${keys.choice}`).locator('.recharts-bar-rectangle');
    await expect.poll(() => bars.count(), { timeout: 10_000 }).toBe(3);

    // one more answer, and the screen read again: the counts move
    await answer('doanthe1', { [keys.choice]: { option: options.first }, [keys.rating]: 5, [keys.text]: ANSWER_2 });
    await afterResponse(page, `${SURVEYS_API}/${surveyId}/statistic`, () => page.reload());
    await expectText(page.getByTestId('statistic-total'), '4');
    await expectText(optionCount(page, keys.choice, options.first), '2');
    await expectText(optionCount(page, keys.rating, '5'), '2');
    await expectText(page.getByTestId(`statistic-average-${keys.rating}`), '4,25');
    await expectText(texts, '2 câu trả lời');
    await expectText(texts, ANSWER_2);
    await page.getByTestId('statistic-days-chart').waitFor();
    await expect.poll(() => bars.count(), { timeout: 10_000 }).toBe(3);
    await capture(page, 'surveys-statistic');

    // a single choice may be drawn as a pie instead of bars
    await page.getByTestId(`statistic-chart-kind-${keys.choice}`).getByText('Biểu đồ tròn').click();
    const slices = page.getByTestId(`statistic-question-${keys.choice}`).locator('.recharts-pie-sector');
    await expect.poll(() => slices.count(), { timeout: 10_000 }).toBe(3);
    await page.getByTestId(`statistic-chart-kind-${keys.choice}`).getByText('Biểu đồ cột').click();
    await expect.poll(() => bars.count(), { timeout: 10_000 }).toBe(3);

    // the answers searched on the server, without diacritics
    await afterResponse(page, `${SURVEYS_API}/${surveyId}/statistic/answers`, () =>
      page.getByTestId(`statistic-answers-search-${keys.text}`).fill('phan bon'),
    );
    await expectText(texts, '1 câu trả lời');
    expect(await texts.innerText()).not.toContain(ANSWER_1);
    await page.getByTestId(`statistic-answers-search-${keys.text}`).fill('');
    await expectText(texts, '2 câu trả lời');
  });

  it('the day filter narrows the counts: a month in the past shows the empty state, yesterday to today keeps them all', async () => {
    const { page } = session;
    const range = page.locator('.ant-picker-range.statistic-range input');
    /** types a range into the empty picker of a fresh statistic screen (typing over a range is not what is tested) */
    const typeRange = async (from: string, to: string) => {
      await page.goto(statistic());
      await expectText(page.getByTestId('statistic-total'), String(answered));
      await range.nth(0).click();
      await range.nth(0).pressSequentially(from);
      await range.nth(0).press('Enter');
      await range.nth(1).pressSequentially(to);
      await range.nth(1).press('Enter');
      await expect.poll(() => range.nth(0).inputValue()).toBe(from);
      await expect.poll(() => range.nth(1).inputValue()).toBe(to);
      const day = (shown: string) => shown.split('/').reverse().join('-');
      await expect
        .poll(() => [...new URL(page.url()).searchParams.entries()])
        .toEqual([
          ['from', day(from)],
          ['to', day(to)],
        ]);
    };

    await typeRange('01/01/2025', '31/01/2025');
    await expectText(page.getByTestId('statistic-empty'), 'Không có phiếu trả lời nào theo bộ lọc đã chọn');
    await expectText(page.getByTestId('statistic-total'), '0');
    await expectText(page.locator('.statistic-header'), 'Số phiếu (theo bộ lọc)');
    await expectText(page.locator('.statistic-header'), `/ ${answered} phiếu`);
    await capture(page, 'surveys-statistic-empty');

    // from yesterday: the answers were sent a few seconds ago, maybe just before Vietnam's midnight
    await typeRange(vietnamDate(new Date(Date.now() - DAY)), vietnamDate());
    await expectText(page.locator('.statistic-header'), 'Số phiếu (theo bộ lọc)');
    await expectText(page.getByTestId('statistic-total'), String(answered));
    await expectText(optionCount(page, keys.choice, options.first), '2');

    // a link without the filter shows everything again (the filter lives in the address)
    await page.goto(statistic());
    await expectText(page.locator('.statistic-header'), 'Tổng số phiếu');
    await expectText(page.getByTestId('statistic-total'), String(answered));
  });

  it('“Xuất Excel” downloads the workbook: “Tổng hợp” and “Phiếu trả lời”, one row per response under the header', async () => {
    const { page } = session;
    // the file holds what the screen counts: the statistic without a filter
    if (new URL(page.url()).search) await page.goto(statistic());
    await expectText(page.getByTestId('statistic-total'), String(answered));
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 30_000 }),
      page.getByTestId('statistic-export').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    await expectText(page.locator('.ant-notification-notice'), 'Tệp đang được tải xuống');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await readFile(await download.path())) as unknown as ArrayBuffer);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Tổng hợp', 'Phiếu trả lời']);
    const responses = book.getWorksheet('Phiếu trả lời')!;
    expect(responses.actualRowCount).toBe(answered + 1);
    const header = (responses.getRow(1).values as unknown[]).map(String).join(' | ');
    expect(header).toContain(CHOICE);
    expect(header).toContain(TEXT);
    const cells = (n: number) => (responses.getRow(n).values as unknown[]).map((value) => String(value ?? ''));
    const written = Array.from({ length: answered }, (_, i) => cells(i + 2).join(' | ')).join('\n');
    expect(written).toContain(ANSWER_1);
    expect(written).toContain(ANSWER_2);
    expect(written).toContain('Mua ở chợ huyện');
    expect(written).not.toContain(HIDDEN_ANSWER);
    const summary = book.getWorksheet('Tổng hợp')!;
    const summaryText = Array.from({ length: summary.actualRowCount }, (_, i) =>
      (summary.getRow(i + 1).values as unknown[]).map((value) => String(value ?? '')).join(' | '),
    ).join('\n');
    expect(summaryText).toContain(OPTIONS[0]);
    expect(summaryText).toContain(RATING);
  });

  it('printed, the menu, the header and the buttons are gone; the question cards stay', async () => {
    const { page } = session;
    const cards = page.locator('[data-testid^=statistic-question-]');
    await expect.poll(() => cards.count()).toBe(3);
    await page.emulateMedia({ media: 'print' });
    try {
      await expect.poll(() => page.getByTestId('side-menu').isVisible()).toBe(false);
      for (const testId of ['statistic-export', 'statistic-print', 'survey-back', 'statistic-filters'])
        expect(await page.getByTestId(testId).isVisible(), testId).toBe(false);
      expect(await page.locator('.ant-layout-header').isVisible()).toBe(false);
      // the export's toast ('Tệp đang được tải xuống') is not printed over the report
      expect(await page.locator('.ant-notification-notice').first().isVisible()).toBe(false);
      for (let i = 0; i < 3; i++) expect(await cards.nth(i).isVisible()).toBe(true);
      await expect.poll(() => page.getByTestId('statistic-total').isVisible()).toBe(true);
      // the charts are drawn again at the paper's width
      await page.getByTestId('statistic-days-chart').waitFor();
      await capture(page, 'surveys-statistic-print');
    } finally {
      await page.emulateMedia({ media: 'screen' });
    }
    await page.getByTestId('statistic-export').waitFor();
  });

  it('at 390 px the menu is a drawer and the list, the builder and the statistic stay inside the screen', async () => {
    const { page, baseUrl } = session;
    await page.setViewportSize(PHONE);
    try {
      await page.goto(`${baseUrl}${SURVEYS}`);
      await page.locator('[data-testid=surveys-table] [data-testid=list-card]').first().waitFor();
      await expectText(page.getByTestId('surveys-table'), TITLE);
      expect(await page.locator('.ant-layout-sider').count()).toBe(0);
      await expectNoHorizontalOverflow(page);
      await capture(page, 'surveys-list-phone');

      await page.getByTestId('menu-toggle').click();
      const drawer = page.getByTestId('menu-drawer');
      await drawer.waitFor();
      await expectText(drawer, 'Khảo sát');
      await expectNoHorizontalOverflow(page);
      await clickWhenStill(page, drawer.getByTestId('menu-surveys'));
      await expect.poll(() => page.locator('.menu-drawer.ant-drawer-open').count()).toBe(0);

      await page.goto(`${baseUrl}${SURVEYS}/create`);
      await page.locator('#survey_title').fill(TITLE);
      await page.getByTestId('survey-question-1-title').fill(CHOICE);
      await addQuestion(page, 1, 2);
      await chooseIn(page, 'survey-question-2-kind', 'Lưới lựa chọn');
      await page.getByTestId('survey-question-2-title').fill('Thời gian đi chợ phù hợp với gia đình');
      await chooseIn(page, 'survey-question-2-condition-question', `Câu 1: ${CHOICE}`);
      await expectNoHorizontalOverflow(page);
      await capture(page, 'surveys-builder-phone');

      await page.goto(statistic());
      await expectText(page.getByTestId('statistic-total'), String(answered));
      await page.getByTestId('statistic-days-chart').waitFor();
      await page.getByTestId('filter-toggle').click();
      await page.locator('.statistic-range').first().waitFor();
      await expectNoHorizontalOverflow(page);
      await capture(page, 'surveys-statistic-phone');
    } finally {
      await page.setViewportSize(DESKTOP);
    }
  });

  it('a ward without the “Khảo sát” service sees no menu entry and, by a link, why there is nothing', async () => {
    const { page, baseUrl } = session;
    const other = await apiLogin(baseUrl, 'canbo2');
    const wardId = other.user.ward_id!;
    expect(wardId).not.toBe(officer.user.ward_id);
    const before = (await wardServices(admin, wardId)).find((entry) => entry.service.key === 'survey')!.enabled;
    otherWard = { id: wardId, surveyOn: before };
    expect(before, 'the demo switches Khảo sát on in both wards').toBe(true);

    // the menu hides the entry until the ward's services arrive: wait for them (the home page lists them) first
    const servicesShown = () => page.getByTestId('home-ward-service-sentiment').waitFor();
    await switchSurveyService(admin, wardId, false);
    await loginAs(page, baseUrl, 'canbo2');
    await servicesShown();
    expect(await menuLabels(page)).not.toContain('Khảo sát');
    expect(await page.getByTestId('menu-surveys').count()).toBe(0);
    await page.goto(`${baseUrl}${SURVEYS}`);
    // the screen says why instead of the list
    await expectText(page.getByTestId('ward-service-off'), SERVICE_OFF);
    expect(await page.getByTestId('surveys-table').count()).toBe(0);
    await capture(page, 'surveys-service-off');

    await switchSurveyService(admin, wardId, true);
    otherWard = null;
    await loginAs(page, baseUrl, 'canbo2');
    await servicesShown();
    await page.getByTestId('menu-surveys').waitFor();
    expect(await menuLabels(page)).toContain('Khảo sát');
    await afterResponse(page, SURVEYS_API, () => page.getByTestId('menu-surveys').click());
    await page.getByTestId('surveys-table').waitFor();
    // ward 2 sees its own surveys only: none of ward 1's
    expect(await tableRow(page, surveyId).count()).toBe(0);
  });
});
