import ExcelJS from 'exceljs';
import type { FastifyBaseLogger } from 'fastify';
import { IMPORT_COLUMNS, type ImportRow } from './import-columns.ts';
import { parseImportFile } from './user-import-parse.ts';

export { IMPORT_COLUMNS, type ImportKey, type ImportRow } from './import-columns.ts';

/** the data rows of an uploaded workbook, parsed in a worker thread; a refused file rejects with a 400 AppError */
export function readImportRows(buffer: Buffer, log?: FastifyBaseLogger): Promise<ImportRow[]> {
  return parseImportFile(buffer, log);
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
