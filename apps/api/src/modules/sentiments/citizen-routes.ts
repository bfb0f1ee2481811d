import type { SessionUser } from '@console/shared/api-types';
import { SENTIMENT_LABELS as L, ZEvaluateBody, ZSubmitBody, type SubmitBody } from '@console/shared/forms/sentiment';
import { requiredMessage } from '@console/shared/validation/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { entry, list, ZEntry, ZIdParams, ZList } from '../../lib/envelope.ts';
import { consumeRateLimits, RATE_LIMITS, sendTooMany, type RateRule } from '../files/rate-counter.ts';
import { evaluateSentiment } from './citizen-evaluate.ts';
import { findCitizenSentiment, listMySentiments } from './citizen-queries.ts';
import { ZCitizenSentimentDetail, ZCitizenSentimentRow, ZEvaluation, ZMySentimentsQuery } from './citizen-schemas.ts';
import { insertSentiment, placeOf, reporterUploads, type Reporter } from './citizen-submit.ts';

const tags = ['sentiments (citizen)'];
const TOO_MANY_SUBMISSIONS = 'Bạn đã gửi quá nhiều phản ánh, vui lòng thử lại sau';
const RESIDENTS_ONLY = 'Chỉ tài khoản người dân được gửi phản ánh';

/**
 * The citizen side of sentiments (spec §3, issue 4): a resident (token) or a guest (name and phone) submits; a
 * resident lists their items, reads them and public finished ones, and rates their own once it is finished.
 */
export const citizenSentimentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/web/sentiments',
    {
      config: { access: 'public' },
      schema: { tags, body: ZSubmitBody, response: { 200: ZEntry(ZCitizenSentimentDetail) } },
    },
    async (request, reply) => {
      const body = request.body;
      // a token that no longer works is a signed-out resident, not a guest
      if (!request.auth && request.headers.authorization) throw new AppError('UNAUTHENTICATED');
      const reporter = reporterOf(request.auth?.user, body);

      const ward = await placeOf(app.db, body);
      const uploads = await reporterUploads(app.db, body.attachments, reporter);
      // counted once the form is valid, so a citizen correcting a mistake does not use up their submissions
      const retryAfter = await consumeRateLimits(app.rateCounter, submissionLimits(reporter, request.ip));
      if (retryAfter) return sendTooMany(reply, retryAfter, TOO_MANY_SUBMISSIONS);

      const { id, notices } = await insertSentiment(app.db, body, reporter, ward, uploads);
      for (const notice of notices) app.notificationEvents.emit('delivered', notice);
      const detail = await findCitizenSentiment(app.db, id, reporter.kind === 'resident' ? reporter.user.id : 'author');
      return entry(detail!, 'Gửi phản ánh thành công');
    },
  );

  app.get(
    '/api/web/sentiments',
    {
      config: { access: 'account' },
      schema: { tags, querystring: ZMySentimentsQuery, response: { 200: ZList(ZCitizenSentimentRow) } },
    },
    async (request) => {
      const { total, entries } = await listMySentiments(app.db, request.auth!.user.id, request.query);
      return list(total, entries);
    },
  );

  app.get(
    '/api/web/sentiments/:id',
    {
      config: { access: 'account' },
      schema: { tags, params: ZIdParams, response: { 200: ZEntry(ZCitizenSentimentDetail) } },
    },
    async (request) => {
      const detail = await findCitizenSentiment(app.db, request.params.id, request.auth!.user.id);
      if (!detail) throw new AppError('NOT_FOUND');
      return entry(detail);
    },
  );

  app.put(
    '/api/web/sentiments/:id/evaluate',
    {
      config: { access: 'account' },
      schema: { tags, params: ZIdParams, body: ZEvaluateBody, response: { 200: ZEntry(ZEvaluation) } },
    },
    async (request) => {
      const evaluation = await evaluateSentiment(app.db, request.params.id, request.auth!.user, request.body);
      return entry(evaluation, 'Đánh giá phản ánh thành công');
    },
  );
};

function reporterOf(user: SessionUser | undefined, body: Pick<SubmitBody, 'guest_name' | 'guest_phone'>): Reporter {
  if (user) {
    if (user.role.field !== 'resident') throw new AppError('FORBIDDEN', RESIDENTS_ONLY);
    return { kind: 'resident', user };
  }
  // spec §5 wording for the guest's required fields, in the form's order
  if (!body.guest_name) throw new AppError('VALIDATION', requiredMessage(L.guest_name));
  if (!body.guest_phone) throw new AppError('VALIDATION', requiredMessage(L.guest_phone));
  return { kind: 'guest', name: body.guest_name, phone: body.guest_phone };
}

function submissionLimits(reporter: Reporter, ip: string): RateRule[] {
  if (reporter.kind === 'resident')
    return [{ key: `sentiment-account:${reporter.user.id}`, ...RATE_LIMITS.accountSubmissions }];
  return [
    { key: `sentiment-guest-ip:${ip}`, ...RATE_LIMITS.guestSubmissionsPerIp },
    // the same number written with or without separators is one phone
    { key: `sentiment-guest-phone:${reporter.phone.replace(/\D/g, '')}`, ...RATE_LIMITS.guestSubmissionsPerPhone },
  ];
}
