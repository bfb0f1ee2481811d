import { readDateStyles, readSharedStrings, readWorkbook } from './xlsx-parts.ts';
import { readXml, StopReading } from './xlsx-xml-reader.ts';
import type { ZipReader } from './xlsx-zip-reader.ts';

/** a cell as ExcelJS would give it, minus formatting: formulas give their last result, errors and blanks null */
export type CellValue = string | number | boolean | Date | null;
export interface SheetRow {
  line: number;
  cells: CellValue[];
}
export class TooManyRowsError extends Error {}

export interface SheetOptions {
  /** cells right of this column are skipped unread */
  columns: number;
  /** rows above this line (the header) are no data; they are kept only as the source of merged cells */
  firstLine: number;
  /** reading stops at the first data row past this many */
  maxRows: number;
  hasData(cells: CellValue[]): boolean;
}

const LAST_LINE = 1_048_576;

function columnOf(ref: string): number {
  let column = 0;
  for (const char of ref.toUpperCase()) {
    const code = char.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + code - 64;
  }
  return column;
}
const lineOf = (ref: string) => Number(/\d+$/.exec(ref)?.[0] ?? 0);

const excelToDate = (serial: number, date1904: boolean) =>
  new Date(Math.round((serial - 25569 + (date1904 ? 1462 : 0)) * 86_400_000));

/**
 * The first worksheet's rows, streamed: only the first `columns` cells of each row are kept, and reading stops with
 * TooManyRowsError as soon as one data row too many is seen, so an oversized sheet is never read to its end.
 * Merged cells take the value of their range's first cell, as in ExcelJS (the ranges come after the rows).
 */
export async function readFirstSheet(zip: ZipReader, options: SheetOptions): Promise<SheetRow[]> {
  const { sheetPart, date1904 } = await readWorkbook(zip);
  const dateStyles = await readDateStyles(zip);
  const strings = await readSharedStrings(zip);
  const { columns, firstLine, maxRows, hasData } = options;
  const rows = new Map<number, CellValue[]>();
  const merges: [number, number, number, number][] = [];
  let dataRows = 0;
  const countRow = () => {
    if (++dataRows > maxRows) throw new TooManyRowsError();
  };

  let inSheetData = false;
  let line = 0;
  let cells: CellValue[] = [];
  let column = 0;
  let inCell = false;
  let type = '';
  let style = 0;
  let value = '';
  let inline = '';
  let inInline = false;
  let phonetic = 0;
  let capture: 'v' | 't' | null = null;

  function cellValue(): CellValue {
    switch (type) {
      case 's':
        return value.trim() === '' ? null : (strings[Number(value)] ?? null);
      case 'str':
        return value;
      case 'inlineStr':
        return inline;
      case 'b':
        return value.trim() === '' ? null : value.trim() === '1' || value.trim() === 'true';
      case 'e':
        return null;
      case 'd': {
        const date = new Date(value);
        return Number.isNaN(date.getTime()) ? value : date;
      }
      default: {
        if (value.trim() === '') return null;
        const number = parseFloat(value);
        return dateStyles[style] ? excelToDate(number, date1904) : number;
      }
    }
  }

  function endRow() {
    if (line < firstLine) {
      rows.set(line, cells);
      return;
    }
    if (!hasData(cells)) return;
    const earlier = rows.get(line);
    if (earlier) {
      // a row written twice: ExcelJS keeps both rows' cells, the later one winning
      for (let index = 0; index < columns; index++) if (cells[index] !== null) earlier[index] = cells[index];
    } else {
      countRow();
      rows.set(line, cells);
    }
  }

  await readXml(zip, sheetPart, {
    open(name, attributes) {
      if (name === 'sheetData') inSheetData = true;
      else if (name === 'row' && inSheetData) {
        const given = Number(attributes.r);
        line = Number.isInteger(given) && given > 0 ? given : line + 1;
        cells = new Array<CellValue>(columns).fill(null);
        column = 0;
      } else if (name === 'c' && inSheetData) {
        column = attributes.r ? columnOf(attributes.r) : column + 1;
        inCell = column >= 1 && column <= columns;
        type = attributes.t ?? 'n';
        style = Number(attributes.s ?? 0);
        value = inline = '';
      } else if (!inCell) {
        if (name === 'mergeCell' && !inSheetData && attributes.ref?.includes(':')) {
          const [from, to] = attributes.ref.replaceAll('$', '').split(':');
          const [r1, r2] = [lineOf(from), lineOf(to)].sort((a, b) => a - b);
          const [c1, c2] = [columnOf(from), columnOf(to)].sort((a, b) => a - b);
          if (r1 >= 1 && c1 >= 1) merges.push([r1, c1, Math.min(r2, LAST_LINE), c2]);
        }
      } else if (name === 'v') capture = 'v';
      else if (name === 'is') inInline = true;
      else if (name === 'rPh') phonetic++;
      else if (name === 't' && inInline && phonetic === 0) capture = 't';
    },
    close(name) {
      if (name === 'v' || name === 't') capture = null;
      else if (name === 'is') inInline = false;
      else if (name === 'rPh') phonetic--;
      else if (name === 'c' && inCell) {
        cells[column - 1] = cellValue();
        inCell = false;
      } else if (name === 'row' && inSheetData) endRow();
      else if (name === 'sheetData') inSheetData = false;
      else if (name === 'mergeCells') throw new StopReading();
    },
    text(text) {
      if (capture === 'v') value += text;
      else if (capture === 't') inline += text;
    },
  });

  // ranges never overlap in a valid sheet, so every master is read before any slave is written
  const lines = [...rows.keys()].sort((a, b) => a - b);
  const masters = merges.map(([r1, c1]) => rows.get(r1)?.[c1 - 1] ?? null);
  merges.forEach(([r1, c1, r2, c2], index) => {
    if (c1 > columns || r2 < firstLine) return;
    const master = masters[index];
    const slave = (cellsOfLine: CellValue[], at: number) => {
      for (let c = c1; c <= Math.min(c2, columns); c++) if (at !== r1 || c !== c1) cellsOfLine[c - 1] = master;
    };
    if (master !== null && hasData([master])) {
      for (let at = Math.max(r1, firstLine); at <= r2; at++) {
        let target = rows.get(at);
        if (!target) {
          countRow();
          target = new Array<CellValue>(columns).fill(null);
          rows.set(at, target);
        }
        slave(target, at);
      }
      return;
    }
    // a blank master only blanks the rows that exist: no need to walk an empty range
    let low = 0;
    let high = lines.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (lines[middle] < Math.max(r1, firstLine)) low = middle + 1;
      else high = middle;
    }
    for (let i = low; i < lines.length && lines[i] <= r2; i++) slave(rows.get(lines[i])!, lines[i]);
  });

  return [...rows]
    .filter(([at, rowCells]) => at >= firstLine && hasData(rowCells))
    .sort(([a], [b]) => a - b)
    .map(([at, rowCells]) => ({ line: at, cells: rowCells }));
}
