import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyHttpOptions, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERRORS, type ErrorCode } from '../lib/app-error.ts';
import { answerOnSocket, clientErrorHandler, envelopeJson } from '../lib/client-errors.ts';

/**
 * The answers Fastify and Node give on their own — a bad %-escape in the path, a path too long for the router,
 * unparsable HTTP, a request without Host, an unknown Expect, CONNECT, requests while the server closes — are the
 * Vietnamese envelope {code, message, data: null} like every route's.
 */

/** Fastify's and @fastify/multipart's error codes with an answer more telling than errors.ts's generic ones */
const FRAMEWORK_CODES: Record<string, ErrorCode> = {
  FST_ERR_BAD_URL: 'BAD_URL',
  FST_ERR_MAX_PARAM_LENGTH: 'URI_TOO_LONG',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'EMPTY_JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BODY_INCOMPLETE',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'MULTIPART_EXPECTED',
  FST_INVALID_JSON_FIELD_ERROR: 'INVALID_JSON_FIELD',
};

/** the catalogue entry for a framework error, for the error handler (plugins/errors.ts) */
export function frameworkErrorCode(error: { code?: unknown }): ErrorCode | undefined {
  return typeof error.code === 'string' ? FRAMEWORK_CODES[error.code] : undefined;
}

/** Fastify's `frameworkErrors`: errors raised while routing, before any hook or the error handler runs */
function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const code = frameworkErrorCode(error);
  if (!code) request.log.error({ err: error }, 'unhandled framework error');
  const [status, message] = ERRORS[code ?? 'INTERNAL'];
  reply.status(status).send({ code: status, message, data: null });
}

/** spread into the Fastify({...}) options (app.ts) */
export const frameworkErrorOptions = {
  frameworkErrors,
  clientErrorHandler,
  // Fastify's own 503 while closing is English; frameworkErrorsPlugin answers it
  return503OnClosing: false,
  // Node's own answer to an HTTP/1.1 request without Host is an empty 400; frameworkErrorsPlugin answers it
  http: { requireHostHeader: false },
} satisfies FastifyHttpOptions<Server>;

/**
 * Sent as text, not thrown to the error handler: the envelope would go through the route's response schema, and one
 * declared for the same status (/api/health's 503) would turn it into a serialization error.
 */
function refuse(reply: FastifyReply, code: ErrorCode) {
  reply.status(ERRORS[code][0]).type('application/json; charset=utf-8').send(envelopeJson(code));
}

export const frameworkErrorsPlugin = fp(async (app: FastifyInstance) => {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (request, reply, done) => {
    // Fastify has already marked the answer "Connection: close"; the load balancer retries elsewhere
    if (closing) return refuse(reply, 'SHUTTING_DOWN');
    // RFC 9112 §3.2: a server must answer 400 to an HTTP/1.1 request without Host
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) return refuse(reply, 'MISSING_HOST');
    done();
  });

  // without a listener Node answers an empty 417
  app.server.on('checkExpectation', (_req, res) => {
    const body = envelopeJson('EXPECTATION_FAILED');
    res.writeHead(ERRORS.EXPECTATION_FAILED[0], {
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(body),
      'x-content-type-options': 'nosniff',
    });
    res.end(body);
  });
  // without a listener Node closes the connection without a word: this is no proxy
  app.server.on('connect', (_req, socket: Socket) => answerOnSocket(socket, 'METHOD_NOT_SUPPORTED'));
});
