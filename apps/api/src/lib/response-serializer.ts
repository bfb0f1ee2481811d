import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Responses are written by fast-json-stringify compiled from each route's zod response schema: like zod it keeps only
 * the declared fields (a password hash added to a row by mistake never leaves), at a fraction of the cost of zod's
 * encode + JSON.stringify (docs/benchmarks.md). A schema JSON Schema cannot express (dates, transforms) keeps zod.
 * With `checkWithZod` (the test suite) every response is also checked against its zod schema, so a route that answers
 * something its schema does not describe fails its tests.
 */
export function responseSerializerCompiler(options: { checkWithZod: boolean }): FastifySerializerCompiler<unknown> {
  const zodSerializer = createSerializerCompiler({});
  return (route) => {
    const jsonSchema = toJsonSchema(route.schema);
    const exact = zodSerializer(route as Parameters<typeof zodSerializer>[0]);
    if (!jsonSchema) return exact;
    const stringify = fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
    if (!options.checkWithZod) return stringify;
    return (data: unknown) => {
      exact(data);
      return stringify(data);
    };
  };
}

function toJsonSchema(schema: unknown): object | null {
  if (!(schema instanceof z.ZodType)) return null;
  try {
    const { $schema: _, ...jsonSchema } = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-07',
      unrepresentable: 'throw',
    });
    return jsonSchema;
  } catch {
    return null;
  }
}
