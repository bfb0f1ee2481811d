import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatInstant } from '@console/shared/dates';
import { demoUnits } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { importWorkbook, uploadImport } from './import-files.ts';

let t: TestApp;
let units: Awaited<ReturnType<typeof demoUnits>>;
let wardAdmin: string;
let ward1Code: string;
let ward2Code: string;
beforeAll(async () => {
  t = await buildTestApp();
  units = await demoUnits(t);
  wardAdmin = await t.login('quantri1');
  const admin = await t.login('admin');
  const code = async (id: number) =>
    (await t.request({ method: 'GET', url: `/api/admin/wards/${id}`, token: admin })).json().data.entry.code;
  [ward1Code, ward2Code] = await Promise.all([code(units.ward1), code(units.ward2)]);
});
afterAll(() => t.close());

const workbook = importWorkbook;
const upload = (file: Buffer, dryRun: boolean, name?: string) => uploadImport(t, wardAdmin, file, { dryRun, name });

const good = (n: number): (string | number | null)[] => [
  `nhap${n}`,
  `Người Nhập ${n}`,
  'village',
  ward1Code,
  'Thôn Đồng Tâm',
  `09${String(n).padStart(8, '0')}`,
  null,
  '15/05/1990',
  'Nữ',
  null,
];

describe('GET /api/admin/configs/file', () => {
  it('gives the template with headers, an example row and the roles the officer may give', async () => {
    const response = await t.request({ method: 'GET', url: '/api/admin/configs/file', token: wardAdmin });
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0].getRow(1).getCell(1).value).toBe('Tên đăng nhập (*)');
    expect(book.worksheets[0].getRow(2).getCell(3).value).toBe('ward');
    const roles = book.worksheets[1].getColumn(1).values.slice(2);
    expect(roles).toContain('village');
    expect(roles).not.toContain('admin');
    expect(
      (await t.request({ method: 'GET', url: '/api/admin/configs/file', token: await t.login('canbo1') })).statusCode,
    ).toBe(403);
  });
});

describe('POST /api/admin/import-users', () => {
  it('previews every bad row with its line and a Vietnamese reason', async () => {
    const file = await workbook([
      good(1),
      ['', 'Thiếu tên đăng nhập', 'ward', ward1Code, null, null, null, null, null, null],
      ['nhap3', 'Sai điện thoại', 'ward', ward1Code, null, '12345', null, null, null, null],
      ['nhap1', 'Trùng trong tệp', 'ward', ward1Code, null, null, null, null, null, null],
      ['canbo2', 'Trùng trong hệ thống', 'ward', ward1Code, null, null, null, null, null, null],
      ['nhap6', 'Xã lạ', 'ward', '99999', null, null, null, null, null, null],
      ['nhap7', 'Xã khác', 'ward', ward2Code, null, null, null, null, null, null],
      ['nhap8', 'Vai trò cao', 'admin', ward1Code, null, null, null, null, null, null],
      ['nhap9', 'Ngày sai', 'ward', ward1Code, null, null, null, '31/02/1990', null, null],
    ]);
    const response = await upload(file, true);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      total: 9,
      valid: 1,
      imported: 0,
      errors: [
        { line: 3, message: 'Tên đăng nhập không được trống!' },
        { line: 4, message: 'Số điện thoại không đúng định dạng!' },
        { line: 5, message: 'Tên đăng nhập trùng với dòng 2' },
        { line: 6, message: 'Tên đăng nhập đã tồn tại' },
        { line: 7, message: 'Mã xã/phường "99999" không tồn tại' },
        { line: 8, message: `Xã/phường "${ward2Code}" ngoài phạm vi quản lý của bạn` },
        { line: 9, message: 'Vai trò "admin" không tồn tại hoặc bạn không được cấp' },
        { line: 10, message: 'Ngày sinh không đúng định dạng!' },
      ],
    });
  });

  it('stores nothing when one row of many is bad', async () => {
    const rows = Array.from({ length: 300 }, (_, i) => good(100 + i));
    rows.push(['', 'Dòng cuối lỗi', 'ward', ward1Code, null, null, null, null, null, null]);
    const response = await upload(await workbook(rows), false);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 400,
      message: 'Tệp có 1 dòng lỗi, chưa lưu dòng nào',
      data: { errors: [{ line: 302 }] },
    });
    const found = await t.request({ method: 'GET', url: '/api/admin/users?keyword=nhap1', token: wardAdmin });
    expect(found.json().data.total).toBe(0);
  });

  it('imports every row of a good file, with units, village and birthday; they sign in only after a password is given', async () => {
    const response = await upload(await workbook([good(1), good(2), good(3)]), false);
    expect(response.json()).toMatchObject({ code: 200, message: 'Đã nhập 3 người dùng', data: { imported: 3 } });
    const [user] = (await t.request({ method: 'GET', url: '/api/admin/users?keyword=nhap2', token: wardAdmin })).json()
      .data.entries;
    expect(user).toMatchObject({
      role_field: 'village',
      ward_id: units.ward1,
      province_id: units.provinceId,
      village_name: 'Thôn Đồng Tâm',
      dob: '1990-05-15',
      sex: 2,
      phone: '0900000002',
    });
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'nhap2', password: '!chưa-đặt-mật-khẩu' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('refuses a file that is not Excel, even named .xlsx', async () => {
    const response = await upload(Buffer.from('tên,điện thoại\nA,0912345678'), false, 'gia-mao.xlsx');
    expect(response.json()).toEqual({ code: 400, message: 'Tệp không đúng định dạng Excel (.xlsx)', data: null });
  });
});

describe('GET /api/admin/export-users', () => {
  it('answers a short-lived link whose XLSX holds the caller’s users with formulas escaped', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/admin/users',
      token: wardAdmin,
      payload: { username: 'congthuc1', full_name: '=HYPERLINK("http://x")', role_id: 6, ward_id: units.ward1 },
    });
    const link = (
      await t.request({ method: 'GET', url: '/api/admin/export-users?is_active=true', token: wardAdmin })
    ).json().data.url as string;
    expect(link).toMatch(/^\/api\/files\/users-export\?token=/);
    const file = await t.request({ method: 'GET', url: link });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const names = sheet.getColumn(3).values.slice(2) as string[];
    const wards = new Set(sheet.getColumn(7).values.slice(2));
    expect(names).toContain(`'=HYPERLINK("http://x")`);
    expect([...wards]).toHaveLength(1);
    // 'Ngày tạo' on Vietnam's clock as DD/MM/YYYY HH:mm (the rows are read raw: PostgreSQL's text, not a Date)
    const createdAt = (
      await t.request({ method: 'GET', url: `/api/admin/users/${created.json().data.entry.id}`, token: wardAdmin })
    ).json().data.entry.created_at as string;
    const header = sheet.getRow(1).values as string[];
    const row = sheet
      .getRows(2, sheet.rowCount - 1)!
      .find((r) => r.getCell(header.indexOf('Tên đăng nhập')).value === 'congthuc1')!;
    expect(row.getCell(header.indexOf('Ngày tạo')).value).toBe(formatInstant(new Date(createdAt)));
    expect(row.getCell(header.indexOf('Ngày tạo')).value).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(sheet.rowCount - 1).toBe(
      (await t.request({ method: 'GET', url: '/api/admin/users?is_active=true&length=1', token: wardAdmin })).json()
        .data.total,
    );
  });

  it('refuses a forged or foreign token', async () => {
    expect((await t.request({ method: 'GET', url: '/api/files/users-export?token=abc' })).statusCode).toBe(401);
  });
});
