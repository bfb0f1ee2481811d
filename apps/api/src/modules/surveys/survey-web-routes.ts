import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql, type SQL } from 'drizzle-orm';
import { qualified } from '../../crud/resource-table.ts';
import { z } from 'zod';
import { surveys } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { entry, list, ZEntry, ZIdParams, ZList } from '../../lib/envelope.ts';
import { keptSecret } from '../../lib/kept-secret.ts';
import { ZPaging } from '../../query/list-params.ts';
import { openSurveyFor, openSurveysFor } from './survey-queries.ts';
import { respond, type Respondent } from './survey-responses.ts';
import { ZResidentSurvey, ZResponseBody } from './survey-schemas.ts';

const tags = ['surveys'];

/**
 * Surveys for residents, in the app (issue 14): the open surveys asked of them, one survey, and their response.
 * Answering needs an account, anonymous surveys included (one response per person, inside the audience); an
 * anonymous survey stores no person with the response, only a keyed hash that stops a second one.
 */
export const surveyWebRoutes: FastifyPluginAsyncZod = async (app) => {
  const secret = await keptSecret(app.config, app.database, 'survey_person_secret', () =>
    randomBytes(32).toString('base64url'),
  );
  // the same key in JS (writing a response) and in SQL (whether a listed survey was answered): the secret-prefixed
  // SHA-256 of survey and person, which PostgreSQL computes without pgcrypto (PGlite has none)
  const personKeyOf = (userId: number) => (surveyId: number, anonymous: boolean) =>
    anonymous ? createHash('sha256').update(`${secret}:${surveyId}:${userId}`).digest('hex') : `u:${userId}`;
  const personKeySql = (userId: number) => (surveyId: SQL) =>
    sql`case when ${qualified(surveys.anonymous)}
      then encode(sha256(convert_to(${`${secret}:`} || ${surveyId} || ${`:${userId}`}, 'UTF8')), 'hex')
      else ${`u:${userId}`} end`;
  const respondentOf = (request: FastifyRequest): Respondent => request.auth!.user;

  app.get(
    '/api/web/surveys',
    {
      config: { access: 'account' },
      schema: { tags, querystring: ZPaging, response: { 200: ZList(ZResidentSurvey) } },
    },
    async (request) => {
      const person = respondentOf(request);
      const { total, entries } = await openSurveysFor(app.db, person, personKeySql(person.id), request.query);
      return list(total, entries);
    },
  );
  app.get(
    '/api/web/surveys/:id',
    { config: { access: 'account' }, schema: { tags, params: ZIdParams, response: { 200: ZEntry(ZResidentSurvey) } } },
    async (request) => {
      const person = respondentOf(request);
      const survey = await openSurveyFor(app.db, person, personKeySql(person.id), request.params.id);
      if (!survey) throw new AppError('NOT_FOUND');
      return entry(survey);
    },
  );
  app.post(
    '/api/web/surveys/:id/responses',
    {
      config: { access: 'account' },
      schema: {
        tags,
        params: ZIdParams,
        body: ZResponseBody,
        response: { 200: ZEntry(z.object({ id: z.number() })) },
      },
    },
    async (request) => {
      const person = respondentOf(request);
      const id = await respond(app.db, person, personKeyOf(person.id), request.params.id, request.body.answers);
      return entry({ id }, 'Gửi câu trả lời thành công. Cảm ơn bạn đã tham gia khảo sát!');
    },
  );
};
