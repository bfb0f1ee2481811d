import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBrowser, type BrowserSession } from './browser';
import {
  capture,
  afterResponse,
  apiLogin,
  expectErrorDialog,
  expectSuccessDialog,
  expectText,
  loginAs,
  tableRow,
  tableSettled,
  waitForPath,
} from './flows';

const LIST_PATH = '/admin/service-supports/freq-asked-questions';
const API_PATH = '/api/admin/freq-asked-questions';
const QUESTION = 'Cần mang giấy tờ gì khi làm thủ tục tại xã?';
const HEADING = 'Giấy tờ cần mang';
const BOLD = 'căn cước công dân bản gốc';

describe('FAQ with rich text: heading and bold in Tiptap, list, the Hiển thị switch', () => {
  let session: BrowserSession;
  let newId: number;

  beforeAll(async () => {
    session = await openBrowser();
  });

  afterAll(async () => {
    await session?.close();
  });

  it('quantri1 writes an answer with a heading and bold text and saves the FAQ', async () => {
    const { page, baseUrl } = session;
    await loginAs(page, baseUrl, 'quantri1');
    await page.getByTestId('menu-freq-asked-questions').click();
    await waitForPath(page, LIST_PATH);
    await tableSettled(page);
    await page.getByTestId('resource-create').click();
    await waitForPath(page, `${LIST_PATH}/create`);

    await page.locator('#freq-asked-questions_question').fill(QUESTION);
    // an untouched editor is an empty answer
    await page.getByTestId('resource-save').click();
    await expectErrorDialog(page, 'Câu trả lời không được trống!');

    const editor = page.getByTestId('rich-text-editor');
    const content = editor.locator('.tiptap');
    await content.click();

    // a heading through the toolbar's paragraph style
    await editor.locator('.ant-select', { has: page.getByRole('combobox', { name: 'Kiểu đoạn' }) }).click();
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Tiêu đề 2' }).click();
    // the toolbar hands the focus back to the text, so typing goes on there
    await expect.poll(() => content.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type(HEADING);
    await page.keyboard.press('Enter');
    await page.keyboard.type('Người dân cần mang ');
    // bold through the toolbar button, then off again
    await editor.getByRole('button', { name: 'In đậm' }).click();
    await page.keyboard.type(BOLD);
    await editor.getByRole('button', { name: 'In đậm' }).click();
    await page.keyboard.type(' khi đến bộ phận một cửa.');

    await expectText(content.locator('h2'), HEADING);
    await expectText(content.locator('strong'), BOLD);
    expect(await content.locator('p').first().innerText()).toBe(`Người dân cần mang ${BOLD} khi đến bộ phận một cửa.`);
    // a new FAQ is shown by default
    expect(await page.locator('#freq-asked-questions_is_active').getAttribute('aria-checked')).toBe('true');
    await capture(page, 'faq-form-editor');

    const created = await afterResponse(page, API_PATH, () => page.getByTestId('resource-save').click(), 'POST');
    const body = (await created.json()) as { code: number; data: { entry: { id: number; answer: string } } };
    expect(body.code).toBe(200);
    newId = body.data.entry.id;
    expect(body.data.entry.answer).toContain(`<h2>${HEADING}</h2>`);
    expect(body.data.entry.answer).toContain(`<strong>${BOLD}</strong>`);
    // no empty paragraph left behind by the editor at the end
    expect(body.data.entry.answer).not.toMatch(/<p><\/p>$/);
    await expectSuccessDialog(page);
    await waitForPath(page, LIST_PATH);
  });

  it('the list shows the new FAQ, switched on', async () => {
    const { page } = session;
    await tableSettled(page);
    const row = tableRow(page, newId);
    await expectText(row, QUESTION);
    const toggle = page.getByTestId(`resource-toggle-is_active-${newId}`);
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await capture(page, 'faq-list');
  });

  it('the edit form shows the heading and bold text again', async () => {
    const { page } = session;
    await page.getByTestId(`resource-edit-${newId}`).click();
    await waitForPath(page, `${LIST_PATH}/${newId}/edit`);
    const content = page.getByTestId('rich-text-editor').locator('.tiptap');
    await expectText(content.locator('h2'), HEADING);
    await expectText(content.locator('strong'), BOLD);
    expect(await page.locator('#freq-asked-questions_question').inputValue()).toBe(QUESTION);
    await page.getByTestId('resource-cancel').click();
    await waitForPath(page, LIST_PATH);
  });

  it('switching Hiển thị off is saved and stays after a reload', async () => {
    const { page, baseUrl } = session;
    await tableSettled(page);
    const toggle = page.getByTestId(`resource-toggle-is_active-${newId}`);
    await afterResponse(page, `${API_PATH}/${newId}/change-active`, () => toggle.click(), 'PATCH');
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    await page.locator('.ant-notification-notice-success').first().waitFor();
    await capture(page, 'faq-list-toggled');

    await page.reload();
    await tableSettled(page);
    await tableRow(page, newId).waitFor();
    expect(await page.getByTestId(`resource-toggle-is_active-${newId}`).getAttribute('aria-checked')).toBe('false');
    // the server agrees
    const reference = await apiLogin(baseUrl, 'quantri1');
    const { entry } = await reference.get<{ entry: { is_active: boolean } }>(`${API_PATH}/${newId}`);
    expect(entry.is_active).toBe(false);
  });
});
