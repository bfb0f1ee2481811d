import ExcelJS from 'exceljs';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createXlsxStream, createXlsxWorkbook, escapeXml } from '../../src/lib/xlsx-stream-writer.ts';
import { openZip } from '../../src/lib/xlsx-zip-reader.ts';

async function written(rows: (string | number | null)[][]) {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const sheet = createXlsxStream(output, 'Người dùng', [
    { header: 'STT', width: 8 },
    { header: 'Họ và tên', width: 28 },
    { header: 'Ghi chú', width: 20 },
  ]);
  for (const row of rows) await sheet.addRow(row);
  await sheet.finish();
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return book.worksheets[0];
}

describe('streamed XLSX writer', () => {
  it('writes a sheet Excel readers open: bold header, widths, numbers as numbers, Vietnamese and emoji intact', async () => {
    const sheet = await written([
      [1, 'Nguyễn Thị Hoà 🌾', 'a & b <c> "d"'],
      [2, '  khoảng trắng  ', null],
    ]);
    expect(sheet.name).toBe('Người dùng');
    // ExcelJS numbers cells from 1: index 0 of the row's values is a hole
    // eslint-disable-next-line no-sparse-arrays
    expect(sheet.getRow(1).values).toEqual([, 'STT', 'Họ và tên', 'Ghi chú']);
    expect(sheet.getRow(1).font?.bold ?? sheet.getCell('A1').font?.bold).toBe(true);
    expect(sheet.getColumn(2).width).toBe(28);
    expect(sheet.getCell('A2').value).toBe(1);
    expect(sheet.getCell('B2').value).toBe('Nguyễn Thị Hoà 🌾');
    expect(sheet.getCell('C2').value).toBe('a & b <c> "d"');
    expect(sheet.getCell('B3').value).toBe('  khoảng trắng  ');
    expect(sheet.getCell('C3').value).toBeNull();
    expect(sheet.rowCount).toBe(3);
  });

  it('drops characters XML cannot carry instead of writing a broken file', async () => {
    expect(escapeXml('a\u0000b\u0007c\uD800d')).toBe('abcd');
    const sheet = await written([[1, 'x\u0001y', null]]);
    expect(sheet.getCell('B2').value).toBe('xy');
  });

  it('streams thousands of rows in chunks without losing or reordering any', async () => {
    const rows = Array.from({ length: 5_000 }, (_, i) => [i + 1, `Người ${i + 1}`, 'x'.repeat(50)]);
    const sheet = await written(rows);
    expect(sheet.rowCount).toBe(5_001);
    expect(sheet.getCell('B5001').value).toBe('Người 5000');
  });

  it('writes several sheets in order, each with its own columns; a sheet never asked for is written empty', async () => {
    const output = new PassThrough();
    const chunks: Buffer[] = [];
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    const book = createXlsxWorkbook(output, [
      { name: 'Tổng hợp', columns: [{ header: 'Câu hỏi', width: 30 }] },
      { name: 'Trống', columns: [{ header: 'Không có gì', width: 10 }] },
      {
        name: 'Phiếu trả lời',
        columns: [
          { header: 'STT', width: 6 },
          { header: 'Trả lời', width: 20 },
        ],
      },
    ]);
    await book.sheet(0).addRow(['Nguồn nước chính']);
    const raw = book.sheet(2);
    for (let i = 1; i <= 3_000; i++) await raw.addRow([i, `Giếng khoan ${i}`]);
    expect(() => book.sheet(0)).toThrow();
    await book.finish();
    const read = new ExcelJS.Workbook();
    await read.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    expect(read.worksheets.map((sheet) => sheet.name)).toEqual(['Tổng hợp', 'Trống', 'Phiếu trả lời']);
    expect(read.worksheets[0].getCell('A2').value).toBe('Nguồn nước chính');
    expect(read.worksheets[1].rowCount).toBe(1);
    expect(read.worksheets[2].rowCount).toBe(3_001);
    expect(read.worksheets[2].getCell('B3001').value).toBe('Giếng khoan 3000');
  });

  it('writes a repeated text once, as a shared string every cell holding it points to', async () => {
    const output = new PassThrough();
    const chunks: Buffer[] = [];
    output.on('data', (chunk: Buffer) => chunks.push(chunk));
    const book = createXlsxWorkbook(output, [
      {
        name: 'Phiếu trả lời',
        columns: [
          { header: 'STT', width: 6 },
          { header: 'Nguồn nước', width: 20 },
        ],
      },
    ]);
    const labels = [book.shared('Giếng khoan & bể lọc'), book.shared(' Nước máy ')];
    const sheet = book.sheet(0);
    for (let i = 1; i <= 1_000; i++) await sheet.addRow([i, labels[i % 2]]);
    await book.finish();
    const file = Buffer.concat(chunks);
    const read = new ExcelJS.Workbook();
    await read.xlsx.load(file as unknown as ArrayBuffer);
    const [written] = read.worksheets;
    expect(written.getCell('B2').value).toBe(' Nước máy ');
    expect(written.getCell('B3').value).toBe('Giếng khoan & bể lọc');
    expect(written.getCell('B1001').value).toBe('Giếng khoan & bể lọc');
    // each label's text is in the file once, however many rows hold it
    const sheetXml = await unzipped(file, 'xl/worksheets/sheet1.xml');
    expect(sheetXml).not.toContain('Giếng khoan');
    expect(sheetXml).toContain('<c r="B3" t="s"><v>0</v></c>');
    expect(await unzipped(file, 'xl/sharedStrings.xml')).toContain(
      '<si><t>Giếng khoan &amp; bể lọc</t></si><si><t xml:space="preserve"> Nước máy </t></si>',
    );
  });
});

/** one entry of a zip, as text */
async function unzipped(file: Buffer, name: string) {
  const chunks: Buffer[] = [];
  for await (const chunk of (await openZip(file, 10_000_000)).chunks(name)) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}
