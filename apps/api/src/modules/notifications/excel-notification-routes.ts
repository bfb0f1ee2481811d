import type { Action } from '@console/shared/domain/permissions-catalog';
import { ZNotificationExcelBody } from '@console/shared/forms/notification-excel';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { entry, list, ok, ZEntry, ZIdParams, ZList, ZMessage } from '../../lib/envelope.ts';
import { ZBooleanParam, ZPaging } from '../../query/list-params.ts';
import { findExcelNotification, listExcelLines, listExcelNotifications } from './excel-notification-queries.ts';
import {
  createExcelNotification,
  deleteExcelNotification,
  sendExcelNotification,
  updateExcelNotification,
} from './excel-notification-writes.ts';
import { excelNotificationTemplate } from './excel-template.ts';
import { ZNotificationQuery, ZNotificationRow } from './notification-schemas.ts';
import type { Sender } from './notification-writes.ts';
import { attachment, XLSX_TYPE } from '../../lib/xlsx-download.ts';

const need = (action: Action) => ({ access: { action, subject: 'sys_notifications' } as const });
const tags = ['notifications-excel'];
const url = '/api/admin/notifications-excel';

const ZExcelRow = ZNotificationRow.extend({
  file_name: z.string().nullable(),
  valid_count: z.number(),
  invalid_count: z.number(),
});
const ZExcelDetail = ZExcelRow.extend({
  content: z.string(),
  file: z.object({ name: z.string(), path: z.string(), size: z.number().optional() }).nullable(),
  columns: z.array(z.string()),
});
const ZLine = z.object({
  line: z.number(),
  recipient: z.string(),
  user_id: z.number().nullable(),
  full_name: z.string().nullable(),
  values: z.record(z.string(), z.string()),
  content: z.string().nullable(),
  error: z.string().nullable(),
});
const ZLineQuery = ZPaging.extend({ invalid: ZBooleanParam('Dòng lỗi') });

const senderOf = (request: FastifyRequest): Sender => ({ id: request.auth!.user.id, scope: request.auth!.scope });

/** reading an uploaded sheet of people is an import: the role needs `import` besides create/update (spec §7) */
function assertMayImport(request: FastifyRequest) {
  if (!request.auth!.ability.can('import', 'sys_notifications')) throw new AppError('FORBIDDEN');
}

/**
 * Excel notifications (spec §1 "notifications-excel", §7; issue 13): a draft made from an uploaded sheet of recipients
 * and a text with {{placeholders}}, its checked lines (the preview), and sending, final and once.
 */
export const excelNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const detailOf = async (request: FastifyRequest, id: number, message?: string) => {
    const found = await findExcelNotification(app.db, request.auth!.scope, id);
    if (!found) throw new AppError('NOT_FOUND');
    return entry(found, message);
  };
  const detailResponse = { 200: ZEntry(ZExcelDetail) };

  app.get(
    url,
    { config: need('list'), schema: { tags, querystring: ZNotificationQuery, response: { 200: ZList(ZExcelRow) } } },
    async (request) => {
      const { total, entries } = await listExcelNotifications(app.db, request.auth!.scope, request.query);
      return list(total, entries);
    },
  );

  app.get(`${url}/template`, { config: need('import'), schema: { tags } }, async (_request, reply) =>
    reply
      .type(XLSX_TYPE)
      .header('content-disposition', attachment('mau-thong-bao-excel.xlsx'))
      .send(await excelNotificationTemplate()),
  );

  app.post(
    url,
    { config: need('create'), schema: { tags, body: ZNotificationExcelBody, response: detailResponse } },
    async (request) => {
      assertMayImport(request);
      const id = await createExcelNotification(app, senderOf(request), request.body);
      return detailOf(request, id, 'Thêm mới thông báo thành công');
    },
  );

  app.get(
    `${url}/:id`,
    { config: need('read'), schema: { tags, params: ZIdParams, response: detailResponse } },
    (request) => detailOf(request, request.params.id),
  );

  // the preview: the sheet's lines as checked, the refused ones with their reason
  app.get(
    `${url}/:id/detail`,
    {
      config: need('read'),
      schema: { tags, params: ZIdParams, querystring: ZLineQuery, response: { 200: ZList(ZLine) } },
    },
    async (request) => {
      if (!(await findExcelNotification(app.db, request.auth!.scope, request.params.id)))
        throw new AppError('NOT_FOUND');
      const { total, entries } = await listExcelLines(app.db, request.params.id, request.query);
      return list(total, entries);
    },
  );

  // spec §7 "GET send by id": final; a second call finds it sent and changes nothing
  app.get(
    `${url}/:id/send`,
    { config: need('update'), schema: { tags, params: ZIdParams, response: detailResponse } },
    async (request) => {
      const outcome = await sendExcelNotification(app.db, senderOf(request), request.params.id);
      if (outcome.kind === 'sent') app.notificationEvents.emit('delivered', outcome.delivered);
      const message =
        outcome.kind === 'sent'
          ? `Gửi thông báo thành công tới ${outcome.delivered.receivers.toLocaleString('vi-VN')} người nhận`
          : 'Thông báo đã được gửi trước đó';
      return detailOf(request, request.params.id, message);
    },
  );

  app.patch(
    `${url}/:id`,
    {
      config: need('update'),
      schema: { tags, params: ZIdParams, body: ZNotificationExcelBody, response: detailResponse },
    },
    async (request) => {
      assertMayImport(request);
      await updateExcelNotification(app, senderOf(request), request.params.id, request.body);
      return detailOf(request, request.params.id, 'Cập nhật thông báo thành công');
    },
  );

  app.delete(
    `${url}/:id`,
    { config: need('delete'), schema: { tags, params: ZIdParams, response: { 200: ZMessage } } },
    async (request) => {
      await deleteExcelNotification(app.db, request.auth!.scope, request.params.id);
      return ok(null, 'Xoá thông báo thành công');
    },
  );
};
