import type { Readable } from 'node:stream';
import { extensionOf } from '@console/shared/domain/uploads';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appMeta } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { readFirstSheet, TooManyRowsError, type CellValue } from '../../lib/xlsx-sheet-reader.ts';
import { openZip, ZipTooLargeError } from '../../lib/xlsx-zip-reader.ts';
import type { FileStorage } from '../files/file-storage.ts';
import { receiveUploads } from '../files/receive-uploads.ts';
import { IMPORT_COLUMNS } from './import-columns.ts';

// The users import template an administrator uploaded (PUT /api/admin/configs/upload-file), served by
// GET /api/admin/configs/file instead of the built-in one. The bytes live in the upload storage (DATA_DIR/files, the
// attachments' storage, which every API node already shares) under a fresh UUID per upload, with no `files` row, so
// the public /api/files/{id}/{name} link never serves it; which upload is current is one app_meta row (key below,
// JSON value), so every node switches at the same commit. No row, or an empty value: the built-in template.

export const TEMPLATE_META_KEY = 'users_import_template';
/** the built-in template is ~10 KB: 2 MB leaves room for instructions and styling, and keeps the check below cheap */
export const TEMPLATE_MAX_BYTES = 2 * 1024 * 1024;
// read on the request's thread (unlike an import): these bounds keep that well under a second
const TEMPLATE_MAX_UNZIPPED_BYTES = 10 * 1024 * 1024;
const TEMPLATE_MAX_ROWS = 1_000;
const SHOWN_PROBLEMS = 3;

export const TEMPLATE_SAVED_MESSAGE = 'Đã cập nhật tệp mẫu nhập người dùng';
export const TEMPLATE_NOT_XLSX_MESSAGE = 'Tệp mẫu phải là tệp Excel định dạng .xlsx';
export const TEMPLATE_TOO_LARGE_MESSAGE = 'Tệp mẫu không được vượt quá 2 MB';
export const TEMPLATE_SCOPE_MESSAGE =
  'Tệp mẫu dùng chung cho mọi đơn vị: chỉ tài khoản có phạm vi toàn hệ thống mới được thay tệp mẫu';

export interface CurrentTemplate {
  id: string;
  name: string;
  size: number;
  uploaded_by: number;
  uploaded_at: string;
}

export const templateStorage = (app: FastifyInstance): FileStorage => app.fileStorage;

const columnLetter = (index: number) => String.fromCharCode(65 + index);
const normalize = (value: CellValue) =>
  value === null ? '' : String(value).normalize('NFC').replace(/\s+/g, ' ').trim().toLocaleLowerCase('vi');
/** the header as the template writes it, or without its note in brackets ("Ngày sinh" for "Ngày sinh (DD/MM/YYYY)") */
const matches = (cell: CellValue, header: string) =>
  [header, header.replace(/\s*\([^)]*\)\s*$/, '')].some((name) => normalize(cell) === normalize(name));
const shown = (value: CellValue) => String(value).replace(/\s+/g, ' ').trim();

/**
 * What is wrong with a header row (the first sheet's line 1), in Vietnamese; none when it names the import's columns
 * in order (import-columns.ts; spacing, case and the bracketed note aside) and nothing right of them: the import reads cells by position.
 */
export function headerProblems(cells: CellValue[] | undefined): string[] {
  if (!cells || cells.every((cell) => normalize(cell) === '')) return ['dòng 1 của trang tính đầu tiên đang để trống'];
  const problems: string[] = [];
  IMPORT_COLUMNS.forEach((column, index) => {
    const cell = cells[index] ?? null;
    if (matches(cell, column.header)) return;
    const now = normalize(cell) === '' ? 'đang để trống' : `đang là "${shown(cell)}"`;
    problems.push(`cột ${columnLetter(index)} phải là "${column.header}" (${now})`);
  });
  const extra = cells[IMPORT_COLUMNS.length] ?? null;
  if (normalize(extra) !== '')
    problems.push(
      `cột ${columnLetter(IMPORT_COLUMNS.length)} phải để trống (mẫu có ${IMPORT_COLUMNS.length} cột, đang là "${shown(extra)}")`,
    );
  return problems;
}

/** refuses, with a 400 naming the problem, a workbook the import could not read as its template */
export async function checkTemplate(file: Buffer): Promise<void> {
  let rows;
  try {
    const zip = await openZip(file, TEMPLATE_MAX_UNZIPPED_BYTES);
    rows = await readFirstSheet(zip, {
      columns: IMPORT_COLUMNS.length + 1,
      firstLine: 1,
      maxRows: TEMPLATE_MAX_ROWS,
      hasData: (cells) => cells.some((cell) => normalize(cell) !== ''),
    });
  } catch (error) {
    if (error instanceof TooManyRowsError)
      throw new AppError('VALIDATION', `Tệp mẫu chỉ được có tối đa ${TEMPLATE_MAX_ROWS.toLocaleString('vi-VN')} dòng`);
    if (error instanceof ZipTooLargeError) throw new AppError('VALIDATION', 'Tệp mẫu quá lớn hoặc quá phức tạp để đọc');
    throw new AppError('NOT_A_SPREADSHEET');
  }
  const problems = headerProblems(rows.find((row) => row.line === 1)?.cells);
  if (!problems.length) return;
  const more = problems.length > SHOWN_PROBLEMS ? ` và ${problems.length - SHOWN_PROBLEMS} lỗi khác` : '';
  throw new AppError(
    'VALIDATION',
    `Dòng tiêu đề của tệp mẫu không đúng: ${problems.slice(0, SHOWN_PROBLEMS).join('; ')}${more}`,
  );
}

async function readAll(stream: Readable | null): Promise<Buffer> {
  if (!stream) throw new Error('the template just stored is missing');
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function parseCurrent(value: string | undefined): CurrentTemplate | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as CurrentTemplate;
    return typeof parsed?.id === 'string' ? parsed : null;
  } catch {
    return null;
  }
}

export async function currentTemplate(app: FastifyInstance): Promise<CurrentTemplate | null> {
  const [row] = await app.db.select().from(appMeta).where(eq(appMeta.key, TEMPLATE_META_KEY));
  return parseCurrent(row?.value);
}

/** the uploaded template's bytes, or null for the built-in one (also when its bytes went missing: logged) */
export async function openCurrentTemplate(app: FastifyInstance, request: FastifyRequest): Promise<Readable | null> {
  const current = await currentTemplate(app);
  if (!current) return null;
  const stream = await templateStorage(app).get(current.id);
  if (!stream) request.log.warn({ template: current.id }, 'uploaded import template missing from storage');
  return stream;
}

/**
 * Stores the uploaded workbook (field `file`, or `files` as POST /api/files takes it; one .xlsx within
 * TEMPLATE_MAX_BYTES whose header row is the import's) and makes it the current template. On any refusal nothing is
 * left stored and the current template stays. The previous upload's bytes are removed once the switch committed.
 */
export async function replaceTemplate(app: FastifyInstance, request: FastifyRequest): Promise<CurrentTemplate> {
  const storage = templateStorage(app);
  const [file] = await receiveUploads(request, storage, ['excel'], {
    fieldNames: ['file', 'files', 'files[]'],
    maxFiles: 1,
  });
  let previous: CurrentTemplate | null = null;
  const current: CurrentTemplate = {
    id: file.id,
    name: file.name,
    size: file.size,
    uploaded_by: request.auth!.user.id,
    uploaded_at: new Date().toISOString(),
  };
  try {
    if (extensionOf(file.name) !== 'xlsx') throw new AppError('VALIDATION', TEMPLATE_NOT_XLSX_MESSAGE);
    if (file.size > TEMPLATE_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', TEMPLATE_TOO_LARGE_MESSAGE);
    await checkTemplate(await readAll(await storage.get(file.id)));
    await app.db.insert(appMeta).values({ key: TEMPLATE_META_KEY, value: '' }).onConflictDoNothing();
    // the row locked while it changes: of two uploads at once each sees the other's as the one it replaces
    await app.db.transaction(async (tx) => {
      const [row] = await tx.select().from(appMeta).where(eq(appMeta.key, TEMPLATE_META_KEY)).for('update');
      previous = parseCurrent(row?.value);
      await tx
        .update(appMeta)
        .set({ value: JSON.stringify(current) })
        .where(eq(appMeta.key, TEMPLATE_META_KEY));
    });
  } catch (error) {
    await storage.delete(file.id);
    throw error;
  }
  const replaced = previous as CurrentTemplate | null;
  if (replaced && replaced.id !== current.id) await storage.delete(replaced.id).catch(() => {});
  return current;
}
