import { writeFileSync } from 'node:fs';
import { PassThrough } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { DeclaredRoute } from '../../src/plugins/access-control.ts';
import { demoUnits } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helper.ts';

/**
 * For every route's params, query string and body schema: wrong types, null, missing fields, huge strings, NUL and lone
 * surrogates, huge numbers, nested objects and arrays. Never a 500, always the {code, message, data} envelope, never
 * zod's or Fastify's English (issue 9 items 5 and 6). Sent as someone the route lets through, so that validation —
 * and, when the rest of the request is valid, the database — really sees the value.
 * The routes are dealt over a few test files (shard-*.test.ts) so that the run's workers share them out.
 */
let t: TestApp;
let logText = '';
let units: Awaited<ReturnType<typeof demoUnits>>;
const tokens: Record<string, string> = {};

const ENGLISH =
  /invalid|expected|received|too (big|small)|required|bad request|unexpected|must|error|not found|client/i;
const MISSING_ROW = '999999';
let uniqueName = 0;

/** a JSON-schema view of a route schema, for its keys and an example value of each */
function jsonSchemaOf(schema: unknown): JsonSchema {
  if (!schema || typeof schema !== 'object' || !('_zod' in schema)) return {};
  return z.toJSONSchema(schema as z.ZodType, { io: 'output', unrepresentable: 'any' }) as JsonSchema;
}
type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  default?: unknown;
};

/** a plausible valid value, so that a request with one field spoiled is otherwise valid and may reach the database */
function example(schema: JsonSchema, key = ''): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf?.length) return example(schema.anyOf.find((s) => s.type !== 'null') ?? schema.anyOf[0], key);
  const type = [schema.type].flat().find((t) => t !== 'null');
  if (type === 'integer' || type === 'number') {
    if (key === 'ward_id') return units.ward1;
    if (key === 'province_id') return units.provinceId;
    if (key === 'role_id') return 6;
    return Math.max(1, schema.minimum ?? 1);
  }
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object')
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, s]) => [k, example(s, k)]));
  if (schema.format === 'email' || key.includes('email')) return `fuzz${++uniqueName}@example.vn`;
  if (key.includes('phone')) return '0912345678';
  if (key === 'username' || key === 'field') return `fuzz${++uniqueName}`;
  if (schema.format === 'date' || /(^|_)(dob|date|birthday)$/.test(key)) return '1990-01-01';
  if (schema.format === 'date-time' || key.startsWith('time_')) return '2030-01-01T00:00:00Z';
  return `Giá trị thử ${++uniqueName}`;
}

const HUGE_TEXT = 'x'.repeat(200_000);
const deep = (levels: number): unknown => (levels === 0 ? 1 : { a: deep(levels - 1) });
const BAD_BODY_VALUES: [string, unknown][] = [
  ['null', null],
  ['true', true],
  ['zero', 0],
  ['negative', -1],
  ['2^15', 32_768],
  ['2^31-1', 2_147_483_647],
  ['2^31', 2_147_483_648],
  ['1e308', 1e308],
  ['-1e308', -1e308],
  ['fraction', 1.5],
  ['text', 'chữ'],
  ['empty text', ''],
  ['NUL', 'a\u0000b'],
  ['lone surrogate', 'a\uD800b'],
  ['huge text', HUGE_TEXT],
  ['object', { a: { b: { c: 1 } } }],
  ['array', [1, 'a', null]],
  ['array of id', [2_147_483_648]],
  ['nested arrays', [[[]]]],
  ['deep', deep(40)],
];
const BAD_TEXT_VALUES = [
  '',
  'abc',
  '-1',
  '0',
  '1.5',
  '0x10',
  '1e3',
  '32768',
  '2147483647',
  '2147483648',
  '99999999999999999999',
  '%201',
  'a%00b',
  '%ED%A0%80',
  'x'.repeat(900),
];

type Case = { what: string; url: string; payload?: string; contentType?: string };

function pathOf(route: DeclaredRoute, params: Record<string, string>) {
  return route.url.replace(/:(\w+)/g, (_m, name: string) => params[name]);
}

function casesFor(route: DeclaredRoute): Case[] {
  const params = jsonSchemaOf(route.schema?.params);
  const query = jsonSchemaOf(route.schema?.querystring);
  const body = jsonSchemaOf(route.schema?.body);
  const baseParams = Object.fromEntries(
    Object.keys(params.properties ?? {}).map((k) => [
      k,
      k === 'token' ? 'a'.repeat(40) : k === 'name' ? 'x' : MISSING_ROW,
    ]),
  );
  const baseBody = route.schema?.body ? (example(body) as Record<string, unknown>) : undefined;
  const path = pathOf(route, baseParams);
  const json = (value: unknown) => JSON.stringify(value);
  const cases: Case[] = [];
  const withBody = (what: string, url: string, payload?: unknown) =>
    cases.push({ what, url, payload: baseBody === undefined ? undefined : json(payload ?? baseBody) });

  for (const key of Object.keys(params.properties ?? {})) {
    for (const bad of BAD_TEXT_VALUES)
      withBody(`param ${key}=${bad.slice(0, 20)}`, pathOf(route, { ...baseParams, [key]: bad }));
  }
  for (const key of Object.keys(query.properties ?? {})) {
    for (const bad of BAD_TEXT_VALUES) withBody(`query ${key}=${bad.slice(0, 20)}`, `${path}?${key}=${bad}`);
    withBody(`query ${key} twice`, `${path}?${key}=1&${key}=2`);
    withBody(`query ${key}[a]`, `${path}?${key}[a]=1`);
    withBody(`query ${key} huge`, `${path}?${key}=${'9'.repeat(5_000)}`);
  }
  if (baseBody !== undefined) {
    withBody('valid-looking body', path);
    for (const whole of [null, [], 'chữ', 123, true, {}, deep(2_000)])
      cases.push({ what: `body ${json(whole).slice(0, 20)}`, url: path, payload: json(whole) });
    cases.push({ what: 'text/plain body', url: path, payload: 'abc', contentType: 'text/plain' });
    cases.push({ what: 'broken JSON', url: path, payload: '{"a":', contentType: 'application/json' });
    for (const key of Object.keys(body.properties ?? {})) {
      const { [key]: _dropped, ...missing } = baseBody;
      withBody(`body without ${key}`, path, missing);
      for (const [name, bad] of BAD_BODY_VALUES) withBody(`body ${key}=${name}`, path, { ...baseBody, [key]: bad });
    }
  }
  return cases;
}

function tokenFor(route: DeclaredRoute) {
  if (route.access === 'public') return undefined;
  if (route.access === 'account') return tokens.resident;
  return tokens.admin;
}

/** the fuzz of every `shards`-th route with a schema, from the `shard`-th (0-based) */
export function describeSchemaFuzz(shard: number, shards: number) {
  beforeAll(async () => {
    const logs = new PassThrough();
    logs.on('data', (chunk) => (logText += chunk));
    t = await buildTestApp({ LOG_LEVEL: 'warn' }, pino({ level: 'warn' }, logs));
    units = await demoUnits(t);
    [tokens.admin, tokens.resident] = await Promise.all([t.login('admin'), t.login('nguoidan1')]);
  });
  afterAll(() => t.close());

  describe(`schema fuzz: every route, every schema (part ${shard + 1} of ${shards})`, () => {
    it('never answers 500, always the Vietnamese envelope', { timeout: 600_000 }, async () => {
      const everyRoute = t.app.declaredRoutes.filter(
        (r) =>
          r.method !== 'HEAD' &&
          !r.url.startsWith('/api/docs') &&
          (r.schema?.body || r.schema?.querystring || r.schema?.params),
      );
      expect(everyRoute.length).toBeGreaterThan(50);
      const routes = everyRoute.filter((_, index) => index % shards === shard);
      const failures: string[] = [];
      const counts = {
        routes: routes.length,
        requests: 0,
        byStatus: {} as Record<number, number>,
        byKind: {} as Record<string, number>,
      };
      for (const route of routes) {
        for (const c of casesFor(route)) {
          const response = await t.request({
            method: route.method as 'GET',
            url: c.url,
            token: tokenFor(route),
            ...(c.payload !== undefined
              ? { payload: c.payload, headers: { 'content-type': c.contentType ?? 'application/json' } }
              : {}),
          });
          counts.requests++;
          const kind =
            c.what.startsWith('body ') && !c.what.includes('=') && !c.what.startsWith('body without')
              ? 'whole body'
              : c.what.split(' ')[0];
          counts.byKind[kind] = (counts.byKind[kind] ?? 0) + 1;
          counts.byStatus[response.statusCode] = (counts.byStatus[response.statusCode] ?? 0) + 1;
          const where = `${route.method} ${route.url} ${c.what}`;
          if (response.statusCode >= 500)
            failures.push(`${where}: ${response.statusCode} ${response.body.slice(0, 150)}`);
          if (response.statusCode === 200 && !String(response.headers['content-type'] ?? '').includes('json')) continue; // a file
          let parsed: { code?: unknown; message?: unknown; data?: unknown } | null;
          try {
            parsed = JSON.parse(response.body);
          } catch {
            failures.push(`${where}: not JSON: ${response.body.slice(0, 100)}`);
            continue;
          }
          if (parsed?.code !== response.statusCode || typeof parsed.message !== 'string' || !('data' in parsed)) {
            failures.push(`${where}: not the envelope: ${response.body.slice(0, 150)}`);
          } else if (response.statusCode >= 400 && ENGLISH.test(parsed.message)) {
            failures.push(`${where}: English message: ${parsed.message}`);
          }
        }
      }
      // FUZZ_REPORT=file: every failure (of the last part to finish) and the app's log, for working through a long list
      if (process.env.FUZZ_REPORT) writeFileSync(process.env.FUZZ_REPORT, `${failures.join('\n')}\n${logText}`);
      expect(failures.slice(0, 60)).toEqual([]);
      // nothing reached the database unchecked: the backstop for database input errors logs each one it catches
      expect(logText).not.toContain('unchecked input');
      console.info(
        `schema fuzz: ${counts.routes} routes, ${counts.requests} requests, by kind ${JSON.stringify(counts.byKind)}, by status ${JSON.stringify(counts.byStatus)}`,
      );
    });
  });
}
