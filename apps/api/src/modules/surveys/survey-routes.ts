import type { Action } from '@console/shared/domain/permissions-catalog';
import { ZSurveyBody } from '@console/shared/forms/survey';
import type { SurveySection } from '@console/shared/surveys/survey-definition';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { entry, list, ok, ZEntry, ZEnvelope, ZIdParams, ZList, ZMessage } from '../../lib/envelope.ts';
import { sendXlsx } from '../../lib/xlsx-download.ts';
import { findSurvey, listSurveys, receiverView, surveyDetail } from './survey-queries.ts';
import {
  ZApproveQuery,
  ZReceiverSurvey,
  ZStatistic,
  ZStatisticQuery,
  ZSurvey,
  ZSurveyDetail,
  ZSurveyQuery,
  ZSurveyRow,
  ZTextAnswer,
  ZTextAnswersQuery,
} from './survey-schemas.ts';
import { writeSurveyXlsx } from './survey-export.ts';
import { surveyStatistic, textAnswers, type StatisticFilter } from './survey-statistics.ts';
import { approveSurvey, createSurvey, deleteSurvey, updateSurvey, type Writer } from './survey-writes.ts';

const need = (action: Action) => ({ access: { action, subject: 'surveys' } as const });
const tags = ['surveys'];
const url = '/api/admin/surveys';
const EXPORT_LINK = 'survey-export';
const writerOf = (request: FastifyRequest): Writer => ({ id: request.auth!.user.id, scope: request.auth!.scope });

/**
 * Surveys for officers (spec §7 Surveys, issue 14): write one with its questions, approve it (optionally notifying
 * its audience), read its answers as statistics. Scope: the surveys of units inside the caller's reach.
 */
export const surveyRoutes: FastifyPluginAsyncZod = async (app) => {
  const found = async (request: FastifyRequest, id: number) => {
    const survey = await findSurvey(app.db, request.auth!.scope, id);
    if (!survey) throw new AppError('NOT_FOUND');
    return survey;
  };
  const surveyResponse = { 200: ZEntry(ZSurvey) };

  app.get(
    url,
    { config: need('list'), schema: { tags, querystring: ZSurveyQuery, response: { 200: ZList(ZSurveyRow) } } },
    async (request) => {
      const { total, entries } = await listSurveys(app.db, request.auth!.scope, request.query);
      return list(total, entries);
    },
  );

  app.post(
    url,
    { config: need('create'), schema: { tags, body: ZSurveyBody, response: surveyResponse } },
    async (request) => {
      const id = await createSurvey(app.db, writerOf(request), request.body);
      return entry(await found(request, id), 'Thêm mới khảo sát thành công');
    },
  );

  app.get(
    `${url}/:id`,
    { config: need('read'), schema: { tags, params: ZIdParams, response: surveyResponse } },
    async (request) => entry(await found(request, request.params.id)),
  );

  app.put(
    `${url}/:id`,
    { config: need('update'), schema: { tags, params: ZIdParams, body: ZSurveyBody, response: surveyResponse } },
    async (request) => {
      await updateSurvey(app.db, writerOf(request), request.params.id, request.body);
      return entry(await found(request, request.params.id), 'Cập nhật khảo sát thành công');
    },
  );

  app.delete(
    `${url}/:id`,
    { config: need('delete'), schema: { tags, params: ZIdParams, response: { 200: ZMessage } } },
    async (request) => {
      await deleteSurvey(app.db, request.auth!.scope, request.params.id);
      return ok(null, 'Xoá khảo sát thành công');
    },
  );

  app.get(
    `${url}/:id/detail`,
    { config: need('read'), schema: { tags, params: ZIdParams, response: { 200: ZEntry(ZSurveyDetail) } } },
    async (request) => {
      const detail = await surveyDetail(app.db, request.auth!.scope, request.params.id);
      if (!detail) throw new AppError('NOT_FOUND');
      return entry(detail);
    },
  );

  app.get(
    `${url}/:id/receiver`,
    { config: need('read'), schema: { tags, params: ZIdParams, response: { 200: ZEntry(ZReceiverSurvey) } } },
    async (request) => {
      const view = await receiverView(app.db, request.auth!.scope, request.params.id);
      if (!view) throw new AppError('NOT_FOUND');
      return entry(view);
    },
  );

  app.get(
    `${url}/:id/statistic`,
    {
      config: need('read'),
      schema: { tags, params: ZIdParams, querystring: ZStatisticQuery, response: { 200: ZEnvelope(ZStatistic) } },
    },
    async (request) => {
      const survey = await found(request, request.params.id);
      const sections = survey.sections as SurveySection[];
      return ok(await surveyStatistic(app.db, { id: survey.id, sections }, request.query));
    },
  );

  app.get(
    `${url}/:id/statistic/answers`,
    {
      config: need('read'),
      schema: { tags, params: ZIdParams, querystring: ZTextAnswersQuery, response: { 200: ZList(ZTextAnswer) } },
    },
    async (request) => {
      const survey = await found(request, request.params.id);
      const { total, entries } = await textAnswers(app.db, survey.id, request.query);
      return list(total, entries);
    },
  );

  // spec §7 'GET export {id}, whose response URL is downloaded': a link valid 5 minutes (the browser downloads it
  // without the Authorization header) to the workbook of the statistic's filter
  app.get(
    `${url}/:id/export`,
    {
      config: need('read'),
      schema: {
        tags,
        params: ZIdParams,
        querystring: ZStatisticQuery,
        response: { 200: ZEnvelope(z.object({ url: z.string() })) },
      },
    },
    async (request) => {
      const survey = await found(request, request.params.id);
      const session = { userId: request.auth!.user.id, sessionId: request.auth!.sessionId };
      const token = await app.tokens.signLink(EXPORT_LINK, session, { id: survey.id, ...request.query }, 5);
      return ok({ url: `/api/files/survey-export?token=${token}` });
    },
  );

  app.get(
    '/api/files/survey-export',
    {
      config: { access: { link: EXPORT_LINK, permission: { action: 'read', subject: 'surveys' } } },
      schema: { tags, querystring: z.object({ token: z.string().max(4_000) }) },
    },
    async (request, reply) => {
      const { id, ...filter } = request.auth!.link!.data as StatisticFilter & { id: number };
      // still a survey in the caller's reach: it may have been deleted in the link's 5 minutes
      const survey = await found(request, id);
      const sections = survey.sections as SurveySection[];
      return sendXlsx(request, reply, `khao-sat-${survey.id}`, (output) =>
        writeSurveyXlsx(app.db, { ...survey, sections }, filter, output),
      );
    },
  );

  // spec §4 surveys: approve, with ?notify=true a notification to the survey's audience
  app.put(
    `${url}/:id/approve`,
    {
      config: need('approve'),
      schema: { tags, params: ZIdParams, querystring: ZApproveQuery, response: surveyResponse },
    },
    async (request) => {
      const { delivered } = await approveSurvey(app.db, writerOf(request), request.params.id, !!request.query.notify);
      if (delivered) app.notificationEvents.emit('delivered', delivered);
      const message = delivered
        ? `Duyệt khảo sát thành công, đã gửi thông báo tới ${delivered.receivers.toLocaleString('vi-VN')} người`
        : 'Duyệt khảo sát thành công';
      return entry(await found(request, request.params.id), message);
    },
  );
};
