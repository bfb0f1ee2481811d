import path from 'node:path';
import { readXml } from './xlsx-xml-reader.ts';
import { ZipFormatError, type ZipReader } from './xlsx-zip-reader.ts';

// The workbook-level parts a sheet's cells need, read the way ExcelJS reads them (fixed part names, the first
// <sheet> of the workbook is the first worksheet, dates told apart by the cell style's number format).

const attribute = (attributes: Record<string, string>, local: string) =>
  Object.entries(attributes).find(([name]) => name === local || name.endsWith(`:${local}`))?.[1];

/** where the first worksheet is, and whether serial dates count from 1904 */
export async function readWorkbook(zip: ZipReader): Promise<{ sheetPart: string; date1904: boolean }> {
  let relationId: string | undefined;
  let date1904 = false;
  await readXml(zip, 'xl/workbook.xml', {
    open(name, attributes) {
      if (name === 'workbookPr') date1904 = ['1', 'true'].includes(attributes.date1904);
      if (name === 'sheet' && relationId === undefined) relationId = attribute(attributes, 'id') ?? '';
    },
  });
  if (!relationId) throw new ZipFormatError('no sheet in the workbook');
  let target: string | undefined;
  await readXml(zip, 'xl/_rels/workbook.xml.rels', {
    open(name, attributes) {
      if (name === 'Relationship' && attributes.Id === relationId) target = attributes.Target;
    },
  });
  if (!target) throw new ZipFormatError('the first sheet has no part');
  const sheetPart = target.startsWith('/') ? target.slice(1) : path.posix.normalize(`xl/${target}`);
  if (!zip.has(sheetPart)) throw new ZipFormatError(`no ${sheetPart}`);
  return { sheetPart, date1904 };
}

// built-in number formats that ExcelJS takes for dates (the locale-dependent ones it does not know)
const BUILT_IN_DATES = new Set([14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47]);

/** ExcelJS's rule: a format is a date when, outside quotes and [..], it uses a date or time letter */
const isDateFormat = (code: string) => /[ymdhMsb]/.test(code.replace(/\[[^\]]*]/g, '').replace(/"[^"]*"/g, ''));

/** for each cell style index (the `s` of a cell), whether its number format shows a date */
export async function readDateStyles(zip: ZipReader): Promise<boolean[]> {
  if (!zip.has('xl/styles.xml')) return [];
  const custom = new Map<number, string>();
  const dates: boolean[] = [];
  // <numFmt> also appears in the differential formats of conditional formatting: only the table counts
  let inNumFmts = false;
  let inCellXfs = false;
  await readXml(zip, 'xl/styles.xml', {
    open(name, attributes) {
      if (name === 'numFmts') inNumFmts = true;
      else if (name === 'numFmt' && inNumFmts) custom.set(Number(attributes.numFmtId), attributes.formatCode ?? '');
      else if (name === 'cellXfs') inCellXfs = true;
      else if (name === 'xf' && inCellXfs) {
        const id = Number(attributes.numFmtId ?? 0);
        const code = custom.get(id);
        dates.push(code === undefined ? BUILT_IN_DATES.has(id) : isDateFormat(code));
      }
    },
    close(name) {
      if (name === 'numFmts') inNumFmts = false;
      else if (name === 'cellXfs') inCellXfs = false;
    },
  });
  return dates;
}

/** the shared string table, rich text flattened and phonetic hints left out */
export async function readSharedStrings(zip: ZipReader): Promise<string[]> {
  if (!zip.has('xl/sharedStrings.xml')) return [];
  const strings: string[] = [];
  let current: string | null = null;
  let inText = false;
  let phonetic = 0;
  await readXml(zip, 'xl/sharedStrings.xml', {
    open(name) {
      if (name === 'si') current = '';
      else if (name === 't') inText = phonetic === 0;
      else if (name === 'rPh') phonetic++;
    },
    close(name) {
      if (name === 'si' && current !== null) {
        strings.push(current);
        current = null;
      } else if (name === 't') inText = false;
      else if (name === 'rPh') phonetic--;
    },
    text(text) {
      if (inText && current !== null) current += text;
    },
  });
  return strings;
}
