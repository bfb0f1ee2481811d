import ExcelJS from 'exceljs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

// helpers of users-import.test.ts: sheets laid out like the server's template (GET /api/admin/configs/file)

const HEADERS = [
  'Tên đăng nhập (*)',
  'Họ và tên (*)',
  'Vai trò (*)',
  'Mã xã/phường (*)',
  'Thôn/xóm',
  'Số điện thoại',
  'Email',
  'Ngày sinh (DD/MM/YYYY)',
  'Giới tính (Nam/Nữ/Khác)',
  'Số CCCD',
];

export interface SheetRow {
  username: string;
  fullName: string;
  role: string;
  wardCode: string;
  phone?: string;
}

/** a unique, letters-and-digits suffix: reruns against the same server never meet an earlier run's usernames */
export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1_296).toString(36)}`;
}

export async function scratchDir(): Promise<string> {
  return mkdtemp(path.join(os.tmpdir(), 'console-import-'));
}

/** an .xlsx with the template's header row and `rows` from line 2 on; cells typed as text, as the template does */
export async function writeUsersSheet(dir: string, name: string, rows: SheetRow[]): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Người dùng');
  sheet.addRow(HEADERS);
  for (const row of rows)
    sheet.addRow([row.username, row.fullName, row.role, row.wardCode, '', row.phone ?? '', '', '', '', '']);
  sheet.eachRow((row) => row.eachCell((cell) => (cell.numFmt = '@')));
  const file = path.join(dir, name);
  await workbook.xlsx.writeFile(file);
  return file;
}

/** a text file named .xlsx: the browser's `accept` lets it through, the server must refuse it */
export async function writeNotASpreadsheet(dir: string): Promise<string> {
  const file = path.join(dir, 'khong-phai-excel.xlsx');
  await writeFile(file, 'Tên đăng nhập,Họ và tên\nnguyenvana,Nguyễn Văn A\n');
  return file;
}

/** the usernames in the first sheet of an .xlsx (the export), from its first column titled like a username */
export async function sheetTexts(file: string): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const texts: string[] = [];
  workbook.worksheets[0]?.eachRow((row) => row.eachCell((cell) => texts.push(String(cell.text))));
  return texts;
}
