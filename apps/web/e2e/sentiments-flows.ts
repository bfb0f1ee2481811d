import { mkdir } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from './browser';
import { afterResponse, agreeTo, animationsDone, expectText, formSubmits } from './flows';

// helpers of sentiments.test.ts: the resident's side through the API, the list's tabs, pickers and dialogs

export const SHOT_DIR = '/tmp';

/** a full-page picture of the screen once it stopped moving: /tmp/sentiments-<name>.png */
export async function shot(page: Page, name: string, { fullPage = true } = {}) {
  await page.mouse.move(0, 0);
  await animationsDone(page);
  await mkdir(SHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOT_DIR}/sentiments-${name}.png`, fullPage });
}

export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

export interface UploadedFile {
  id: string;
  path: string;
  name: string;
  type: string;
}

/** a signed-in account calling the API directly (the resident has no screens in this console) */
export async function apiAccount(baseUrl: string, username: string, password = DEMO_PASSWORD) {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const body = (await login.json()) as Envelope<{
    token: string;
    entry: { id: number; ward_id: number; village_id: number | null };
  }>;
  if (body.code !== 200) throw new Error(`API login of ${username} failed: ${JSON.stringify(body)}`);
  const { token, entry } = body.data;
  const call = async <T>(method: string, path: string, payload?: unknown): Promise<Envelope<T>> => {
    const answer = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    return (await answer.json()) as Envelope<T>;
  };
  return {
    user: entry,
    get: <T>(path: string) => call<T>('GET', path),
    post: <T>(path: string, payload: unknown) => call<T>('POST', path, payload),
    put: <T>(path: string, payload: unknown) => call<T>('PUT', path, payload),
    /** POST /api/files with the given files (multipart field "files") */
    async upload(files: { name: string; bytes: Buffer; type: string }[]): Promise<UploadedFile[]> {
      const form = new FormData();
      for (const file of files)
        form.append('files', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
      const answer = await fetch(`${baseUrl}/api/files`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      const result = (await answer.json()) as Envelope<{ entries: UploadedFile[] }>;
      if (result.code !== 200) throw new Error(`upload failed: ${JSON.stringify(result)}`);
      return result.data.entries;
    },
  };
}
export type ApiAccount = Awaited<ReturnType<typeof apiAccount>>;

/** the resident sends a sentiment of their ward and hamlet with the given attachments; answers its id */
export async function submitSentiment(
  resident: ApiAccount,
  fields: { title: string; content: string; attachments: string[] },
) {
  const result = await resident.post<{ entry: { id: number } }>('/api/web/sentiments', {
    ...fields,
    category_id: 2,
    ward_id: resident.user.ward_id,
    village_id: resident.user.village_id,
    address: 'Đầu cầu treo, đường vào trường tiểu học',
    lat: 22.4856,
    lng: 103.9707,
  });
  if (result.code !== 200) throw new Error(`submit failed: ${JSON.stringify(result)}`);
  return result.data.entry.id;
}

/** a real PNG drawn in the browser: a coloured card with a caption (the server checks the first bytes) */
export async function drawPng(page: Page, caption: string, color: string): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([text, fill]) => {
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 420;
      const context = canvas.getContext('2d')!;
      context.fillStyle = fill;
      context.fillRect(0, 0, canvas.width, canvas.height);
      context.fillStyle = '#ffffff';
      context.font = 'bold 34px sans-serif';
      context.textAlign = 'center';
      context.fillText(text, canvas.width / 2, canvas.height / 2);
      return canvas.toDataURL('image/png');
    },
    [caption, color] as const,
  );
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

/** a small valid PDF with one line of text */
export function smallPdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** the sentiment table and its rows */
export const sentimentsTable = (page: Page) => page.getByTestId('sentiments-table');
export const sentimentRow = (page: Page, id: number) =>
  page.locator(`[data-testid=sentiments-table] tr[data-row-key="${id}"]`);

export async function sentimentsSettled(page: Page, testId = 'sentiments-table') {
  await page.getByTestId(testId).waitFor();
  await expect.poll(() => page.locator(`[data-testid=${testId}] .ant-spin-spinning`).count()).toBe(0);
}

/** the number a status tab shows ('all', '1' … '5'), read from the badge's title */
export async function tabCount(page: Page, key: string): Promise<number> {
  const badge = page.locator(`[data-testid=sentiment-count-${key}] sup`);
  await badge.waitFor();
  return Number(await badge.getAttribute('title'));
}

/** every tab's count once the counts request has answered */
export async function tabCounts(page: Page): Promise<Record<string, number>> {
  const keys = ['all', '1', '2', '3', '4', '5'];
  const values = await Promise.all(keys.map((key) => tabCount(page, key)));
  return Object.fromEntries(keys.map((key, index) => [key, values[index]]));
}

/** opens the list (the counts and the rows both answered) */
export async function openList(page: Page, baseUrl: string, search = '') {
  await afterResponse(page, '/api/admin/sentiments/status-counts', () =>
    page.goto(`${baseUrl}/admin/sentiments${search}`),
  );
  await sentimentsSettled(page);
}

/** types a 'DD/MM/YYYY HH:mm' into the antd date-time picker of that input and confirms it */
export async function typeDateTime(page: Page, input: Locator, value: string) {
  const openPickers = () => page.locator('.ant-picker-dropdown:visible').count();
  await expect.poll(openPickers, { timeout: 10_000 }).toBe(0);
  await input.click();
  await expect.poll(openPickers, { timeout: 10_000 }).toBe(1);
  await input.press('Control+A');
  await input.pressSequentially(value);
  // Enter confirms the date and must not submit the form (the save question would open over the page)
  const submitsBefore = await formSubmits(page);
  await input.press('Enter');
  expect(await formSubmits(page), 'Enter in the date picker submitted the form').toBe(submitsBefore);
  await expect.poll(() => input.inputValue()).toBe(value);
  await page.keyboard.press('Escape');
}

/** the open question (spec §5): its text and its two Vietnamese buttons; then 'Đồng ý!' and the request it sends */
export async function agree(page: Page, question: string, apiPath: string, { method = 'PUT', capture = '' } = {}) {
  const dialog = page.locator('.ant-modal-confirm.confirm-dialog:visible');
  await expectText(dialog.locator('.ant-modal-confirm-title'), question);
  if (capture) await shot(page, capture, { fullPage: false });
  return agreeTo(page, dialog, question, apiPath, method);
}

/** 'DD/MM/YYYY HH:mm' on Vietnam's clock of `when` (UTC+7, whatever the test machine's zone) */
export function vietnamDateTime(when: Date): string {
  const shifted = new Date(when.getTime() + 7 * 60 * 60 * 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(shifted.getUTCDate())}/${pad(shifted.getUTCMonth() + 1)}/${shifted.getUTCFullYear()} ${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}`;
}

/** the error dialog's picture, before expectErrorDialog reads and closes it */
export async function shotDialog(page: Page, name: string) {
  await page.locator('.ant-modal-confirm:visible [data-testid=result-message]').waitFor();
  await shot(page, name, { fullPage: false });
}

/** types two 'DD/MM/YYYY' days into the range picker whose first box has this placeholder */
export async function typeDayRange(page: Page, placeholder: string, from: string, to: string) {
  const inputs = page.locator(`.ant-picker-range:has(input[placeholder="${placeholder}"]) input`);
  await inputs.nth(0).click();
  await inputs.nth(0).pressSequentially(from);
  await inputs.nth(0).press('Enter');
  await inputs.nth(1).pressSequentially(to);
  await inputs.nth(1).press('Enter');
  await expect.poll(() => inputs.nth(1).inputValue()).toBe(to);
}
