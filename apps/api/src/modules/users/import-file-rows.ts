import { readFirstSheet, TooManyRowsError, type CellValue } from '../../lib/xlsx-sheet-reader.ts';
import { openZip, ZipTooLargeError } from '../../lib/xlsx-zip-reader.ts';
import { IMPORT_COLUMNS, type ImportKey, type ImportRow } from './import-columns.ts';

/** why a file was refused; anything else went wrong reading it means it is no spreadsheet we can read */
export type ImportRefusal = 'rows' | 'size' | 'format';

/** one cell as the officer typed it: dates as DD/MM/YYYY, numbers without Excel's formatting, rich text flattened */
function cellText(value: CellValue): string {
  if (value === null) return '';
  if (value instanceof Date) {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${pad(value.getUTCDate())}/${pad(value.getUTCMonth() + 1)}/${value.getUTCFullYear()}`;
  }
  return String(value).trim();
}

/** Excel drops leading zeros of numbers typed into General cells: give phone numbers and CCCD theirs back */
function restoreZeros(key: ImportKey, raw: CellValue, text: string): string {
  if (typeof raw !== 'number') return text;
  if (key === 'phone' && text.length === 9) return `0${text}`;
  if (key === 'id_card_number' && text.length === 11) return `0${text}`;
  if (key === 'ward_code' && text.length < 5) return text.padStart(5, '0');
  return text;
}

/** the data rows of the first sheet (line 1 is the header), refused past maxRows rows or maxBytes of unzipped parts */
export async function readImportFile(
  file: Buffer,
  limits: { maxRows: number; maxBytes: number },
): Promise<ImportRow[]> {
  const zip = await openZip(file, limits.maxBytes);
  const rows = await readFirstSheet(zip, {
    columns: IMPORT_COLUMNS.length,
    firstLine: 2,
    maxRows: limits.maxRows,
    hasData: (cells) => cells.some((cell) => cellText(cell) !== ''),
  });
  // A shared string is one object in this worker however many cells use it, but postMessage copies it once per cell:
  // an 8 KB file whose every cell points at one 100 KB string became 2 GB in the API's own heap. So each cell is cut
  // to a length no import field reaches (the row check still reports it as too long), and the rows' total text is
  // held to the same bound as the unzipped file.
  let characters = 0;
  return rows.map(({ line, cells }) => {
    const record = { line } as ImportRow;
    IMPORT_COLUMNS.forEach((column, index) => {
      const text = restoreZeros(column.key, cells[index], cellText(cells[index])).slice(0, IMPORT_CELL_MAX_CHARS);
      characters += text.length;
      record[column.key] = text;
    });
    if (characters > limits.maxBytes) throw new ZipTooLargeError();
    return record;
  });
}

/** longer than any import field may be (none takes more than 255), so cutting there changes no verdict */
export const IMPORT_CELL_MAX_CHARS = 1_000;

export function refusalOf(error: unknown): ImportRefusal {
  if (error instanceof TooManyRowsError) return 'rows';
  if (error instanceof ZipTooLargeError) return 'size';
  return 'format';
}
