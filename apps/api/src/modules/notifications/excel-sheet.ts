import {
  EXCEL_EMPTY_MESSAGE,
  EXCEL_NOTIFICATION_MAX_COLUMNS,
  EXCEL_NOTIFICATION_MAX_LINES,
  EXCEL_TOO_LARGE_MESSAGE,
  EXCEL_TOO_MANY_LINES_MESSAGE,
  EXCEL_UNREADABLE_MESSAGE,
  NOTIFICATION_EXCEL_FIELDS,
} from '@console/shared/forms/notification-excel';
import type { Attachment } from '@console/shared/field-kinds/attachments';
import { formatMessage } from '@console/shared/validation/messages';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { files } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { readFirstSheet, TooManyRowsError, type CellValue } from '../../lib/xlsx-sheet-reader.ts';
import { openZip, ZipTooLargeError } from '../../lib/xlsx-zip-reader.ts';

// 100,000 lines of a dozen short columns unzip to ~40 MB of XML; past this the file is refused before inflating
const MAX_UNZIPPED_BYTES = 150 * 1024 * 1024;
// longer than any sensible value; keeps a crafted sheet of huge shared strings from filling memory per cell
const CELL_MAX_CHARS = 1_000;
const UPLOADED_ID = /^\/api\/files\/([0-9a-f-]{36})\//i;

export interface SheetLine {
  line: number;
  recipient: string;
  /** the cells of columns B… by their header's name */
  values: Record<string, string>;
}
export interface RecipientSheet {
  columns: string[];
  lines: SheetLine[];
}

function cellText(value: CellValue): string {
  if (value === null) return '';
  if (value instanceof Date) {
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${pad(value.getUTCDate())}/${pad(value.getUTCMonth() + 1)}/${value.getUTCFullYear()}`;
  }
  return String(value).trim().slice(0, CELL_MAX_CHARS);
}

/** Excel drops the leading zero of a phone number typed into a General cell: 912345678 → 0912345678 */
const recipientText = (value: CellValue) =>
  typeof value === 'number' && String(value).length === 9 ? `0${value}` : cellText(value);

/**
 * The uploaded file named by the body, as bytes: it must be an upload of the caller's (or the file the notification
 * already uses, when a colleague edits it), so nobody reads a sheet somebody else uploaded through this door.
 */
async function uploadedBytes(app: FastifyInstance, file: Attachment, userId: number, currentPath?: string) {
  const refused = () => new AppError('VALIDATION', formatMessage(NOTIFICATION_EXCEL_FIELDS.file.label));
  const id = UPLOADED_ID.exec(file.path)?.[1]?.toLowerCase();
  if (!id || !/\.xlsx$/i.test(file.name)) throw new AppError('VALIDATION', EXCEL_UNREADABLE_MESSAGE);
  const [row] = await app.db.select({ ownerId: files.ownerId }).from(files).where(eq(files.id, id));
  if (!row || (row.ownerId !== userId && file.path !== currentPath)) throw refused();
  const stream = await app.fileStorage.get(id);
  if (!stream) throw refused();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The recipients sheet: line 1 names the columns (A: phone number or username; the others: the placeholders' names),
 * each later line with data is one recipient. Refused (400, Vietnamese) past 100,000 lines, when unreadable or empty.
 */
export async function readRecipientSheet(
  app: FastifyInstance,
  file: Attachment,
  userId: number,
  currentPath?: string,
): Promise<RecipientSheet> {
  const bytes = await uploadedBytes(app, file, userId, currentPath);
  let rows;
  try {
    const zip = await openZip(bytes, MAX_UNZIPPED_BYTES);
    rows = await readFirstSheet(zip, {
      columns: EXCEL_NOTIFICATION_MAX_COLUMNS,
      firstLine: 1,
      // the header is read as one more row
      maxRows: EXCEL_NOTIFICATION_MAX_LINES + 1,
      hasData: (cells) => cells.some((cell) => cellText(cell) !== ''),
    });
  } catch (error) {
    if (error instanceof TooManyRowsError) throw new AppError('VALIDATION', EXCEL_TOO_MANY_LINES_MESSAGE);
    if (error instanceof ZipTooLargeError) throw new AppError('VALIDATION', EXCEL_TOO_LARGE_MESSAGE);
    throw new AppError('VALIDATION', EXCEL_UNREADABLE_MESSAGE);
  }
  const [header, ...data] = rows;
  if (!header || !data.length) throw new AppError('VALIDATION', EXCEL_EMPTY_MESSAGE);
  const names = header.cells.map(cellText);
  const columns = names.slice(1).filter((name) => name !== '');
  const lines = data.map(({ line, cells }) => {
    const values: Record<string, string> = {};
    names.forEach((name, index) => {
      if (index > 0 && name !== '') values[name] = cellText(cells[index]);
    });
    return { line, recipient: recipientText(cells[0]), values };
  });
  return { columns, lines };
}
