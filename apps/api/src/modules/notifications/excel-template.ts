import ExcelJS from 'exceljs';

// The sheet an officer fills: column A names the recipient, the others are free (their header is the placeholder's
// name). Text-formatted cells keep the phone numbers' leading zero.
const COLUMNS = [
  { header: 'nguoi_nhan', width: 22, example: ['0912345678', 'nguoidan1'] },
  { header: 'ho_ten', width: 26, example: ['Nguyễn Văn An', 'Trần Thị Bình'] },
  { header: 'so_tien', width: 16, example: ['150.000 đ', '200.000 đ'] },
  { header: 'han_nop', width: 16, example: ['31/12/2026', '31/12/2026'] },
];

const GUIDE = [
  'Cột A (nguoi_nhan): số điện thoại hoặc tên đăng nhập của người nhận, mỗi dòng một người.',
  'Các cột sau: tên cột (dòng 1) dùng làm biến trong nội dung, ví dụ {{ho_ten}}, {{so_tien}}, {{han_nop}}.',
  'Có thể đổi, thêm hoặc bớt các cột sau cột A; tên cột chỉ gồm chữ, số và dấu gạch dưới.',
  'Tối đa 100.000 dòng người nhận trong một tệp.',
];

/** GET /api/admin/notifications-excel/template: the recipients sheet with two example lines, and a guide */
export async function excelNotificationTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Người nhận');
  sheet.columns = COLUMNS.map((c) => ({ header: c.header, key: c.header, width: c.width, style: { numFmt: '@' } }));
  sheet.getRow(1).font = { bold: true };
  for (const index of [0, 1]) sheet.addRow(Object.fromEntries(COLUMNS.map((c) => [c.header, c.example[index]])));
  const guide = workbook.addWorksheet('Hướng dẫn');
  guide.getColumn(1).width = 110;
  GUIDE.forEach((text) => guide.addRow([text]));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
