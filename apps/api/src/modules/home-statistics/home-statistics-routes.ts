import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { list, ok, ZEnvelope, ZList } from '../../lib/envelope.ts';
import { latestRatings, trafficFigures, userFigures } from './home-people.ts';
import { writeLeagueXlsx } from './league-export.ts';
import { sendXlsx } from '../../lib/xlsx-download.ts';
import { z } from 'zod';
import { hasCategoryLimits, type SentimentCaller } from '../sentiments/sentiment-scope.ts';
import {
  categoryFigures,
  dailyFigures,
  periodsOf,
  ratingFigures,
  receivedTotal,
  statusFigures,
  unitFigures,
  type HomeFilter,
} from './home-figures.ts';
import { headlineFigures } from './home-headline.ts';
import { mapFigures } from './home-map.ts';
import {
  ZCategoryFigures,
  ZDailyFigures,
  ZHeadline,
  ZHomeQuery,
  ZLatestRating,
  ZLatestRatingQuery,
  ZMapFigures,
  ZRatingFigures,
  ZStatusFigures,
  ZTotal,
  ZUnitFigures,
  ZTrafficFigures,
  ZUserFigures,
} from './home-schemas.ts';

// GET /api/admin/home-statistics/... (spec §7, issue 20): the figures of the home dashboard, each limited to the
// caller's units and sentiment categories (the items' own rule, sentiment-scope.ts) and read from the rollups. Who may
// list sentiments may see their figures; the dashboard leaves the cards out for anyone else.
const base = '/api/admin/home-statistics';
const tags = ['home-statistics'];
const access = { action: 'list', subject: 'sentiments' } as const;
const EXPORT_LINK = 'home-league-export';

const callerOf = async (request: FastifyRequest): Promise<SentimentCaller> => {
  const { user, scope } = request.auth!;
  return { user, scope, limitedCategories: await hasCategoryLimits(request.server.db, user) };
};

export const homeStatisticsRoutes: FastifyPluginAsyncZod = async (app) => {
  /** one GET of the dashboard: its path, answer schema and figure */
  const figure = <T extends z.ZodType>(
    path: string,
    answer: T,
    compute: (caller: SentimentCaller, filter: HomeFilter) => Promise<z.infer<T>>,
  ) =>
    app.get(
      `${base}/${path}`,
      {
        config: { access },
        // widened: the type provider cannot infer a generic answer; `compute` is typed by it and tests check answers
        schema: { tags, querystring: ZHomeQuery, response: { 200: ZEnvelope(answer) as z.ZodType } },
      },
      async (request) => ok(await compute(await callerOf(request), request.query)),
    );

  figure('statistic', ZHeadline, (caller, filter) => headlineFigures(app.db, caller, filter));
  figure('status', ZStatusFigures, (caller, filter) => statusFigures(app.db, caller, filter));
  figure('sentiments-total', ZTotal, (caller, filter) => receivedTotal(app.db, caller, filter));
  figure('category', ZCategoryFigures, (caller, filter) => categoryFigures(app.db, caller, filter));
  figure('daily-sentiment', ZDailyFigures, (caller, filter) => dailyFigures(app.db, caller, filter));
  figure('daily-rate', ZDailyFigures, (caller, filter) => dailyFigures(app.db, caller, filter));
  figure('sentiment', ZUnitFigures, (caller, filter) => unitFigures(app.db, caller, filter));
  figure('rating', ZRatingFigures, (caller, filter) => ratingFigures(app.db, caller, filter));
  figure('map', ZMapFigures, (caller, filter) => mapFigures(app.db, caller, filter));

  // the accounts of the caller's units: who may list users
  app.get(
    `${base}/user`,
    {
      config: { access: { action: 'list', subject: 'users' } },
      schema: { tags, querystring: ZHomeQuery, response: { 200: ZEnvelope(ZUserFigures) } },
    },
    async (request) => ok(await userFigures(app.db, request.auth!.scope, request.query)),
  );

  // requests per day to the console and the residents' app by the accounts of the caller's units: any officer
  app.get(
    `${base}/traffic`,
    {
      config: { access: 'staff' },
      schema: { tags, querystring: ZHomeQuery, response: { 200: ZEnvelope(ZTrafficFigures) } },
    },
    async (request) => ok(await trafficFigures(app.db, request.auth!.scope, request.query)),
  );

  app.post(
    `${base}/latest-rating`,
    {
      config: { access },
      schema: { tags, querystring: ZLatestRatingQuery, response: { 200: ZList(ZLatestRating) } },
    },
    async (request) => {
      const { total, entries } = await latestRatings(app.db, await callerOf(request), request.query);
      return list(total, entries);
    },
  );

  // the league table in Excel: a link valid 5 minutes (the browser downloads it without the session's header), as the
  // other exports; the figures are computed when it is opened, for the caller behind the link
  app.get(
    `${base}/sentiment/export`,
    {
      config: { access },
      schema: { tags, querystring: ZHomeQuery, response: { 200: ZEnvelope(z.object({ url: z.string() })) } },
    },
    async (request) => {
      const session = { userId: request.auth!.user.id, sessionId: request.auth!.sessionId };
      const token = await app.tokens.signLink(EXPORT_LINK, session, request.query, 5);
      return ok({ url: `/api/files/home-league-export?token=${token}` });
    },
  );

  app.get(
    '/api/files/home-league-export',
    {
      config: { access: { link: EXPORT_LINK, permission: access } },
      schema: { tags, querystring: z.object({ token: z.string().max(4_000) }) },
    },
    async (request, reply) => {
      const filter = request.auth!.link!.data as HomeFilter;
      const table = await unitFigures(app.db, await callerOf(request), filter);
      const { current } = periodsOf(filter);
      // named as every export, by the day it was made (xlsx-download.ts); the period is the sheet's name
      return sendXlsx(request, reply, 'xep-hang-phan-anh', (output) => writeLeagueXlsx(table, current, output));
    },
  );
};
