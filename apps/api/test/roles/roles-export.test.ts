import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const readSheet = async (payload: Buffer) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(payload as unknown as ArrayBuffer);
  return book.worksheets[0];
};

describe('GET /api/admin/roles/export', () => {
  it('answers a short-lived link whose XLSX holds every listed role, formulas escaped', async () => {
    const payload = {
      field: 'cong_thuc',
      name: '=HYPERLINK("http://x")',
      scope: 'ward',
      permissions: [{ action: 'list', subject: 'villages' }],
    };
    expect((await t.request({ method: 'POST', url: '/api/admin/roles', token: admin, payload })).json().code).toBe(200);
    const province = await t.login('tinh');
    const answer = (await t.request({ method: 'GET', url: '/api/admin/roles/export', token: province })).json();
    expect(answer.code).toBe(200);
    expect(answer.data.url).toMatch(/^\/api\/files\/roles-export\?token=/);
    const file = await t.request({ method: 'GET', url: answer.data.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toMatch(/vai-tro-\d{4}-\d{2}-\d{2}\.xlsx/);
    const sheet = await readSheet(file.rawPayload);
    expect((sheet.getRow(1).values as string[]).slice(1)).toEqual([
      'STT',
      'Mã vai trò',
      'Tên vai trò',
      'Phạm vi',
      'Số người dùng',
      'Số quyền',
      'Quyền',
    ]);
    const listed = (await t.request({ method: 'GET', url: '/api/admin/roles', token: province })).json().data;
    expect(sheet.rowCount - 1).toBe(listed.total);
    const village = (sheet.getRows(2, sheet.rowCount - 1) ?? []).find((r) => r.getCell(2).value === 'village')!;
    expect(village.getCell(5).value).toBe(listed.entries.find((r: { id: number }) => r.id === 8).users_count);
    const custom = (sheet.getRows(2, sheet.rowCount - 1) ?? []).find((r) => r.getCell(2).value === 'cong_thuc')!;
    expect(custom.getCell(3).value).toBe(`'=HYPERLINK("http://x")`);
    expect(custom.getCell(4).value).toBe('Xã/phường');
    expect(custom.getCell(6).value).toBe(1);
    expect(custom.getCell(7).value).toBe('Thôn/xóm: Xem danh sách');
  });

  it('refuses a ward officer without the right, and a forged token, and changes nothing', async () => {
    const before = (await t.request({ method: 'GET', url: '/api/admin/roles', token: admin })).json().data;
    const officer = await t.login('canbo1');
    const refused = await t.request({ method: 'GET', url: '/api/admin/roles/export', token: officer });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().data).toBeNull();
    expect((await t.request({ method: 'GET', url: '/api/files/roles-export?token=abc' })).statusCode).toBe(401);
    // an export link signed for users does not open the roles file
    const usersLink = (await t.request({ method: 'GET', url: '/api/admin/export-users', token: admin })).json().data
      .url as string;
    const token = new URL(usersLink, 'http://x').searchParams.get('token');
    expect((await t.request({ method: 'GET', url: `/api/files/roles-export?token=${token}` })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/admin/roles', token: admin })).json().data).toEqual(before);
  });
});
