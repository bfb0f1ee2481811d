import { ZReplyBody } from '@console/shared/opinion-mailbox/letters';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storedValues } from '../../crud/field-kind-hooks.ts';
import { REPLY_FIELDS } from '@console/shared/opinion-mailbox/letters';
import { rowHistory } from '../../crud/resource-audit.ts';
import { ZHistoryEntry } from '../../crud/resource-schemas.ts';
import { AppError } from '../../lib/app-error.ts';
import { entry, list, ok, ZEntry, ZIdParams, ZList, ZMessage } from '../../lib/envelope.ts';
import { offsetOf, ZPaging } from '../../query/list-params.ts';
import { findLetter, listLetters, ZLetter, ZLetterQuery } from './letter-queries.ts';
import { archiveLetter, deleteLetter, replyToLetter } from './letter-writes.ts';

// Staff's side of the opinion mailbox (issue 19; spec §4 reply and archive, §7 opinion-mailbox: GET list and {id},
// DELETE, PATCH reply/{id} with data, PATCH archived/{id}). Every read and write is limited to the caller's units.
const need = (action: 'list' | 'read' | 'update' | 'archive_menu' | 'delete') =>
  ({ access: { action, subject: 'opinion_mailbox' } }) as const;
const tags = ['opinion mailbox'];
const BASE = '/api/admin/opinion-mailbox';

export const letterRoutes: FastifyPluginAsyncZod = async (app) => {
  const found = async (scope: Parameters<typeof findLetter>[1], id: number) => {
    const letter = await findLetter(app.db, scope, id);
    if (!letter) throw new AppError('NOT_FOUND');
    return letter;
  };

  app.get(
    BASE,
    { config: need('list'), schema: { tags, querystring: ZLetterQuery(ZPaging), response: { 200: ZList(ZLetter) } } },
    async (request) => {
      // the archive (spec §2 list-archive) is behind its own menu permission, as the sentiments' archive is
      const { ability, scope } = request.auth!;
      if (request.query.archived === 'true' && !ability.can('archive_menu', 'opinion_mailbox'))
        throw new AppError('FORBIDDEN');
      const page = await listLetters(app.db, scope, request.query);
      return list(page.total, page.entries);
    },
  );

  app.get(
    `${BASE}/:id`,
    { config: need('read'), schema: { tags, params: ZIdParams, response: { 200: ZEntry(ZLetter) } } },
    async (request) => entry(await found(request.auth!.scope, request.params.id)),
  );

  app.get(
    `${BASE}/:id/history`,
    {
      config: need('read'),
      schema: { tags, params: ZIdParams, querystring: ZPaging, response: { 200: ZList(ZHistoryEntry) } },
    },
    async (request) => {
      await found(request.auth!.scope, request.params.id);
      const { length } = request.query;
      const history = await rowHistory(app.db, 'opinion_letters', request.params.id, {
        length,
        offset: offsetOf(request.query),
      });
      return list(history.total, history.entries);
    },
  );

  app.patch(
    `${BASE}/reply/:id`,
    {
      config: need('update'),
      schema: { tags, params: ZIdParams, body: ZReplyBody, response: { 200: ZEntry(ZLetter) } },
    },
    async (request) => {
      const { scope, user } = request.auth!;
      // the rich text sanitised as the engine's is (spec §5 editor), and its files checked
      const values = await storedValues(app.db, { fields: REPLY_FIELDS }, request.body, scope, () => undefined);
      const notices = await replyToLetter(app.db, scope, user.id, request.params.id, values as never);
      for (const notice of notices) app.notificationEvents.emit('delivered', notice);
      return entry(await found(scope, request.params.id), 'Trả lời thư góp ý thành công');
    },
  );

  app.patch(
    `${BASE}/archived/:id`,
    { config: need('archive_menu'), schema: { tags, params: ZIdParams, response: { 200: ZEntry(ZLetter) } } },
    async (request) => {
      const { scope, user } = request.auth!;
      await archiveLetter(app.db, scope, user.id, request.params.id);
      return entry(await found(scope, request.params.id), 'Lưu trữ thư góp ý thành công');
    },
  );

  app.delete(
    `${BASE}/:id`,
    { config: need('delete'), schema: { tags, params: ZIdParams, response: { 200: ZMessage } } },
    async (request) => {
      await deleteLetter(app.db, request.auth!.scope, request.auth!.user.id, request.params.id);
      return ok(null, 'Xoá thư góp ý thành công');
    },
  );
};
