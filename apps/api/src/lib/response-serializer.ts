import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import { isDeepStrictEqual } from 'node:util';
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

/**
 * For a route whose handler builds exactly its schema's fields by construction — the engine's list rows are the
 * columns its SELECT names, mapped in place (crud/resource-table.ts `rawRowMapper`) — V8's own JSON.stringify. On a
 * page of 20 rows fast-json-stringify's generated code left ~45 KB of garbage a request (string concatenation and
 * escaping) against the answer's own size for JSON.stringify: ~8 % of a list request's CPU (docs/benchmarks.md).
 * With `checkWithZod` (the test suite) the answer is also checked against its zod schema and must read back the same
 * as the schema's writer would have written it, so a field the schema does not name fails the route's tests.
 */
export function nativeJsonSerializerCompiler(options: { checkWithZod: boolean }): FastifySerializerCompiler<unknown> {
  if (!options.checkWithZod) return () => (data: unknown) => JSON.stringify(data);
  const bySchema = responseSerializerCompiler(options);
  return (route) => {
    const schemaWriter = bySchema(route);
    return (data: unknown) => {
      const native = JSON.stringify(data);
      const written = schemaWriter(data);
      if (!isDeepStrictEqual(JSON.parse(native), JSON.parse(written))) {
        throw new Error(`${route.method} ${route.url} answered fields or values its response schema does not write`);
      }
      return native;
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
