import { Readable } from 'node:stream';
import { DOCUMENT_UPLOAD_GROUPS, UPLOAD_GROUPS, type UploadGroup } from '@console/shared/domain/uploads';
import { formatMessage } from '@console/shared/validation/messages';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { files } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { list, ZList } from '../../lib/envelope.ts';
import { contentDisposition, filePath, isFileId } from './file-names.ts';
import { acceptUploads } from './accept-uploads.ts';
import type { FileStorage } from './file-storage.ts';
import { isInlineMime } from './file-types.ts';
import { deleteStored, isImageVariant, prepareImage, variantKey, type ImageVariant } from './image-variants.ts';
import { consumeRateLimits, RATE_LIMITS, sendTooMany } from './rate-counter.ts';
import { receiveUploads } from './receive-uploads.ts';

const tags = ['files'];
const ZUploadedFile = z.object({
  id: z.string(),
  path: z.string(),
  name: z.string(),
  type: z.enum(['image', 'video', 'file']),
  size: z.number(),
});
/** `groups`: the groups a form accepts among `allowed`, comma-separated; all of them when absent */
const connectorQuery = (allowed: readonly UploadGroup[]) =>
  z.object({
    groups: z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (!value) return allowed;
        const groups = value.split(',').map((g) => g.trim());
        if (groups.some((g) => !allowed.includes(g as UploadGroup))) {
          ctx.addIssue({ code: 'custom', message: formatMessage('Nhóm tệp') });
          return z.NEVER;
        }
        return groups as UploadGroup[];
      }),
  });
/** the groups a form accepts (spec §5: word, excel, pdf, powerpoint, image; sentiments add video); default all */
const ZUploadQuery = connectorQuery(UPLOAD_GROUPS);
const CONNECTOR_GROUPS: Record<'images' | 'videos' | 'files', readonly UploadGroup[]> = {
  images: ['image'],
  videos: ['video'],
  files: DOCUMENT_UPLOAD_GROUPS,
};
const TOO_MANY_UPLOADS = 'Bạn đã tải lên quá nhiều tệp, vui lòng thử lại sau';

/**
 * POST /api/files: any signed-in account, or a guest (a citizen sending a sentiment with photos) under a per-IP
 * limit. GET /api/files/{id}/{name}: whoever holds the link (see docs/decisions.md "Uploaded files").
 */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);
  const storage: FileStorage = app.fileStorage;

  /** checks, stores and records the files of a multipart request in the given groups, answering their links */
  async function upload(request: FastifyRequest, reply: FastifyReply, groups: readonly UploadGroup[]) {
    const auth = request.auth;
    // a token that no longer works is a signed-out account, not a guest
    if (!auth && request.headers.authorization) throw new AppError('UNAUTHENTICATED');
    const rule = auth
      ? { key: `upload-account:${auth.user.id}`, ...RATE_LIMITS.accountUploads }
      : { key: `upload-guest-ip:${request.ip}`, ...RATE_LIMITS.guestUploadsPerIp };
    const retryAfter = await consumeRateLimits(app.rateCounter, [rule]);
    if (retryAfter) return sendTooMany(reply, retryAfter, TOO_MANY_UPLOADS);
    // guests also have a volume per address: checked before, counted after (one request may overshoot it)
    const volume = { key: `upload-guest-kib:${request.ip}`, ...RATE_LIMITS.guestUploadKibPerIp };
    if (!auth) {
      const used = await app.rateCounter.hit(volume.key, volume.windowMs, 0);
      if (used.hits >= volume.limit)
        return sendTooMany(reply, Math.max(1, Math.ceil(used.resetInMs / 1000)), TOO_MANY_UPLOADS);
    }

    const stored = await receiveUploads(request, storage, groups);
    if (!auth) {
      const kib = Math.ceil(stored.reduce((sum, file) => sum + file.size, 0) / 1024);
      await app.rateCounter.hit(volume.key, volume.windowMs, kib);
    }
    let prepared: Awaited<ReturnType<typeof prepareImage>>[];
    try {
      // pictures upright, without their metadata, with their smaller copies (image-variants.ts)
      prepared = await Promise.all(stored.map((file) => prepareImage(storage, file)));
      await app.db.insert(files).values(prepared.map((file) => ({ ...file, ownerId: auth?.user.id ?? null })));
    } catch (error) {
      await Promise.all(stored.map((file) => deleteStored(storage, file.id)));
      throw error;
    }
    const entries = prepared.map((file) => ({
      id: file.id,
      path: filePath(file.id, file.name),
      name: file.name,
      type: file.type,
      size: file.size,
    }));
    return list(entries.length, entries);
  }

  app.post(
    '/api/files',
    {
      config: { access: 'public' },
      schema: { tags, querystring: ZUploadQuery, response: { 200: ZList(ZUploadedFile) } },
    },
    (request, reply) => upload(request, reply, request.query.groups),
  );

  // spec §7 "File upload: three connector endpoints (images, videos, files), each with a fixed query": the editors'
  // and forms' uploads, for staff, each bound to its groups (files: the documents, narrowed by `groups` if asked)
  for (const [kind, groups] of Object.entries(CONNECTOR_GROUPS)) {
    app.post(
      `/api/connector/${kind}`,
      {
        config: { access: 'staff' },
        schema: { tags, querystring: connectorQuery(groups), response: { 200: ZList(ZUploadedFile) } },
      },
      (request, reply) => upload(request, reply, (request.query as { groups: UploadGroup[] }).groups),
    );
  }

  app.get(
    '/api/files/:id/:name',
    {
      config: { access: 'public' },
      schema: {
        tags,
        params: z.object({ id: z.string().max(100), name: z.string().max(1_000) }),
        // ?size=thumb|list: a picture's smaller copy (image-variants.ts); anything else, or a file without copies,
        // answers the file itself
        querystring: z.object({ size: z.string().max(20).optional() }),
      },
    },
    async (request, reply) => {
      const id = request.params.id.toLowerCase();
      if (!isFileId(id)) throw new AppError('NOT_FOUND');
      const [row] = await app.db
        .select({ name: files.name, mime: files.mime, size: files.size, variants: files.variants })
        .from(files)
        .where(eq(files.id, id));
      if (!row) throw new AppError('NOT_FOUND');
      const variant = request.query.size;
      const copy = isImageVariant(variant) ? row.variants?.[variant] : undefined;
      // the copy is a WebP under its own key and its own ETag; the name stays the picture's
      const file = copy
        ? { name: row.name, mime: 'image/webp', size: copy, key: variantKey(id, variant as ImageVariant) }
        : { ...row, key: id };

      // a file never changes under its id
      reply
        .header('content-type', file.mime)
        .header('content-disposition', contentDisposition(isInlineMime(file.mime) ? 'inline' : 'attachment', file.name))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('etag', `"${file.key}"`)
        .header('accept-ranges', 'bytes')
        // the citizen app may show the photos from another origin
        .header('cross-origin-resource-policy', 'cross-origin');
      if (request.headers['if-none-match'] === `"${file.key}"`) return reply.status(304).send();

      const range = parseRange(request.headers.range, file.size);
      if (range === 'unsatisfiable') return reply.status(416).header('content-range', `bytes */${file.size}`).send();
      // HEAD: the headers only; Fastify would otherwise read the whole stream to discard it
      if (request.method === 'HEAD') return sendBytes(reply, Readable.from([]), file.size, range);
      const body = await storage.get(file.key, range ?? undefined);
      if (!body) throw new AppError('NOT_FOUND');
      return sendBytes(reply, body, file.size, range);
    },
  );
};

function sendBytes(
  reply: FastifyReply,
  body: NodeJS.ReadableStream,
  size: number,
  range: { start: number; end: number } | null,
) {
  if (!range) return reply.header('content-length', String(size)).send(body);
  return reply
    .status(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .header('content-length', String(range.end - range.start + 1))
    .send(body);
}

/** one byte range (video players seek with them); several ranges or a malformed header get the whole file */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | null | 'unsatisfiable' {
  const match = header && /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    // the last N bytes
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end || size === 0) return 'unsatisfiable';
  return { start, end };
}
