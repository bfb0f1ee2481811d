import type { FastifyRequest } from 'fastify';

/**
 * preValidation of a route whose body may be left out (a form of optional fields, "mark all read"): no body reads as
 * an empty object, so it gets the fields' own Vietnamese messages instead of the schema's "expected object".
 */
export async function emptyBodyAsObject(request: FastifyRequest) {
  request.body ??= {};
}
