import ExcelJS from 'exceljs';

// The import template's columns, in order (the header row of the first sheet).
export const IMPORT_COLUMNS = [
  { key: 'username', header: 'Tên đăng nhập (*)', example: 'nguyenvana' },
  { key: 'full_name', header: 'Họ và tên (*)', example: 'Nguyễn Văn A' },
  { key: 'role', header: 'Vai trò (*)', example: 'ward' },
  { key: 'ward_code', header: 'Mã xã/phường (*)', example: '02680' },
  { key: 'village', header: 'Thôn/xóm', example: 'Thôn Đồng Tâm' },
  { key: 'phone', header: 'Số điện thoại', example: '0912345678' },
  { key: 'email', header: 'Email', example: 'nguyenvana@example.vn' },
  { key: 'dob', header: 'Ngày sinh (DD/MM/YYYY)', example: '15/05/1990' },
  { key: 'sex', header: 'Giới tính (Nam/Nữ/Khác)', example: 'Nam' },
  { key: 'id_card_number', header: 'Số CCCD', example: '001090012345' },
] as const;

export type ImportKey = (typeof IMPORT_COLUMNS)[number]['key'];
export type ImportRow = { line: number } & Record<ImportKey, string>;

export class NotASpreadsheetError extends Error {}

/** one cell as the officer typed it: dates as DD/MM/YYYY, numbers without Excel's formatting, rich text flattened */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${pad(value.getUTCDate())}/${pad(value.getUTCMonth() + 1)}/${value.getUTCFullYear()}`;
  }
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('').trim();
    if ('text' in value) return String(value.text).trim();
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    return '';
  }
  return String(value).trim();
}

/** Excel drops leading zeros of numbers typed into General cells: give phone numbers and CCCD theirs back */
function restoreZeros(key: ImportKey, raw: ExcelJS.CellValue, text: string): string {
  if (typeof raw !== 'number') return text;
  if (key === 'phone' && text.length === 9) return `0${text}`;
  if (key === 'id_card_number' && text.length === 11) return `0${text}`;
  if (key === 'ward_code' && text.length < 5) return text.padStart(5, '0');
  return text;
}

export async function readImportRows(buffer: Buffer): Promise<ImportRow[]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw new NotASpreadsheetError();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new NotASpreadsheetError();
  const rows: ImportRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    if (line === 1) return;
    const record = { line } as ImportRow;
    IMPORT_COLUMNS.forEach((column, index) => {
      const raw = row.getCell(index + 1).value;
      record[column.key] = restoreZeros(column.key, raw, cellText(raw));
    });
    if (IMPORT_COLUMNS.some((c) => record[c.key] !== '')) rows.push(record);
  });
  return rows;
}

/** the template: headers, one example row, text-formatted cells, and a sheet listing the roles the officer may give */
export async function templateWorkbook(roles: { field: string; name: string }[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Người dùng');
  sheet.columns = IMPORT_COLUMNS.map((c) => ({ header: c.header, key: c.key, width: 24, style: { numFmt: '@' } }));
  sheet.getRow(1).font = { bold: true };
  sheet.addRow(Object.fromEntries(IMPORT_COLUMNS.map((c) => [c.key, c.example])));
  const roleSheet = workbook.addWorksheet('Vai trò');
  roleSheet.columns = [
    { header: 'Mã vai trò (điền vào cột Vai trò)', key: 'field', width: 34 },
    { header: 'Tên vai trò', key: 'name', width: 34 },
  ];
  roleSheet.getRow(1).font = { bold: true };
  roles.forEach((role) => roleSheet.addRow(role));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
