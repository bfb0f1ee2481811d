import { excelFiles } from '@console/shared/resources/excel-files';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resourceTableOf } from '../../crud/resource-tables.ts';
import { createResourceRepository } from '../../crud/resource-repository.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok, ZEnvelope, ZIdParams } from '../../lib/envelope.ts';
import { answeredTooMany, RATE_LIMITS } from '../files/rate-counter.ts';
import { previewFirstSheet } from './sheet-preview.ts';

const UPLOADED_ID = /^\/api\/files\/([0-9a-f-]{36})\//i;
const ZCell = z.union([z.string(), z.number(), z.null()]);
const ZPreview = ZEnvelope(
  z.object({ sheet: z.string(), rows: z.array(z.array(ZCell)), total_rows: z.number(), truncated: z.boolean() }),
);
const EVERYWHERE = { level: 'all' } as const;

/**
 * The first sheet of a published spreadsheet (upload-excel), read from the stored file: for staff before they
 * publish it (GET /api/admin/excel-files/{id}/preview, the area's read permission and scope) and for residents once
 * published (GET /api/web/excel-files/{id}/preview, limited per address like the other public reads).
 */
export async function excelPreviewRoutes(parent: FastifyInstance) {
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const bound = resourceTableOf(excelFiles.name)!;
  const repository = createResourceRepository(app.db, bound, resourceTableOf);
  const storage = app.fileStorage;
  const tags = [excelFiles.name];

  async function preview(row: Record<string, unknown> | null) {
    if (!row) throw new AppError('NOT_FOUND');
    const [file] = (row.file as { path: string; name: string }[] | null) ?? [];
    const id = file && UPLOADED_ID.exec(file.path)?.[1];
    if (!id) throw new AppError('NOT_FOUND');
    if (!/\.xlsx$/i.test(file.name))
      throw new AppError('VALIDATION', 'Chỉ xem trước được tệp .xlsx; tệp .xls vẫn tải về được');
    const bytes = await storage.get(id);
    if (!bytes) throw new AppError('NOT_FOUND');
    try {
      return ok(await previewFirstSheet(bytes));
    } catch {
      // a file whose content is not a workbook (renamed, damaged): the officer's words, not a server error
      throw new AppError('VALIDATION', 'Không đọc được tệp Excel này');
    }
  }

  app.get(
    `/api/admin/${excelFiles.name}/:id/preview`,
    {
      config: { access: { action: 'read', subject: excelFiles.subject } },
      schema: { tags, params: ZIdParams, response: { 200: ZPreview } },
    },
    async (request) => preview(await repository.get(request.auth!.scope, request.params.id)),
  );

  app.get(
    `/api/web/${excelFiles.name}/:id/preview`,
    {
      config: { access: 'public' },
      schema: { tags: [`web ${excelFiles.name}`], params: ZIdParams, response: { 200: ZPreview } },
    },
    async (request: FastifyRequest<{ Params: { id: number } }>, reply: FastifyReply) => {
      const key = `public-read:${request.ip}`;
      if (await answeredTooMany(app.rateCounter, reply, [{ key, ...RATE_LIMITS.publicReadsPerIp }])) return reply;
      const published = eq(bound.column('is_published'), true);
      return preview(await repository.get(EVERYWHERE, request.params.id, [published]));
    },
  );
}
