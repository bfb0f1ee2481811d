import { acceptUploads } from '../files/accept-uploads.ts';
import { formatMessage } from '@console/shared/validation/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dropForbiddenFilters } from '../../crud/filter-permissions.ts';
import { AppError } from '../../lib/app-error.ts';
import { ok, ZEnvelope } from '../../lib/envelope.ts';
import { grantableRoles } from './grant-rules.ts';
import { writeUsersXlsx } from './user-export.ts';
import {
  openCurrentTemplate,
  replaceTemplate,
  TEMPLATE_SAVED_MESSAGE,
  TEMPLATE_SCOPE_MESSAGE,
} from './import-template.ts';
import { insertImported, validateImport } from './user-import.ts';
import { templateWorkbook } from './user-import-sheet.ts';
import { parseImportFile } from './user-import-parse.ts';
import { ZUserQuery } from './user-routes.ts';
import type { UserListQuery } from './user-queries.ts';
import { attachment, sendXlsx, XLSX_TYPE } from '../../lib/xlsx-download.ts';

const EXPORT_LINK = 'export-users';
const tags = ['users'];
const ZImportResult = z.object({
  total: z.number(),
  valid: z.number(),
  imported: z.number(),
  errors: z.array(z.object({ line: z.number(), message: z.string() })),
});

export const importExportRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);
  app.get(
    '/api/admin/configs/file',
    { config: { access: { action: 'import', subject: 'users' } }, schema: { tags } },
    async (request, reply) => {
      // an administrator's upload when there is one (import-template.ts), else the built-in template
      const uploaded = await openCurrentTemplate(app, request);
      if (uploaded)
        return reply
          .type(XLSX_TYPE)
          .header('content-disposition', attachment('mau-nhap-nguoi-dung.xlsx'))
          .send(uploaded);
      const roles = await grantableRoles(app.db, request.auth!.user);
      // the template lists only roles a row may name: one waiting for approval is refused
      const file = await templateWorkbook(roles.filter((role) => role.is_approved));
      return reply.type(XLSX_TYPE).header('content-disposition', attachment('mau-nhap-nguoi-dung.xlsx')).send(file);
    },
  );

  // spec §7: the template GET /api/admin/configs/file hands out is replaced by an uploaded .xlsx (import-template.ts)
  app.put(
    '/api/admin/configs/upload-file',
    {
      config: { access: { action: 'import', subject: 'users' } },
      schema: {
        tags,
        response: {
          200: ZEnvelope(z.object({ name: z.string(), size: z.number(), uploaded_at: z.string() })),
        },
      },
    },
    async (request) => {
      // one file for every unit: not a ward's or a province's to change
      if (request.auth!.scope.level !== 'all') throw new AppError('FORBIDDEN', TEMPLATE_SCOPE_MESSAGE);
      const { name, size, uploaded_at } = await replaceTemplate(app, request);
      return ok({ name, size, uploaded_at }, TEMPLATE_SAVED_MESSAGE);
    },
  );

  // dry_run=true answers the validation preview; otherwise every row is stored, or none when one is wrong
  app.post(
    '/api/admin/import-users',
    {
      config: { access: { action: 'import', subject: 'users' } },
      schema: {
        tags,
        querystring: z.object({ dry_run: z.enum(['true', 'false']).optional() }),
        response: { 200: ZEnvelope(ZImportResult), 400: ZEnvelope(ZImportResult.nullable()) },
      },
    },
    async (request, reply) => {
      const file = await request.file().catch(() => undefined);
      if (!file) throw new AppError('VALIDATION', formatMessage('Tệp Excel'));
      // read in a worker thread, within a row and an unzipped-size limit: every refusal of the file is a 400
      // read in a worker thread; a refused file rejects with a 400 AppError
      const rows = await parseImportFile(await file.toBuffer(), request.log);
      const { errors, valid } = await validateImport(app.db, request.auth!.user, request.auth!.scope, rows);
      const summary = { total: rows.length, valid: valid.length, errors: errors.slice(0, 1_000) };
      if (request.query.dry_run === 'true')
        return ok({ ...summary, imported: 0 }, errors.length ? `Có ${errors.length} dòng lỗi` : 'Dữ liệu hợp lệ');
      if (errors.length) {
        return reply.status(400).send({
          code: 400,
          message: `Tệp có ${errors.length} dòng lỗi, chưa lưu dòng nào`,
          data: { ...summary, imported: 0 },
        });
      }
      const imported = await insertImported(app.db, valid);
      return ok({ ...summary, imported }, `Đã nhập ${imported} người dùng`);
    },
  );

  app.get(
    '/api/admin/export-users',
    {
      config: { access: { action: 'list', subject: 'users' } },
      schema: { tags, querystring: ZUserQuery, response: { 200: ZEnvelope(z.object({ url: z.string() })) } },
    },
    async (request) => {
      const {
        length: _length,
        start: _start,
        page: _page,
        ...filters
      } = dropForbiddenFilters(request.auth!.ability, request.query);
      const token = await app.tokens.signLink(
        EXPORT_LINK,
        { userId: request.auth!.user.id, sessionId: request.auth!.sessionId },
        filters,
        5,
      );
      return ok({ url: `/api/files/users-export?token=${token}` });
    },
  );

  // the browser opens this link itself; the signed token stands in for the Authorization header, for 5 minutes, and
  // works for this download only (tokens.ts: a link is no session token, and a session token is no link)
  app.get(
    '/api/files/users-export',
    {
      config: { access: { link: EXPORT_LINK, permission: { action: 'list', subject: 'users' } } },
      schema: { tags, querystring: z.object({ token: z.string().max(4_000) }) },
    },
    async (request, reply) => {
      const { scope, link } = request.auth!;
      return sendXlsx(request, reply, 'nguoi-dung', (output) =>
        writeUsersXlsx(app.db, scope, link!.data as UserListQuery, output),
      );
    },
  );
};
