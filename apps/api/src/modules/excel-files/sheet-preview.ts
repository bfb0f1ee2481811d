import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/** how much of the first sheet a preview shows: enough to recognise the file on a phone, never the whole of it */
export const PREVIEW_ROWS = 100;
export const PREVIEW_COLUMNS = 30;
const CELL_TEXT = 200;

export type PreviewCell = string | number | null;

export interface SheetPreview {
  sheet: string;
  /** the first rows, each as many cells as the widest of them, empty cells null */
  rows: PreviewCell[][];
  /** the rows the sheet has in all */
  total_rows: number;
  truncated: boolean;
}

const dayOf = (date: Date) =>
  `${String(date.getUTCDate()).padStart(2, '0')}/${String(date.getUTCMonth() + 1).padStart(2, '0')}/${date.getUTCFullYear()}`;

/** a cell as an officer reads it in Excel: the result of a formula, the text of rich text or a link, a day for a date */
function cellOf(value: ExcelJS.CellValue): PreviewCell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 'Đúng' : 'Sai';
  // Excel keeps a day without a zone: its parts are read as stored
  if (value instanceof Date) return dayOf(value);
  if (typeof value === 'string') return value.slice(0, CELL_TEXT);
  if ('richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .slice(0, CELL_TEXT);
  if ('result' in value) return cellOf((value.result ?? null) as ExcelJS.CellValue);
  if ('text' in value) return String(value.text).slice(0, CELL_TEXT);
  if ('error' in value) return String(value.error);
  return null;
}

/**
 * The first sheet of an .xlsx, streamed: its first rows and how many it has, in memory only what is shown (the rest
 * of the sheet is counted as it passes, the other sheets are not read).
 */
export async function previewFirstSheet(source: Readable): Promise<SheetPreview> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  try {
    for await (const sheet of reader) {
      const rows: PreviewCell[][] = [];
      let total = 0;
      let width = 0;
      for await (const row of sheet) {
        total = Math.max(total, row.number);
        if (row.number > PREVIEW_ROWS) continue;
        // row.values starts at index 1 (Excel's column A)
        const values = (row.values as ExcelJS.CellValue[]).slice(1, PREVIEW_COLUMNS + 1).map(cellOf);
        while (rows.length < row.number - 1) rows.push([]);
        rows.push(values);
        width = Math.max(width, values.length);
      }
      const padded = rows.map((cells) => [...cells, ...Array<PreviewCell>(width - cells.length).fill(null)]);
      const name = (sheet as unknown as { name?: string }).name ?? 'Sheet1';
      return { sheet: name, rows: padded, total_rows: total, truncated: total > PREVIEW_ROWS };
    }
    return { sheet: '', rows: [], total_rows: 0, truncated: false };
  } finally {
    source.destroy();
  }
}
