import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUnits } from '../fixtures.ts';
import { multipart, PDF, type Part } from '../files/multipart.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { refusal, resourceClient } from '../resources/resource-client.ts';

let t: TestApp;
let units: Awaited<ReturnType<typeof demoUnits>>;
let sheets: ReturnType<typeof resourceClient>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  units = await demoUnits(t);
  sheets = resourceClient(t, 'excel-files');
  for (const name of ['admin', 'quantri1', 'canbo1', 'canbo2', 'thon1']) tokens[name] = await t.login(name);
});
afterAll(() => t.close());

/** a workbook of `rows` data rows under a header, a formula, rich text and a date among them */
async function workbook(rows: number): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Kết quả bình xét');
  sheet.addRow(['STT', 'Họ và tên', 'Điểm', 'Ngày']);
  for (let n = 1; n <= rows; n++) sheet.addRow([n, `Người số ${n}`, n * 2, new Date(Date.UTC(2026, 10, 20))]);
  sheet.getCell('B2').value = { richText: [{ text: 'Lò ' }, { font: { bold: true }, text: 'Văn Sáng' }] };
  sheet.getCell('C3').value = { formula: '1+2', result: 3 };
  book.addWorksheet('Trang khác').addRow(['không hiện']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function upload(parts: Part[]) {
  const body = multipart(parts);
  const response = await t.request({
    method: 'POST',
    url: '/api/connector/files?groups=excel,pdf',
    token: tokens.canbo1,
    payload: body.payload,
    headers: body.headers,
  });
  return response.json().data.entries[0] as { path: string; name: string; size: number };
}
const uploadXlsx = async (rows: number) => upload([{ name: 'ket-qua-binh-xet.xlsx', content: await workbook(rows) }]);
const preview = (id: number, token?: string) =>
  t.request({ method: 'GET', url: `/api/admin/excel-files/${id}/preview`, token });
const publicPreview = (id: number) => t.request({ method: 'GET', url: `/api/web/excel-files/${id}/preview` });
const create = async (file: { path: string; name: string; size: number }, extra: Record<string, unknown> = {}) =>
  (
    await sheets.create(tokens.canbo1, {
      title: 'Kết quả bình xét hộ nghèo',
      file: [file],
      ward_id: units.ward1,
      ...extra,
    })
  ).json().data.entry.id as number;

describe('upload-excel: spreadsheets published for residents, with the first sheet’s preview', () => {
  it('previews the first sheet as Excel shows it: rich text, formula results, days; no other sheet', async () => {
    const id = await create(await uploadXlsx(3));
    const response = await preview(id, tokens.canbo1);
    expect(response.json()).toEqual({
      code: 200,
      message: 'Thành công',
      data: {
        sheet: 'Kết quả bình xét',
        rows: [
          ['STT', 'Họ và tên', 'Điểm', 'Ngày'],
          [1, 'Lò Văn Sáng', 2, '20/11/2026'],
          [2, 'Người số 2', 3, '20/11/2026'],
          [3, 'Người số 3', 6, '20/11/2026'],
        ],
        total_rows: 4,
        truncated: false,
      },
    });
  });

  it('shows the first 100 rows of a long sheet and says how many there are', async () => {
    const id = await create(await uploadXlsx(250));
    const response = await preview(id, tokens.canbo1);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json();
    expect(data.rows).toHaveLength(100);
    expect(data).toMatchObject({ total_rows: 251, truncated: true });
  });

  it('refuses a file that is not a spreadsheet and more than one file, storing nothing', async () => {
    const before = await sheets.total(tokens.admin);
    const pdf = await upload([{ name: 'quyet-dinh.pdf', content: PDF }]);
    const xlsx = await uploadXlsx(1);
    const asPdf = await sheets.create(tokens.canbo1, { title: 'Sai loại', file: [pdf], ward_id: units.ward1 });
    expect(asPdf.statusCode).toBe(200);
    // the attachments kind checks paths, not contents: the preview says it cannot read it
    expect((await preview(asPdf.json().data.entry.id, tokens.canbo1)).json()).toEqual(
      refusal('Chỉ xem trước được tệp .xlsx; tệp .xls vẫn tải về được'),
    );
    await sheets.remove(tokens.quantri1, asPdf.json().data.entry.id);
    const two = await sheets.create(tokens.canbo1, { title: 'Hai tệp', file: [xlsx, xlsx], ward_id: units.ward1 });
    expect(two.json()).toEqual(refusal('Tệp Excel: tối đa 1 tệp!'));
    expect((await sheets.create(tokens.canbo1, { title: 'Không tệp', ward_id: units.ward1 })).json()).toEqual(
      refusal('Tệp Excel không được trống!'),
    );
    expect(await sheets.total(tokens.admin)).toBe(before);
  });

  it('a damaged workbook is a Vietnamese refusal, not a server error', async () => {
    const broken = await upload([{ name: 'hong.xlsx', content: Buffer.from('PK\u0003\u0004 không phải bảng tính') }]);
    // the upload checks the zip signature only: a damaged workbook gets through to the preview
    const id = await create(broken);
    expect((await preview(id, tokens.canbo1)).json()).toEqual(refusal('Không đọc được tệp Excel này'));
  });

  it('another ward and roles without the permission get no preview; residents only once it is published', async () => {
    const id = await create(await uploadXlsx(2));
    expect((await preview(id, tokens.canbo2)).statusCode).toBe(404);
    expect((await preview(id, tokens.thon1)).statusCode).toBe(403);
    expect((await preview(id)).statusCode).toBe(401);
    expect((await publicPreview(id)).statusCode).toBe(404);
    const published = await sheets.at('PATCH', `${id}/change-publish`, tokens.canbo1, { is_published: true });
    expect(published.json().message).toBe('Cập nhật công khai thành công');
    const read = await publicPreview(id);
    expect(read.json().data).toMatchObject({ sheet: 'Kết quả bình xét', total_rows: 3 });
    const listed = await t.request({ method: 'GET', url: `/api/web/excel-files?ward_id=${units.ward1}&length=100` });
    expect(listed.json().data.entries.map((row: { id: number }) => row.id)).toContain(id);
  });

  it('the demo ward has a published spreadsheet (its bytes are written by npm start, not by the tests’ seed)', async () => {
    const demos = await sheets.rows(tokens.canbo1, '?is_published=true&sort=created_at&order=asc');
    expect(demos[0]).toMatchObject({ file: [{ name: 'danh-sach-ho-tro-mua-dong.xlsx' }] });
  });
});
