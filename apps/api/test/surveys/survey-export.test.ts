import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUnits } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { answerCellOf } from '../../src/modules/surveys/survey-export.ts';
import { surveyBody } from './survey-fixtures.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const URL = '/api/admin/surveys';

beforeAll(async () => {
  t = await buildTestApp();
  for (const name of ['canbo1', 'canbo2', 'quantri1', 'nguoidan1', 'thon1']) tokens[name] = await t.login(name);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown) =>
  t.request({ method, url, token, payload: payload as object });

async function answeredSurvey(extra: Record<string, unknown> = {}) {
  const made = await call('POST', URL, tokens.canbo1, surveyBody({ role_ids: [], ...extra }));
  const { id } = made.json().data.entry as { id: number };
  expect((await call('PUT', `${URL}/${id}/approve`, tokens.quantri1)).statusCode).toBe(200);
  const answer = (token: string, answers: unknown) =>
    call('POST', `/api/web/surveys/${id}/responses`, token, { answers });
  expect((await answer(tokens.nguoidan1, { source: { option: 'piped' }, happy: 5, people: 4 })).statusCode).toBe(200);
  const formula = { source: { option: 'well' }, happy: 3, why: '=HYPERLINK("http://x")' };
  expect((await answer(tokens.thon1, formula)).statusCode).toBe(200);
  return id;
}

/** a row's cells from A, empty ones null (ExcelJS's values start at index 1 and leave holes) */
const cellsOf = (values: unknown) =>
  Array.from(values as unknown[])
    .slice(1)
    .map((value) => value ?? null);

async function download(id: number, query = '', token = tokens.canbo1) {
  const linked = await call('GET', `${URL}/${id}/export${query}`, token);
  expect(linked.statusCode, linked.body).toBe(200);
  const link = linked.json().data.url as string;
  expect(link).toMatch(/^\/api\/files\/survey-export\?token=/);
  const file = await t.request({ method: 'GET', url: link });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-disposition']).toContain(`khao-sat-${id}-`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
  return book;
}

describe('GET /api/admin/surveys/{id}/export', () => {
  it('answers a link to a workbook: the summary as the statistic counts it, one row per response, formulas escaped', async () => {
    const id = await answeredSurvey();
    const book = await download(id);
    expect(book.worksheets.map((sheet) => sheet.name)).toEqual(['Tổng hợp', 'Phiếu trả lời']);
    const [summary, raw] = book.worksheets;
    expect(cellsOf(summary.getRow(2).values)).toEqual(['Khảo sát nước sinh hoạt 2026', null, 'Tổng số phiếu', 2]);
    const lines = summary.getSheetValues().slice(3) as unknown[][];
    const line = (title: string) => lines.find((row) => row[3] === title)!;
    expect(line('Giếng khoan').slice(4, 6)).toEqual([1, 50]);
    expect(line('Nước máy').slice(4, 6)).toEqual([1, 50]);
    const rating = lines.find((row) => row[1] === 'Mức hài lòng')!;
    expect(cellsOf([undefined, ...rating.slice(2, 7)])).toEqual(['Đánh giá 1–5', null, 2, null, 4]);

    expect(raw.rowCount).toBe(3);
    const header = raw.getRow(1).values as string[];
    expect(header.slice(1)).toEqual([
      'STT',
      'Thời gian trả lời',
      'Xã/phường',
      'Người trả lời',
      'Nguồn nước chính',
      'Mức hài lòng',
      'Số người trong hộ',
      'Vì sao chưa dùng nước máy',
    ]);
    const first = raw.getRow(2).values as unknown[];
    expect(first[1]).toBe(1);
    expect(first[2]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    // the resident's name, then the answers; the hidden question stays empty
    expect(first[4]).toEqual(expect.any(String));
    expect(first.slice(5)).toEqual(['Nước máy', 5, 4]);
    const second = raw.getRow(3).values as unknown[];
    expect(second[5]).toBe('Giếng khoan');
    // a resident's text starting with '=' stays text in Excel
    expect(second[8]).toBe(`'=HYPERLINK("http://x")`);
  });

  it('keeps no names for an anonymous survey and follows the ward filter', async () => {
    const id = await answeredSurvey({ anonymous: true });
    const raw = (await download(id)).worksheets[1];
    expect(raw.rowCount).toBe(3);
    expect(raw.getColumn(4).values.slice(2).filter(Boolean)).toEqual([]);
    const { ward2 } = await demoUnits(t);
    const filtered = await download(id, `?ward_id=${ward2}`);
    expect(filtered.worksheets[1].rowCount).toBe(1);
    expect(cellsOf(filtered.worksheets[0].getRow(2).values)).toEqual([
      'Khảo sát nước sinh hoạt 2026',
      null,
      'Tổng số phiếu',
      0,
    ]);
  });

  it('is the survey’s units’ only; a bad filter is refused in Vietnamese; the link needs its token', async () => {
    const id = await answeredSurvey();
    expect((await call('GET', `${URL}/${id}/export`, tokens.canbo2)).statusCode).toBe(404);
    const bad = await call('GET', `${URL}/${id}/export?from=2026-13-01`, tokens.canbo1);
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Từ ngày không đúng định dạng!']);
    expect((await call('GET', `${URL}/${id}/export`)).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/files/survey-export?token=abc' })).statusCode).toBe(401);
  });

  it('writes every kind of answer as an officer reads it', () => {
    const base = { required: false, allow_other: false, options: [], rows: [] };
    const options = [
      { key: 'a', label: 'Giếng' },
      { key: 'b', label: '=Nước máy' },
    ];
    // a repeated text becomes the workbook's shared string in the export, itself here
    const cell = (question: object, first: string | null, other: string | null = null) =>
      answerCellOf({ ...base, key: 'q', title: 'Câu', kind: 'short_text', ...question } as never, (text) => text)(
        first,
        other,
      );
    expect(cell({ kind: 'single', options }, 'a', null)).toBe('Giếng');
    expect(cell({ kind: 'single', options, allow_other: true }, 'other', 'Nước mưa')).toBe('Khác (ghi rõ): Nước mưa');
    expect(cell({ kind: 'multiple', options }, 'b a', null)).toBe(`'=Nước máy; Giếng`);
    expect(cell({ kind: 'yes_no' }, 'false')).toBe('Không');
    expect(cell({ kind: 'rating' }, '4')).toBe(4);
    expect(cell({ kind: 'date' }, '2026-11-25')).toBe('25/11/2026');
    const rows = [
      { key: 'r1', label: 'Ngày thường' },
      { key: 'r2', label: 'Cuối tuần' },
    ];
    // in the question's row order, whatever order the database gives
    expect(cell({ kind: 'grid', options, rows }, 'r2=a r1=a')).toBe('Ngày thường: Giếng; Cuối tuần: Giếng');
    expect(cell({ kind: 'long_text' }, '+84 912')).toBe(`'+84 912`);
    expect(cell({ kind: 'number' }, null)).toBeNull();
  });
});
