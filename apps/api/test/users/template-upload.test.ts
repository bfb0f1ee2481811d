import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appMeta } from '../../src/db/schema/index.ts';
import { IMPORT_COLUMNS } from '../../src/modules/users/import-columns.ts';
import {
  TEMPLATE_META_KEY,
  TEMPLATE_NOT_XLSX_MESSAGE,
  TEMPLATE_SAVED_MESSAGE,
  TEMPLATE_SCOPE_MESSAGE,
} from '../../src/modules/users/import-template.ts';
import { multipart, PDF } from '../files/multipart.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { IMPORT_HEADER, uploadImport } from './import-files.ts';
import { zip } from './raw-xlsx.ts';

let t: TestApp;
let admin: string;
let wardAdmin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login('admin');
  wardAdmin = await t.login('quantri1');
});
afterAll(() => t.close());

const HEADERS = IMPORT_COLUMNS.map((c) => c.header);

/** a workbook whose first sheet starts with this header row, then a note row */
async function template(header: (string | null)[], note = 'Hướng dẫn: mỗi người dùng một dòng') {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Mẫu');
  sheet.addRow(header);
  sheet.addRow([note]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const put = (token: string, parts: Parameters<typeof multipart>[0]) =>
  t.request({ method: 'PUT', url: '/api/admin/configs/upload-file', token, ...multipart(parts) });
const upload = (token: string, file: Buffer, name = 'mau-moi.xlsx') =>
  put(token, [{ name, content: file, field: 'file' }]);
const download = async (token = wardAdmin) => {
  const response = await t.request({ method: 'GET', url: '/api/admin/configs/file', token });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('spreadsheetml');
  return response.rawPayload;
};

/** every stored byte file under DATA_DIR/files */
async function storedFiles() {
  const root = path.join(t.dataDir, 'files');
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}
const pointer = async () =>
  (await t.database.db.select().from(appMeta).where(eq(appMeta.key, TEMPLATE_META_KEY)))[0]?.value ?? null;

describe('PUT /api/admin/configs/upload-file', () => {
  let first: Buffer;

  it('serves the built-in template until one is uploaded', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await download()) as unknown as ArrayBuffer);
    expect(book.worksheets.map((s) => s.name)).toEqual(['Người dùng', 'Vai trò']);
    expect(await pointer()).toBeNull();
  });

  it('stores an administrator’s template, which the download then serves to every importer', async () => {
    first = await template(HEADERS);
    const response = await upload(admin, first);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      code: 200,
      message: TEMPLATE_SAVED_MESSAGE,
      data: { name: 'mau-moi.xlsx', size: first.length },
    });
    expect(Buffer.compare(await download(), first)).toBe(0);
    expect(Buffer.compare(await download(admin), first)).toBe(0);
    expect(await storedFiles()).toHaveLength(1);
    expect(JSON.parse((await pointer())!)).toMatchObject({ name: 'mau-moi.xlsx', size: first.length });

    // a file filled in from it imports as usual (the import reads cells by position)
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(first as unknown as ArrayBuffer);
    book.worksheets[0].spliceRows(2, 1);
    const preview = await uploadImport(t, wardAdmin, Buffer.from(await book.xlsx.writeBuffer()), { dryRun: true });
    expect(preview.statusCode).toBe(200);
  });

  it('takes the headers without their bracketed notes, in any case, and removes the replaced file', async () => {
    const second = await template(IMPORT_HEADER.map((h) => h.toUpperCase()));
    const response = await upload(admin, second, 'mau-2.xlsx');
    expect(response.statusCode, response.body).toBe(200);
    expect(Buffer.compare(await download(), second)).toBe(0);
    expect(await storedFiles()).toHaveLength(1);
    // back to the first one for the tests below
    expect((await upload(admin, first)).statusCode).toBe(200);
  });

  it('refuses a wrong header row with a Vietnamese 400 naming the columns, and keeps the current template', async () => {
    const before = { files: await storedFiles(), pointer: await pointer() };
    const swapped = [...HEADERS];
    [swapped[2], swapped[3]] = [swapped[3], swapped[2]];
    const cases: [(string | null)[], string][] = [
      [
        swapped,
        'Dòng tiêu đề của tệp mẫu không đúng: cột C phải là "Vai trò (*)" (đang là "Mã xã/phường (*)"); ' +
          'cột D phải là "Mã xã/phường (*)" (đang là "Vai trò (*)")',
      ],
      [
        [...HEADERS, 'Ghi chú'],
        'Dòng tiêu đề của tệp mẫu không đúng: cột K phải để trống (mẫu có 10 cột, đang là "Ghi chú")',
      ],
      [HEADERS.slice(0, 9), 'Dòng tiêu đề của tệp mẫu không đúng: cột J phải là "Số CCCD" (đang để trống)'],
      [
        ['Họ tên', 'Tên', 'Quyền', 'Xã', 'Thôn', ...HEADERS.slice(5)],
        'Dòng tiêu đề của tệp mẫu không đúng: cột A phải là "Tên đăng nhập (*)" (đang là "Họ tên"); ' +
          'cột B phải là "Họ và tên (*)" (đang là "Tên"); cột C phải là "Vai trò (*)" (đang là "Quyền") và 2 lỗi khác',
      ],
    ];
    for (const [header, message] of cases) {
      const response = await upload(admin, await template(header));
      expect(response.statusCode, message).toBe(400);
      expect(response.json()).toEqual({ code: 400, message, data: null });
    }
    // an empty first row
    const blank = new ExcelJS.Workbook();
    blank.addWorksheet('Mẫu').getRow(2).values = HEADERS;
    const noHeader = await upload(admin, Buffer.from(await blank.xlsx.writeBuffer()));
    expect(noHeader.json().message).toBe(
      'Dòng tiêu đề của tệp mẫu không đúng: dòng 1 của trang tính đầu tiên đang để trống',
    );

    expect(await storedFiles()).toEqual(before.files);
    expect(await pointer()).toBe(before.pointer);
    expect(Buffer.compare(await download(), first)).toBe(0);
  });

  it('refuses what is not one .xlsx workbook, and keeps the current template', async () => {
    const before = { files: await storedFiles(), pointer: await pointer() };
    const refusals: [Parameters<typeof multipart>[0], number, string | RegExp][] = [
      [[], 400, /Vui lòng chọn tệp tải lên|Dữ liệu gửi lên phải là biểu mẫu/],
      [[{ name: 'mau.pdf', content: PDF, field: 'file' }], 400, /không đúng định dạng cho phép/],
      [[{ name: 'mau.xlsx', content: PDF, field: 'file' }], 400, /không khớp với phần mở rộng/],
      [
        [{ name: 'mau.xls', content: Buffer.from('d0cf11e0a1b11ae1' + '00'.repeat(600), 'hex') }],
        400,
        TEMPLATE_NOT_XLSX_MESSAGE,
      ],
      [
        [{ name: 'mau.xlsx', content: await zip({ 'readme.txt': 'không phải bảng tính' }), field: 'file' }],
        400,
        'Tệp không đúng định dạng Excel (.xlsx)',
      ],
      [
        [
          { name: 'a.xlsx', content: first, field: 'file' },
          { name: 'b.xlsx', content: first, field: 'file' },
        ],
        400,
        'Chỉ được tải lên một tệp mỗi lần',
      ],
    ];
    for (const [parts, status, message] of refusals) {
      const response = await put(admin, parts);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().message).toMatch(message);
    }
    expect(await storedFiles()).toEqual(before.files);
    expect(await pointer()).toBe(before.pointer);
  });

  it('is only for importers with the system-wide scope', async () => {
    const before = { files: await storedFiles(), pointer: await pointer() };
    const candidate = await template(HEADERS, 'một mẫu khác');
    // no import permission
    const officer = await upload(await t.login('canbo1'), candidate);
    expect(officer.statusCode).toBe(403);
    expect(officer.json().message).toBe('Bạn không có quyền thực hiện chức năng này');
    // may import, but the file is every unit's
    for (const username of ['quantri1', 'tinh']) {
      const response = await upload(await t.login(username), candidate);
      expect(response.statusCode, username).toBe(403);
      expect(response.json().message).toBe(TEMPLATE_SCOPE_MESSAGE);
    }
    expect((await t.request({ method: 'PUT', url: '/api/admin/configs/upload-file' })).statusCode).toBe(401);
    expect(await storedFiles()).toEqual(before.files);
    expect(await pointer()).toBe(before.pointer);
  });

  it('falls back to the built-in template when the uploaded bytes are gone', async () => {
    const builtIn = async () => {
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await download()) as unknown as ArrayBuffer);
      return book.worksheets.map((s) => s.name);
    };
    expect(await pointer()).not.toBe('');
    await Promise.all((await storedFiles()).map((file) => rm(file)));
    expect(await builtIn()).toEqual(['Người dùng', 'Vai trò']);
    await t.database.db.update(appMeta).set({ value: '' }).where(eq(appMeta.key, TEMPLATE_META_KEY));
    expect(await builtIn()).toEqual(['Người dùng', 'Vai trò']);
  });
});
