import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, ERRORS } from '../lib/app-error.ts';
import { databaseInputError } from '../lib/database-input-errors.ts';
import { frameworkErrorCode } from './framework-errors.ts';

/** every error leaves as the envelope {code, message, data: null} with HTTP status == code */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.status).send({ code: error.status, message: error.message, data: error.data });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // spec §5: the first failing field's message
      const message = error.validation[0]?.message ?? ERRORS.VALIDATION[1];
      return reply.status(400).send({ code: 400, message, data: null });
    }
    // framework refusals (bad JSON, unsupported media type, …) get their own message (plugins/framework-errors.ts)
    const framework = frameworkErrorCode(error);
    if (framework) {
      const [code, message] = ERRORS[framework];
      return reply.status(code).send({ code, message, data: null });
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ code: 413, message: ERRORS.PAYLOAD_TOO_LARGE[1], data: null });
    }
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ code: status, message: ERRORS.VALIDATION[1], data: null });
    }
    const refusedValue = databaseInputError(error);
    if (refusedValue) {
      // no error object: its message and parameters carry the refused values (personal data)
      request.log.warn(
        { sqlState: refusedValue, route: request.routeOptions.url },
        'unchecked input refused by the database',
      );
      return reply.status(400).send({ code: 400, message: ERRORS.VALIDATION[1], data: null });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ code: 500, message: ERRORS.INTERNAL[1], data: null });
  });
});
