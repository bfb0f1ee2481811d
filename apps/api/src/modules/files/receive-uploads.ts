import { randomUUID } from 'node:crypto';
import { Transform, pipeline, type Readable, type TransformCallback } from 'node:stream';
import { UPLOAD_MAX_FILES } from '@console/shared/domain/limits';
import { attachmentType, type AttachmentType } from '@console/shared/domain/sentiments';
import {
  NO_FILE_MESSAGE,
  TOO_MANY_UPLOADS_MESSAGE,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_TOTAL_BYTES,
  UPLOAD_TOTAL_TOO_LARGE_MESSAGE,
  emptyFileMessage,
  fileContentMismatchMessage,
  fileTooLargeMessage,
  unsupportedFileMessage,
  type UploadGroup,
} from '@console/shared/domain/uploads';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { cleanFileName } from './file-names.ts';
import type { FileStorage } from './file-storage.ts';
import { SNIFF_BYTES, fileKindOf } from './file-types.ts';

export interface StoredUpload {
  id: string;
  name: string;
  mime: string;
  size: number;
  type: AttachmentType;
}

const FIELD_NAMES = ['files', 'files[]'];
const ONE_FILE_MESSAGE = 'Chỉ được tải lên một tệp mỗi lần';
const LARGEST_FILE = Math.max(...Object.values(UPLOAD_MAX_BYTES));

/**
 * Streams each file of the multipart body (field `files`) to storage while checking it: allowed extension, first
 * bytes matching it, size of its group and of the whole request. Nothing is kept unless every file passes; the
 * caller then records the metadata (and deletes the stored bytes when that fails).
 */
export async function receiveUploads(
  request: FastifyRequest,
  storage: FileStorage,
  groups: readonly UploadGroup[],
  /** a single-file form (the import template): its field name(s) and at most this many files */
  options: { fieldNames?: readonly string[]; maxFiles?: number } = {},
): Promise<StoredUpload[]> {
  const stored: StoredUpload[] = [];
  let total = 0;
  try {
    // per-request limits over the app-wide registration (files: 1 for the single-file imports)
    const files = request.files({
      limits: {
        files: options.maxFiles ?? UPLOAD_MAX_FILES,
        fileSize: LARGEST_FILE + 1,
        fields: 20,
        fieldSize: 1_000,
        parts: 40,
      },
    });
    for await (const part of files) {
      if (!(options.fieldNames ?? FIELD_NAMES).includes(part.fieldname))
        throw new AppError('VALIDATION', NO_FILE_MESSAGE);
      const name = cleanFileName(part.filename);
      const kind = fileKindOf(name);
      if (!name || !kind || !groups.includes(kind.group))
        throw new AppError('VALIDATION', unsupportedFileMessage(name || part.filename, groups));
      const id = randomUUID();
      const guard = new UploadGuard(name, kind, UPLOAD_MAX_BYTES[kind.group], UPLOAD_MAX_TOTAL_BYTES - total);
      await storage.put(id, pipeline(part.file, guard, () => {}) as Readable);
      total += guard.size;
      stored.push({ id, name, mime: kind.mime, size: guard.size, type: attachmentType(name) });
    }
  } catch (error) {
    await Promise.all(stored.map((file) => storage.delete(file.id)));
    throw asUploadError(error, options.maxFiles);
  }
  if (stored.length === 0) throw new AppError('VALIDATION', NO_FILE_MESSAGE);
  return stored;
}

function asUploadError(error: unknown, maxFiles?: number): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT')
    return new AppError('VALIDATION', maxFiles === 1 ? ONE_FILE_MESSAGE : TOO_MANY_UPLOADS_MESSAGE);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new AppError('VALIDATION', NO_FILE_MESSAGE);
  if (code?.startsWith('FST_') || (error instanceof Error && /multipart|boundary|part/i.test(error.message)))
    return new AppError('VALIDATION');
  return error;
}

/** passes the bytes through once the first ones match the extension; stops at the size limits */
class UploadGuard extends Transform {
  size = 0;
  private head: Buffer[] = [];
  private headLength = 0;
  private checked = false;

  constructor(
    private readonly name: string,
    private readonly kind: { group: UploadGroup; matches: (head: Buffer) => boolean },
    private readonly maxBytes: number,
    private readonly remainingTotal: number,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.size += chunk.length;
    if (this.size > this.maxBytes)
      return callback(new AppError('PAYLOAD_TOO_LARGE', fileTooLargeMessage(this.name, this.kind.group)));
    if (this.size > this.remainingTotal)
      return callback(new AppError('PAYLOAD_TOO_LARGE', UPLOAD_TOTAL_TOO_LARGE_MESSAGE));
    if (this.checked) return callback(null, chunk);
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < SNIFF_BYTES) return callback();
    this.release(callback);
  }

  override _flush(callback: TransformCallback) {
    if (this.size === 0) return callback(new AppError('VALIDATION', emptyFileMessage(this.name)));
    if (!this.checked) return this.release(callback);
    callback();
  }

  private release(callback: TransformCallback) {
    const head = Buffer.concat(this.head);
    this.head = [];
    if (!this.kind.matches(head)) return callback(new AppError('VALIDATION', fileContentMismatchMessage(this.name)));
    this.checked = true;
    callback(null, head);
  }
}
