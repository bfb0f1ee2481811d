import ExcelJS from 'exceljs';
import { IMPORT_COLUMNS } from './import-columns.ts';

export { IMPORT_COLUMNS, type ImportKey, type ImportRow } from './import-columns.ts';

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
