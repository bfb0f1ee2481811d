import ExcelJS from 'exceljs';

const HOUSEHOLDS: [string, string, string, number][] = [
  ['Lò Văn Pâng', 'Thôn Tả Suối', 'Hộ nghèo', 4],
  ['Sùng A Páo', 'Thôn Bản Vược', 'Hộ nghèo', 6],
  ['Vàng Thị Dợ', 'Thôn Tả Suối', 'Hộ cận nghèo', 3],
  ['Giàng Seo Lử', 'Thôn Nậm Giàng', 'Hộ nghèo', 5],
  ['Hoàng Thị Mai', 'Thôn Bản Vược', 'Hộ có người khuyết tật', 2],
  ['Lý A Sử', 'Thôn Nậm Giàng', 'Hộ cận nghèo', 7],
  ['Ma Thị Chính', 'Thôn Tả Suối', 'Hộ nghèo', 3],
  ['Thào A Dình', 'Thôn Bản Vược', 'Hộ cận nghèo', 5],
];

/** a real workbook for the demo's published spreadsheet: households receiving winter support, then a second sheet */
export async function demoSpreadsheet(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const list = book.addWorksheet('Danh sách hỗ trợ');
  list.addRow(['STT', 'Chủ hộ', 'Thôn', 'Diện', 'Số nhân khẩu', 'Mức hỗ trợ (đồng)', 'Ngày nhận']);
  HOUSEHOLDS.forEach(([name, village, kind, people], i) =>
    list.addRow([i + 1, name, village, kind, people, 500_000 + people * 100_000, new Date(Date.UTC(2026, 11, 15))]),
  );
  list.getRow(1).font = { bold: true };
  list.getColumn(6).numFmt = '#,##0';
  list.getColumn(7).numFmt = 'dd/mm/yyyy';
  book.addWorksheet('Ghi chú').addRow(['Danh sách do UBND xã lập ngày 20/11/2026']);
  return Buffer.from(await book.xlsx.writeBuffer());
}
