import archiver from 'archiver';

// Workbooks written part by part: large ones are built in a fraction of the time ExcelJS takes, and their zip can be
// made to lie about its sizes, which no workbook library will do.

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const letter = (index: number) => String.fromCharCode(65 + index);

/** sheet XML with inline strings; `extra` goes after the rows (where the merges and the rest of a sheet live) */
export function sheetXml(rows: Iterable<string[]>, extra = ''): string {
  const parts = [
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
  ];
  let line = 0;
  for (const row of rows) {
    line++;
    const cells = row
      .map((text, i) => (text ? `<c r="${letter(i)}${line}" t="inlineStr"><is><t>${escape(text)}</t></is></c>` : ''))
      .join('');
    parts.push(`<row r="${line}">${cells}</row>`);
  }
  parts.push(`</sheetData>${extra}</worksheet>`);
  return parts.join('');
}

/** the parts of a minimal workbook around one sheet, plus any others */
export function workbookParts(
  sheet: string | Buffer,
  others: Record<string, string | Buffer> = {},
): Record<string, string | Buffer> {
  return {
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    'xl/workbook.xml':
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">' +
      '<sheets><sheet name="Người dùng" sheetId="1" r:id="rId1"/></sheets></workbook>',
    'xl/_rels/workbook.xml.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    'xl/worksheets/sheet1.xml': sheet,
    ...others,
  };
}

/** a deflated zip of the parts (level 1: big repetitive parts compress well enough, and fast) */
export async function zip(parts: Record<string, string | Buffer>): Promise<Buffer> {
  const archive = archiver('zip', { zlib: { level: 1 } });
  const chunks: Buffer[] = [];
  archive.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve, reject) => {
    archive.on('end', resolve);
    archive.on('error', reject);
  });
  for (const [name, content] of Object.entries(parts)) archive.append(content, { name });
  await archive.finalize();
  await ended;
  return Buffer.concat(chunks);
}

/** the same zip with the central directory declaring another uncompressed size for one part (the data is untouched) */
export function declareSize(file: Buffer, part: string, size: number): Buffer {
  const copy = Buffer.from(file);
  const name = Buffer.from(part);
  for (let at = copy.indexOf('PK\x01\x02'); at >= 0; at = copy.indexOf('PK\x01\x02', at + 4)) {
    const nameLength = copy.readUInt16LE(at + 28);
    if (nameLength === name.length && copy.subarray(at + 46, at + 46 + nameLength).equals(name)) {
      copy.writeUInt32LE(size, at + 24);
      return copy;
    }
  }
  throw new Error(`no ${part} in the central directory`);
}
