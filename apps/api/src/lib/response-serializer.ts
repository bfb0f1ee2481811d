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
    const exact = zodSerializer(route as Parameters<typeof zodSerializer>[0]);
    const stringify = fastStringifyOf(route.schema);
    if (!stringify) return exact;
    if (!options.checkWithZod) return stringify;
    return (data: unknown) => {
      exact(data);
      return stringify(data);
    };
  };
}

type Stringify = (data: unknown) => string;
/**
 * One compiled writer per JSON Schema text: an app built again in the same process (the test suite builds one per
 * test file) reuses what the first build compiled, ~300 ms of each build. The routes make their zod schemas as they
 * register (an envelope around a definition's row), so the key is the JSON Schema, not the zod object; a writer is
 * a pure function of it. A few hundred distinct schemas at most: the routes'.
 */
const compiledWriters = new Map<string, Stringify>();

function fastStringifyOf(schema: unknown): Stringify | null {
  if (!(schema instanceof z.ZodType)) return null;
  const jsonSchema = toJsonSchema(schema);
  if (!jsonSchema) return null;
  const key = JSON.stringify(jsonSchema);
  let stringify = compiledWriters.get(key);
  if (!stringify) {
    stringify = fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
    compiledWriters.set(key, stringify);
  }
  return stringify;
}

function toJsonSchema(schema: z.ZodType): object | null {
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
