import ExcelJS from 'exceljs';
import type { TestApp } from '../helper.ts';

/** the header row of the users import template, as a ward officer's file has it */
export const IMPORT_HEADER = [
  'Tên đăng nhập',
  'Họ và tên',
  'Vai trò',
  'Mã xã/phường',
  'Thôn/xóm',
  'Số điện thoại',
  'Email',
  'Ngày sinh',
  'Giới tính',
  'Số CCCD',
];

export type ImportRow = (string | number | null)[];

/** an .xlsx of the template's header and these rows */
export async function importWorkbook(rows: ImportRow[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Người dùng');
  sheet.addRow(IMPORT_HEADER);
  rows.forEach((row) => sheet.addRow(row));
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** POST /api/admin/import-users with the file as multipart, as the import screen sends it */
export async function uploadImport(
  t: TestApp,
  token: string,
  file: Buffer,
  { dryRun = false, name = 'nguoi-dung.xlsx' }: { dryRun?: boolean; name?: string } = {},
) {
  const form = new FormData();
  form.append('file', new Blob([file]), name);
  const encoded = new Response(form);
  return t.request({
    method: 'POST',
    url: `/api/admin/import-users${dryRun ? '?dry_run=true' : ''}`,
    token,
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  });
}
