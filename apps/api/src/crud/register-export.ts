import { listFieldsOf } from '@console/shared/resources/list-fields';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, ZEnvelope } from '../lib/envelope.ts';
import { createXlsxStream } from '../lib/xlsx-stream-writer.ts';
import { sendXlsx } from '../lib/xlsx-download.ts';
import { exportColumns } from './export-cells.ts';
import { dropForbiddenFilters } from './filter-permissions.ts';
import { createResourceRepository, type ListQuery, type TargetOf } from './resource-repository.ts';
import { listQuerySchema } from './resource-schemas.ts';
import type { ResourceTable } from './resource-table.ts';

const PAGE = 1_000;
/** a spreadsheet an officer opens on a commune office's computer, not a database dump */
const MAX_ROWS = 50_000;

/**
 * GET /api/admin/{name}/export → a link valid 5 minutes (the browser downloads it without the Authorization header)
 * to GET /api/files/{name}-export, the list's rows (its filters, keyword and sort, the caller's units) as XLSX,
 * written page by page as they are read.
 */
export function registerExport(parent: FastifyInstance, bound: ResourceTable, targetOf: TargetOf) {
  const { resource } = bound;
  if (!resource.export) return;
  const app = parent.withTypeProvider<ZodTypeProvider>();
  const repository = createResourceRepository(app.db, bound, targetOf);
  const link = `${resource.name}-export`;
  const permission = { action: 'list' as const, subject: resource.subject };
  const fields = Object.keys(resource.fields).filter((key) => listFieldsOf(resource).includes(key));
  const { columns, cells } = exportColumns(resource, fields);
  const tags = [resource.name];

  app.get(
    `/api/admin/${resource.name}/export`,
    {
      config: { access: permission },
      schema: {
        tags,
        querystring: listQuerySchema(resource),
        response: { 200: ZEnvelope(z.object({ url: z.string() })) },
      },
    },
    async (request) => {
      const {
        length: _l,
        start: _s,
        page: _p,
        ...filters
      } = dropForbiddenFilters(request.auth!.ability, request.query as ListQuery);
      const session = { userId: request.auth!.user.id, sessionId: request.auth!.sessionId };
      const token = await app.tokens.signLink(link, session, filters, 5);
      return ok({ url: `/api/files/${link}?token=${token}` });
    },
  );

  app.get(
    `/api/files/${link}`,
    {
      config: { access: { link, permission } },
      schema: { tags, querystring: z.object({ token: z.string().max(4_000) }) },
    },
    async (request, reply) => {
      const { scope, link: signed } = request.auth!;
      const query = signed!.data as Omit<ListQuery, 'length'>;
      return sendXlsx(request, reply, resource.export!.fileName, async (output) => {
        const sheet = createXlsxStream(output, resource.label, columns);
        let written = 0;
        for (let page = 1; written < MAX_ROWS; page++) {
          const { entries } = await repository.list(scope, { ...query, length: PAGE, page });
          for (const row of entries) await sheet.addRow(cells(row, ++written));
          if (entries.length < PAGE) break;
        }
        await sheet.finish();
      });
    },
  );
}
