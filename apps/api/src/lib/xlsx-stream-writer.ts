import archiver from 'archiver';
import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';

// A one-sheet XLSX written row by row for large exports. ExcelJS builds an object per cell and ignores backpressure,
// so a 100,000-row export spent most of its time and ~100 MB of garbage there (docs/benchmarks.md). Here a row is one
// string of SpreadsheetML, the zip is archiver's (the library ExcelJS itself uses), and writing waits whenever the zip
// is behind. Reading and styling workbooks stays with ExcelJS.

const CHUNK_CHARS = 64 * 1024;

/**
 * A cell holding an entry of the workbook's shared strings (`book.shared(text)`): a value repeated on many rows — a
 * choice's label, 'Có' — is escaped and written once, and each of its cells is `<c t="s"><v>7</v></c>` instead of
 * the whole text inline (the survey export writes 2.4 million cells; its XML was 1.5 KB a row).
 */
export class XlsxShared {
  constructor(readonly index: number) {}
}

export type XlsxCell = string | number | XlsxShared | null | undefined;

export interface XlsxColumn {
  header: string;
  /** width in characters */
  width: number;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

const SHEET_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml';
const contentTypes = (sheets: number) =>
  XML_HEAD +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  Array.from(
    { length: sheets },
    (_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="${SHEET_TYPE}"/>`,
  ).join('') +
  '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
  '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' +
  '</Types>';

const ROOT_RELS =
  XML_HEAD +
  `<Relationships xmlns="${PACKAGE_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/>` +
  '</Relationships>';

// the styles are rId1, sheet n is rId(n + 1), the shared strings come after the sheets
const workbookRels = (sheets: number) =>
  XML_HEAD +
  `<Relationships xmlns="${PACKAGE_REL_NS}">` +
  `<Relationship Id="rId1" Type="${REL_NS}/styles" Target="styles.xml"/>` +
  `<Relationship Id="rId${sheets + 2}" Type="${REL_NS}/sharedStrings" Target="sharedStrings.xml"/>` +
  Array.from(
    { length: sheets },
    (_, i) => `<Relationship Id="rId${i + 2}" Type="${REL_NS}/worksheet" Target="worksheets/sheet${i + 1}.xml"/>`,
  ).join('') +
  '</Relationships>';

// style 0: normal; style 1: bold (the header row)
const STYLES =
  XML_HEAD +
  `<styleSheet xmlns="${MAIN_NS}">` +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs>' +
  '</styleSheet>';

// characters XML 1.0 cannot carry at all (control characters, lone surrogates)
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const XML_SPECIAL = /[&<>"]/g;
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

// most cells are plain text: one test finds the few that need either replacement, instead of two replace() passes
// over every cell
const NEEDS_ESCAPE = /[&<>"]|[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

export function escapeXml(text: string): string {
  if (!NEEDS_ESCAPE.test(text)) return text;
  return text.replace(NOT_XML, '').replace(XML_SPECIAL, (c) => ENTITIES[c]);
}

/**
 * A text as an element's content: xml:space keeps leading and trailing spaces as typed, and is written only where
 * there are some (19 bytes a cell otherwise)
 */
function textElement(text: string): string {
  const edges = text.length ? Math.min(text.charCodeAt(0), text.charCodeAt(text.length - 1)) : 33;
  return edges <= 32 ? `<t xml:space="preserve">${escapeXml(text)}</t>` : `<t>${escapeXml(text)}</t>`;
}

const columnLetters = (index: number) => {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
};

function rowXml(rowNumber: number, cells: readonly XlsxCell[], style: number, letters: string[]): string {
  let xml = `<row r="${rowNumber}">`;
  const s = style ? ` s="${style}"` : '';
  for (let i = 0; i < cells.length; i++) {
    const value = cells[i];
    if (value === null || value === undefined || value === '') continue;
    const ref = `${letters[i]}${rowNumber}`;
    if (typeof value === 'number') xml += `<c r="${ref}"${s}><v>${value}</v></c>`;
    else if (typeof value === 'string') xml += `<c r="${ref}"${s} t="inlineStr"><is>${textElement(value)}</is></c>`;
    else xml += `<c r="${ref}"${s} t="s"><v>${value.index}</v></c>`;
  }
  return `${xml}</row>`;
}

export interface XlsxSheetSpec {
  /** Excel keeps 31 characters of a sheet's name */
  name: string;
  columns: readonly XlsxColumn[];
}

export interface XlsxSheetWriter {
  /** resolves at once unless the zip is behind, then when it has caught up */
  addRow(cells: readonly XlsxCell[]): Promise<void>;
}

/**
 * A streamed workbook of several sheets, written one after the other: the zip takes its entries in order, so sheet
 * n + 1 is written only after `sheet(n)`'s rows (asking for the next sheet ends the one before). `finish` ends the
 * last and closes the file.
 */
export function createXlsxWorkbook(output: Writable, specs: readonly XlsxSheetSpec[]) {
  // level 5: 2 % more bytes than zlib's default 6 for two thirds of its time (92 MB of a survey's sheet: 11.8 MB in
  // 0.78 s against 11.5 MB in 1.21 s; level 1 gives 15.5 MB, too much for a slow link)
  const zip = archiver('zip', { zlib: { level: 5 } });
  const failed = new Promise<never>((_, reject) => zip.once('error', reject));
  failed.catch(() => undefined);

  zip.pipe(output);
  zip.append(contentTypes(specs.length), { name: '[Content_Types].xml' });
  zip.append(ROOT_RELS, { name: '_rels/.rels' });
  const sheetsXml = specs
    .map((spec, i) => `<sheet name="${escapeXml(spec.name.slice(0, 31))}" sheetId="${i + 1}" r:id="rId${i + 2}"/>`)
    .join('');
  zip.append(`${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets>${sheetsXml}</sheets></workbook>`, {
    name: 'xl/workbook.xml',
  });
  zip.append(workbookRels(specs.length), { name: 'xl/_rels/workbook.xml.rels' });
  zip.append(STYLES, { name: 'xl/styles.xml' });
  const streams = specs.map((_, i) => {
    const stream = new PassThrough();
    zip.append(stream, { name: `xl/worksheets/sheet${i + 1}.xml` });
    return stream;
  });

  // written after the sheets (a zip's entries may come in any order): only the texts asked for with `shared`
  const sharedXml: string[] = [];

  let current = -1;
  let endCurrent = () => {};
  const open = (index: number): XlsxSheetWriter => {
    if (index <= current || index >= specs.length) throw new Error(`sheet ${index} cannot be written now`);
    endCurrent();
    for (let skipped = current + 1; skipped < index; skipped++) openSheet(streams[skipped], specs[skipped]).end();
    current = index;
    const writer = openSheet(streams[index], specs[index]);
    endCurrent = writer.end;
    return writer;
  };

  const openSheet = (sheet: PassThrough, { columns }: XlsxSheetSpec) => {
    const letters = columns.map((_, i) => columnLetters(i));
    let rowNumber = 1;
    const cols = columns
      .map((c, i) => `<col min="${i + 1}" max="${i + 1}" width="${c.width}" customWidth="1"/>`)
      .join('');
    // the header row stays in view while scrolling
    const frozenHeader =
      '<sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews>';
    sheet.write(`${XML_HEAD}<worksheet xmlns="${MAIN_NS}">${frozenHeader}<cols>${cols}</cols><sheetData>`);
    sheet.write(
      rowXml(
        rowNumber++,
        columns.map((c) => c.header),
        1,
        letters,
      ),
    );
    // rows go to the zip in chunks of ~64 KB: deflate spends far more per call on row-sized pieces
    let pending = '';
    return {
      async addRow(cells: readonly XlsxCell[]) {
        pending += rowXml(rowNumber++, cells, 0, letters);
        if (pending.length < CHUNK_CHARS) return;
        const chunk = pending;
        pending = '';
        if (!sheet.write(chunk)) await Promise.race([once(sheet, 'drain'), failed]);
      },
      end() {
        sheet.end(`${pending}</sheetData></worksheet>`);
        pending = '';
      },
    };
  };

  return {
    sheet: open,
    /** `text` as a shared string: call once per distinct text and reuse the cell (a new entry on every call) */
    shared(text: string): XlsxShared {
      sharedXml.push(`<si>${textElement(text)}</si>`);
      return new XlsxShared(sharedXml.length - 1);
    },
    async finish() {
      if (current < specs.length - 1) open(specs.length - 1);
      endCurrent();
      zip.append(`${XML_HEAD}<sst xmlns="${MAIN_NS}" uniqueCount="${sharedXml.length}">${sharedXml.join('')}</sst>`, {
        name: 'xl/sharedStrings.xml',
      });
      await Promise.race([Promise.all([zip.finalize(), once(output, 'finish')]), failed]);
    },
  };
}

/** a streamed workbook of one sheet: `addRow` as often as needed (awaiting it), then `finish` */
export function createXlsxStream(output: Writable, sheetName: string, columns: readonly XlsxColumn[]) {
  const book = createXlsxWorkbook(output, [{ name: sheetName, columns }]);
  const sheet = book.sheet(0);
  return { addRow: sheet.addRow, finish: book.finish };
}
