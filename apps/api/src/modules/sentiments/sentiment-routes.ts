import type { Action } from '@console/shared/domain/permissions-catalog';
import {
  ZChangeActiveBody,
  ZChangeStatusBody,
  ZCompleteBody,
  ZReceiveBody,
  ZUpdateBody,
} from '@console/shared/forms/sentiment';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dropForbiddenFilters } from '../../crud/filter-permissions.ts';
import { AppError } from '../../lib/app-error.ts';
import { nativeJsonSerializerCompiler } from '../../lib/response-serializer.ts';
import { emptyBodyAsObject } from '../../lib/empty-body.ts';
import { entry, list, ok, ZEntry, ZEnvelope, ZIdParams, ZList, ZMessage } from '../../lib/envelope.ts';
import { parseIfMatch, type ActionCaller } from './sentiment-action-runner.ts';
import {
  archiveSentiment,
  changeSentimentActive,
  completeSentiment,
  deleteSentiment,
  receiveSentiment,
  reopenSentiment,
  updateSentiment,
} from './sentiment-actions.ts';
import { findSentimentDetail } from './sentiment-detail.ts';
import { hasCategoryLimits } from './sentiment-scope.ts';
import { ZArchivedQuery, ZSentimentQuery, ZStatusCountsQuery, type SentimentFilters } from './sentiment-list-query.ts';
import { listSentiments, statusCounts } from './sentiment-queries.ts';
import { ZSentimentDetail, ZSentimentListRow, ZStatusCounts } from './sentiment-schemas.ts';

const need = (action: Action) => ({ access: { action, subject: 'sentiments' } as const });
const tags = ['sentiments'];
const url = '/api/admin/sentiments';

/** who acts, with what their role reaches: units, and whether it is limited to some categories (issue 10) */
const callerOf = async (request: FastifyRequest): Promise<ActionCaller> => {
  const { user, scope, ability } = request.auth!;
  return { user, scope, ability, limitedCategories: await hasCategoryLimits(request.server.db, user) };
};

/** spec §6: unit filters the caller may not search by are dropped; the province one also without the sentiment menu */
function allowedFilters<Q extends SentimentFilters>(request: FastifyRequest, query: Q): Q {
  const kept = dropForbiddenFilters(request.auth!.ability, query);
  if (!request.auth!.ability.can('menu', 'sentiments')) delete kept.province_id;
  return kept;
}

/** the detail after a read or an action, with its row version as ETag (send it back as If-Match) */
async function answerDetail(
  request: FastifyRequest,
  reply: FastifyReply,
  id: number,
  message?: string,
  caller?: ActionCaller,
) {
  const found = await findSentimentDetail(request.server.db, caller ?? (await callerOf(request)), id);
  if (!found) throw new AppError('NOT_FOUND');
  reply.header('etag', `"${found.version}"`);
  return entry(found.detail, message);
}

export const sentimentRoutes: FastifyPluginAsyncZod = async (app) => {
  const target = (request: FastifyRequest & { params: { id: number } }, reply: FastifyReply) => ({
    id: request.params.id,
    ifMatch: parseIfMatch(request.headers['if-match']),
    // whole milliseconds, rounded up: a row written in the same millisecond before the request is not "after" it.
    // Date.now() is floored, so the time now lies in [now, now + 1): minus the precise elapsed time, the upper bound is
    // taken, else the arrival could fall up to 1 ms early, into the millisecond of a write made before the request
    arrivedAt: new Date(Math.ceil(Date.now() + 1 - reply.elapsedTime)),
  });
  const detailResponse = { 200: ZEntry(ZSentimentDetail) };
  // the list pages' rows are the columns their SELECT names, mapped in place (sentiment-queries.ts toListRow): V8's
  // JSON.stringify writes them, checked against the schema's writer in the test suite (lib/response-serializer.ts)
  const listSerializer = nativeJsonSerializerCompiler({ checkWithZod: app.config.RESPONSE_CHECKS });

  app.get(
    url,
    {
      config: need('list'),
      schema: { tags, querystring: ZSentimentQuery, response: { 200: ZList(ZSentimentListRow) } },
      serializerCompiler: listSerializer,
    },
    async (request) => {
      const { total, entries } = await listSentiments(
        app.db,
        await callerOf(request),
        'open',
        allowedFilters(request, request.query),
      );
      return list(total, entries);
    },
  );

  app.get(
    `${url}/status-counts`,
    {
      config: need('list'),
      schema: { tags, querystring: ZStatusCountsQuery, response: { 200: ZEnvelope(ZStatusCounts) } },
    },
    async (request) => ok(await statusCounts(app.db, await callerOf(request), allowedFilters(request, request.query))),
  );

  app.get(
    `${url}/archived`,
    {
      config: need('archive_menu'),
      schema: { tags, querystring: ZArchivedQuery, response: { 200: ZList(ZSentimentListRow) } },
      serializerCompiler: listSerializer,
    },
    async (request) => {
      const { total, entries } = await listSentiments(
        app.db,
        await callerOf(request),
        'archived',
        allowedFilters(request, request.query),
      );
      return list(total, entries);
    },
  );

  app.get(
    `${url}/:id`,
    { config: need('read'), schema: { tags, params: ZIdParams, response: detailResponse } },
    (request, reply) => answerDetail(request, reply, request.params.id),
  );

  app.put(
    `${url}/:id/receive`,
    {
      config: need('update'),
      preValidation: emptyBodyAsObject,
      schema: { tags, params: ZIdParams, body: ZReceiveBody, response: detailResponse },
    },
    async (request, reply) => {
      const caller = await callerOf(request);
      await receiveSentiment(app.db, caller, target(request, reply), request.body);
      return answerDetail(request, reply, request.params.id, 'Tiếp nhận phản ánh thành công', caller);
    },
  );

  app.put(
    `${url}/:id/update`,
    {
      config: need('update'),
      preValidation: emptyBodyAsObject,
      schema: { tags, params: ZIdParams, body: ZUpdateBody, response: detailResponse },
    },
    async (request, reply) => {
      const caller = await callerOf(request);
      await updateSentiment(app.db, caller, target(request, reply), request.body);
      return answerDetail(request, reply, request.params.id, 'Cập nhật phản ánh thành công', caller);
    },
  );

  app.put(
    `${url}/:id/complete`,
    {
      config: need('update'),
      preValidation: emptyBodyAsObject,
      schema: { tags, params: ZIdParams, body: ZCompleteBody, response: detailResponse },
    },
    async (request, reply) => {
      const caller = await callerOf(request);
      await completeSentiment(app.db, caller, target(request, reply), request.body);
      return answerDetail(request, reply, request.params.id, 'Hoàn thành xử lý phản ánh thành công', caller);
    },
  );

  app.put(
    `${url}/:id/archive`,
    { config: need('archive_menu'), schema: { tags, params: ZIdParams, response: detailResponse } },
    async (request, reply) => {
      const caller = await callerOf(request);
      await archiveSentiment(app.db, caller, target(request, reply));
      return answerDetail(request, reply, request.params.id, 'Lưu trữ phản ánh thành công', caller);
    },
  );

  // the one manual status move: reopening a finished item (docs/decisions.md)
  app.put(
    `${url}/:id/change-status`,
    {
      config: need('update'),
      preValidation: emptyBodyAsObject,
      schema: { tags, params: ZIdParams, body: ZChangeStatusBody, response: detailResponse },
    },
    async (request, reply) => {
      const caller = await callerOf(request);
      await reopenSentiment(app.db, caller, target(request, reply), request.body.reason);
      return answerDetail(request, reply, request.params.id, 'Mở lại xử lý phản ánh thành công', caller);
    },
  );

  app.put(
    `${url}/:id/change-active`,
    { config: need('update'), schema: { tags, params: ZIdParams, body: ZChangeActiveBody, response: detailResponse } },
    async (request, reply) => {
      const caller = await callerOf(request);
      await changeSentimentActive(app.db, caller, target(request, reply), request.body?.active);
      const answer = await answerDetail(request, reply, request.params.id, undefined, caller);
      answer.message = answer.data.entry.active
        ? 'Phản ánh đã được chuyển sang công khai'
        : 'Phản ánh đã được chuyển sang không công khai';
      return answer;
    },
  );

  app.delete(
    `${url}/:id`,
    { config: need('delete'), schema: { tags, params: ZIdParams, response: { 200: ZMessage } } },
    async (request, reply) => {
      await deleteSentiment(app.db, await callerOf(request), target(request, reply));
      return ok(null, 'Xoá phản ánh thành công');
    },
  );
};
