import type { Agent } from 'node:https';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { responseSerializerCompiler } from './lib/response-serializer.ts';
import { compressAnswersPlugin } from './plugins/compress-answers.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { allowRichTextImageHosts } from './crud/rich-text.ts';
import { registerSingleton } from './crud/register-singleton.ts';
import { registerExport } from './crud/register-export.ts';
import { publicPageRegistry } from './crud/public-page-cache.ts';
import { dbAdmissionPlugin } from './plugins/db-admission.ts';
import { createNotificationEvents } from './modules/notifications/notification-events.ts';
import { notificationRoutes } from './modules/notifications/notification-routes.ts';
import { inboxRoutes } from './modules/notifications/inbox-routes.ts';
import { excelNotificationRoutes } from './modules/notifications/excel-notification-routes.ts';
import { notificationSchedulerPlugin } from './modules/notifications/notification-scheduler-plugin.ts';
import { surveyCounterFoldPlugin } from './modules/surveys/survey-counter-fold.ts';
import { surveyRoutes } from './modules/surveys/survey-routes.ts';
import { homeStatisticsRoutes } from './modules/home-statistics/home-statistics-routes.ts';
import { trafficCounterPlugin } from './modules/home-statistics/traffic-counter.ts';
import { surveyWebRoutes } from './modules/surveys/survey-web-routes.ts';
import { travelMapRoutes } from './modules/tourism/travel-map-routes.ts';
import { agricultureCategoryRoutes } from './modules/agriculture/agriculture-category-routes.ts';
import { jobRoutes } from './modules/operations/job-routes.ts';
import { pushRoutes } from './modules/web-push/push-routes.ts';
import { resolveVapidKeys } from './modules/web-push/vapid-keys.ts';
import { webPushPlugin } from './modules/web-push/web-push-plugin.ts';
import { realtimePlugin } from './modules/realtime/realtime-plugin.ts';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { useVietnameseZodMessages } from '@console/shared/validation/zod-vietnamese';
import { safeValidatorCompiler } from './lib/validator-compiler.ts';
import type { Redis } from 'ioredis';
import type { AppConfig } from './config/env.ts';
import { registerPublicResource } from './crud/public-resource-routes.ts';
import { registerResource } from './crud/register-resource.ts';
import { RESOURCE_TABLES, resourceTableOf } from './crud/resource-tables.ts';
import type { Database, Db } from './db/client.ts';
import { AppError } from './lib/app-error.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { logOptions } from './lib/log-serializers.ts';
import { authRoutes } from './modules/auth/auth-routes.ts';
import { dbLoginThrottle, redisLoginThrottle, type LoginThrottle } from './modules/auth/login-throttle.ts';
import { profileRoutes } from './modules/auth/profile-routes.ts';
import { sessionRoutes } from './modules/auth/session-routes.ts';
import { createTokenService, type TokenService } from './core/tokens.ts';
import { fileRoutes } from './modules/files/file-routes.ts';
import { excelPreviewRoutes } from './modules/excel-files/excel-preview-routes.ts';
import { dbRateCounter, redisRateCounter } from './modules/files/rate-counter.ts';
import { healthRoutes } from './modules/health/health-routes.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { fileStorageOf, type FileStorage } from './modules/files/file-storage-of.ts';
import { citizenSentimentRoutes } from './modules/sentiments/citizen-routes.ts';
import { unitRoutes } from './modules/units/unit-routes.ts';
import { wardServiceRoutes } from './modules/ward-services/ward-service-routes.ts';
import { wardMarketConfigRoutes } from './modules/market/ward-market-config-routes.ts';
import { approvalModeRoutes } from './modules/market/approval-mode-routes.ts';
import { residentMarketRoutes } from './modules/market/resident-market-routes.ts';
import { groupMemberRoutes } from './modules/groups/group-member-routes.ts';
import { residentGroupRoutes } from './modules/groups/resident-group-routes.ts';
import { groupNewsRoutes } from './modules/groups/group-news-routes.ts';
import { unionMemberRoutes } from './modules/groups/union-member-routes.ts';
import { cameraStreamPlugin } from './modules/cameras/camera-stream-plugin.ts';
import { cameraStreamRoutes } from './modules/cameras/camera-stream-routes.ts';
import { letterRoutes } from './modules/opinion-mailbox/letter-routes.ts';
import { residentLetterRoutes } from './modules/opinion-mailbox/resident-letter-routes.ts';
import { organisationRoutes } from './modules/organisation/organisation-routes.ts';
import { roleRoutes } from './modules/roles/role-routes.ts';
import { sentimentCategoryRoutes } from './modules/sentiments/category-routes.ts';
import { sentimentRoutes } from './modules/sentiments/sentiment-routes.ts';
import { overdueJobPlugin } from './modules/sentiment-overdue/overdue-job-plugin.ts';
import { fileSweepPlugin } from './modules/files/file-sweep-plugin.ts';
import { resetQueuePlugin } from './modules/auth/reset-queue-plugin.ts';
import { importExportRoutes } from './modules/users/import-export-routes.ts';
import { recipientRoutes } from './modules/users/recipient-routes.ts';
import { userRoutes } from './modules/users/user-routes.ts';
import { appUserRoutes } from './modules/app-users/app-user-routes.ts';
import { accessControlPlugin, publicPlugin } from './plugins/access-control.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { frameworkErrorOptions, frameworkErrorsPlugin } from './plugins/framework-errors.ts';
import { cameraSecretKey, createSecretBox, type SecretBox } from './lib/sealed-secrets.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    db: Db;
    tokens: TokenService;
    /** where uploaded files' bytes live (modules/files/file-storage.ts) */
    fileStorage: FileStorage;
    loginThrottle: LoginThrottle;
    mailer: Mailer;
    /** seals what only machines may read back (a camera's RTSP password) */
    secrets: SecretBox;
  }
}

export interface AppDeps {
  config: AppConfig;
  database: Database;
  tokenSecret: string;
  redis?: Redis;
  mailer?: Mailer;
  /** the HTTPS agent Web Push goes out through (a test's trust of its local push service) */
  pushAgent?: Agent;
  /** a pino logger to share with the boot steps; otherwise one at LOG_LEVEL */
  logger?: FastifyBaseLogger;
}

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,100}$/;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    // no credentials or statement values in the log (lib/log-serializers.ts); server.ts builds its logger the same way
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: logOptions(config.LOG_LEVEL) }),
    trustProxy: config.TRUST_PROXY,
    // the framework's own refusals answer the Vietnamese envelope too (plugins/framework-errors.ts)
    ...frameworkErrorOptions,
    requestIdHeader: false,
    // long path values (tokens) reach the route and its Vietnamese validation instead of a bare 414
    routerOptions: { maxParamLength: 1_000 },
    // keep the caller's request id when it is safe to log, otherwise make one
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
    },
  });
  useVietnameseZodMessages();
  app.setValidatorCompiler(safeValidatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ checkWithZod: config.RESPONSE_CHECKS }));
  // set on arrival (a callback hook): every answer carries it, errors included, without an async step per request
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('secrets', createSecretBox(cameraSecretKey(config, database)));
  app.decorate('tokens', createTokenService(database.db, deps.tokenSecret, config.TOKEN_TTL_HOURS));
  app.decorate('loginThrottle', deps.redis ? redisLoginThrottle(deps.redis) : dbLoginThrottle(database.db));
  app.decorate('notificationEvents', createNotificationEvents());
  // uploads and every file the console keeps: an object store every API node shares, or DATA_DIR/files
  app.decorate('fileStorage', fileStorageOf(config));
  app.decorate('rateCounter', deps.redis ? redisRateCounter(deps.redis) : dbRateCounter(database.db));
  app.decorate(
    'mailer',
    deps.mailer ??
      createMailer({
        smtpUrl: config.SMTP_URL,
        from: config.MAIL_FROM,
        outboxDir: path.join(config.dataDir, 'outbox'),
      }),
  );

  allowRichTextImageHosts(config.RICH_TEXT_IMAGE_HOSTS);
  await app.register(securityHeadersPlugin, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // antd writes its styles at run time
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        // a camera's live picture: hls.js hands the <video> a blob: address of its MediaSource (issue 18)
        mediaSrc: ["'self'", 'blob:'],
        frameSrc: ['https://www.youtube.com', 'https://www.youtube-nocookie.com'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        // ward offices often reach the console over plain http on a LAN address
        upgradeInsecureRequests: null,
      },
    },
  });
  await app.register(compressAnswersPlugin);
  await app.register(errorsPlugin);
  await app.register(frameworkErrorsPlugin);
  // PGlite runs one statement at a time: requests wait in arrival order, bounded, before the session check
  if (database.driver === 'pglite' && config.DB_QUEUE) {
    await app.register(dbAdmissionPlugin, {
      concurrency: config.DB_QUEUE_CONCURRENCY,
      maxWaitMs: config.DB_QUEUE_MAX_WAIT_MS,
      maxQueue: config.DB_QUEUE_MAX_LENGTH,
    });
  }
  // before any route: every route registered after it must declare its access
  await app.register(accessControlPlugin);
  await app.register(metricsPlugin);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Trang quản trị nền tảng số xã/phường — API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(publicPlugin(swaggerUi, { routePrefix: '/api/docs' }));

  await app.register(healthRoutes, { redis: deps.redis });
  await app.register(authRoutes);
  await app.register(profileRoutes);
  await app.register(sessionRoutes);
  await app.register(unitRoutes);
  await app.register(userRoutes);
  await app.register(appUserRoutes);
  await app.register(recipientRoutes);
  await app.register(roleRoutes);
  await app.register(importExportRoutes);
  await app.register(organisationRoutes);
  await app.register(wardServiceRoutes);
  await app.register(wardMarketConfigRoutes);
  await app.register(approvalModeRoutes);
  await app.register(residentMarketRoutes);
  await app.register(groupMemberRoutes);
  await app.register(residentGroupRoutes);
  await app.register(groupNewsRoutes);
  await app.register(unionMemberRoutes);
  await app.register(cameraStreamPlugin);
  await app.register(cameraStreamRoutes);
  await app.register(letterRoutes);
  await app.register(residentLetterRoutes);
  await app.register(sentimentRoutes);
  await app.register(sentimentCategoryRoutes);
  await app.register(fileRoutes);
  await app.register(excelPreviewRoutes);
  await app.register(notificationRoutes);
  await app.register(inboxRoutes);
  await app.register(excelNotificationRoutes);
  await app.register(notificationSchedulerPlugin);
  await app.register(surveyCounterFoldPlugin);
  await app.register(webPushPlugin, { vapid: await resolveVapidKeys(config, database), agent: deps.pushAgent });
  await app.register(pushRoutes);
  await app.register(surveyRoutes);
  await app.register(homeStatisticsRoutes);
  await app.register(trafficCounterPlugin);
  await app.register(surveyWebRoutes);
  await app.register(travelMapRoutes);
  await app.register(agricultureCategoryRoutes);
  await app.register(jobRoutes);
  await app.register(realtimePlugin, { redis: deps.redis });
  await app.register(overdueJobPlugin);
  await app.register(fileSweepPlugin);
  await app.register(resetQueuePlugin);
  await app.register(citizenSentimentRoutes);
  await app.register(async (scope) => {
    const publicPages = publicPageRegistry();
    for (const bound of RESOURCE_TABLES) {
      if (bound.resource.singleton) registerSingleton(scope, bound, resourceTableOf);
      else registerResource(scope, bound, resourceTableOf, publicPages);
      registerExport(scope, bound, resourceTableOf);
      registerPublicResource(scope, bound, resourceTableOf, publicPages);
    }
  });

  registerWebApp(app, config.WEB_DIST ?? path.resolve(import.meta.dirname, '../../web/dist'));
  return app;
}

/** the built console on the same port; unknown /api paths answer the 404 envelope, other paths the SPA */
function registerWebApp(app: FastifyInstance, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  // read once: a rebuilt console needs a restart anyway (@fastify/static scans its files at start)
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile) : null;
  if (indexHtml) {
    app.register(
      publicPlugin(fastifyStatic, {
        root: distDir,
        wildcard: false,
        index: false,
        // build/precompress.ts wrote .br and .gz beside every script and stylesheet: negotiated, never compressed live
        preCompressed: true,
        // the header below decides alone (the plugin would otherwise write its own 'max-age=0')
        cacheControl: false,
        // hashed assets (/assets/*) never change; index.html and sw.js must be fetched again after each deploy
        setHeaders: (res, file) => {
          const hashed = path.relative(distDir, file).startsWith(`assets${path.sep}`);
          res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
          res.setHeader('vary', 'accept-encoding');
        },
      }),
    );
  }
  app.setNotFoundHandler((request, reply) => {
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (isApiPath(request.url) || !indexHtml || !isPageRequest) throw new AppError('ROUTE_NOT_FOUND');
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache');
    // HEAD (uptime monitors): the same answer without the page
    return reply.send(request.method === 'HEAD' ? undefined : indexHtml);
  });
}

/**
 * Whether an unmatched request named an API path in any spelling (`//api/x`, `/%61pi/x`, `/x/../api/x`, absolute
 * form): those answer the 404 envelope, not the console's page. Only this choice of answer rests on the URL text;
 * access never does (plugins/access-control.ts).
 */
export function isApiPath(url: string): boolean {
  let path: string;
  try {
    // '//api/x' is a path here, not a protocol-relative URL naming host 'api'
    const target = url.startsWith('/') ? url.split(/[?#]/)[0] : new URL(url).pathname;
    path = decodeURIComponent(target);
  } catch {
    return true;
  }
  const normalised = new URL(`http://console.invalid${path.replace(/\/{2,}/g, '/')}`).pathname.toLowerCase();
  return normalised === '/api' || normalised.startsWith('/api/');
}
