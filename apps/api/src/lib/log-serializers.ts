import type { FastifyRequest } from 'fastify';
import { pino, type LoggerOptions } from 'pino';

/**
 * What must never reach a log line: credentials carried in URLs (reset links, signed download links) and the values
 * bound to SQL statements (argon2 hashes, addresses, phone numbers, names, dates of birth). Logs are shipped, kept and
 * read by more people than the database, so they are cleaned where they are written, for every logger the API uses:
 * Fastify's own (app.ts) and the shared boot logger (server.ts) both take `logOptions`.
 */

const REDACTED = '[redacted]';

// a query key naming a credential: token, access_token, password, client_secret, api_key, signature …
const SECRET_QUERY_VALUE =
  /([?&;](?:[^=&;#\s]*?)(?:token|password|passwd|secret|api[-_]?key|signature)(?:[^=&;#\s]*?)=)[^&;#\s"']*/gi;
// path segments that are a credential themselves: the segment after these names (`/api/auth/forgot-password/<token>`)
const TOKEN_PATH_NAMES = ['forgot-password'];
// (doubled or encoded slashes included: the router refuses those URLs, but the token in them is still real)
const SECRET_PATH_SEGMENT = new RegExp(`(/(?:${TOKEN_PATH_NAMES.join('|')})(?:/|%2f)+)[^/?#\\s"']+`, 'gi');
// a JWT anywhere (session or download-link token) is a credential whatever key or segment carries it
const JWT = /\beyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*/g;

// the router decodes %-escapes before matching, so `/api/auth/forgot-%70assword/<token>` and `?%74oken=…` reach the
// same handlers: unreserved characters are decoded first, so the patterns see every spelling as the router does
const ESCAPED_UNRESERVED = /%(4[1-9a-f]|5[0-9a]|6[1-9a-f]|7[0-9a]|3[0-9]|2d|2e|5f|7e)/gi;

/** a URL (or any text holding one) with credential values replaced by [redacted]; the rest stays for diagnosis */
export function redactUrl(text: string): string {
  return text
    .replace(ESCAPED_UNRESERVED, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(JWT, REDACTED)
    .replace(SECRET_PATH_SEGMENT, `$1${REDACTED}`)
    .replace(SECRET_QUERY_VALUE, `$1${REDACTED}`);
}

// properties of database errors that carry row values: Drizzle's bound parameters, PostgreSQL's detail
// ("Key (username)=(…)", "Failing row contains (…)"), where and internal query text of a failing function
const VALUE_PROPERTIES = ['params', 'detail', 'where', 'internalQuery', 'parameters'];
// SQLSTATE class 22 (data exception) messages quote the offending value: invalid input syntax for type date: "…"
const DATA_EXCEPTION = /^22/;

interface ErrorLike {
  message?: unknown;
  stack?: unknown;
  cause?: unknown;
  params?: unknown;
  code?: unknown;
}

const isErrorLike = (value: unknown): value is ErrorLike =>
  !!value && typeof value === 'object' && typeof (value as ErrorLike).message === 'string';

/** the exact texts to cut from messages and stacks: Drizzle writes the parameters into its message ("params: …") */
function secretFragments(error: ErrorLike): [string, string][] {
  const fragments: [string, string][] = [];
  const seen = new Set<unknown>();
  for (let current: unknown = error; isErrorLike(current) && !seen.has(current); current = current.cause) {
    seen.add(current);
    const message = current.message as string;
    if (current.params !== undefined) {
      const at = message.lastIndexOf('\nparams: ');
      if (at >= 0) fragments.push([message.slice(at), `\nparams: ${REDACTED}`]);
    }
    if (typeof current.code === 'string' && DATA_EXCEPTION.test(current.code)) {
      const quoted = message.replace(/"[^"]*"/g, `"${REDACTED}"`);
      if (quoted !== message) fragments.push([message, quoted]);
    }
  }
  return fragments;
}

// Drizzle's message copied into some other text (a wrapper's message, a template string): its line is cut
const LOOSE_PARAMS = /\nparams: (?!\[redacted\])[^\n]*/g;

function clean(text: string, fragments: [string, string][]) {
  let cleaned = text;
  for (const [secret, replacement] of fragments) cleaned = cleaned.split(secret).join(replacement);
  return redactUrl(cleaned.replace(LOOSE_PARAMS, `\nparams: ${REDACTED}`));
}

/** pino's error serializer, then statement values and credentials taken out of the result */
export function errSerializer(error: unknown, depth = 0): unknown {
  if (!isErrorLike(error)) return error;
  const fragments = secretFragments(error);
  const serialized = pino.stdSerializers.err(error as Error) as unknown as Record<string, unknown>;
  for (const key of VALUE_PROPERTIES) delete serialized[key];
  for (const key of ['message', 'stack'] as const) {
    if (typeof serialized[key] === 'string') serialized[key] = clean(serialized[key], fragments);
  }
  if (typeof serialized.query === 'string') serialized.query = redactUrl(serialized.query);
  // errors held by this one (an AggregateError's, a wrapper's original) are cleaned the same way; causes are already
  // folded into the message and stack above
  if (depth < 3) {
    for (const [key, value] of Object.entries(error)) {
      if (key !== 'cause' && isErrorLike(value)) serialized[key] = errSerializer(value, depth + 1);
    }
    const { errors } = error as { errors?: unknown };
    if (Array.isArray(errors)) {
      delete serialized.errors;
      serialized.aggregateErrors = errors.map((inner) => errSerializer(inner, depth + 1));
    }
  }
  return serialized;
}

/** Fastify's request summary with the URL's credentials redacted */
export function reqSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: typeof request.url === 'string' ? redactUrl(request.url) : request.url,
    version: request.headers?.['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * For every logger of the API. Besides the serializers, text messages pass through the same cleaning: pino takes an
 * error's message as the line's message when none is given (`log.error(err)`), Fastify's default error log passes
 * `error.message` explicitly, and its "Route GET:/… not found" quotes the URL.
 */
export function logOptions(level: string): LoggerOptions {
  return {
    level,
    serializers: { req: reqSerializer, err: (error: unknown) => errSerializer(error) },
    hooks: {
      logMethod(args, method) {
        const [first] = args as unknown[];
        const logged = first as { err?: unknown } | undefined;
        const error = isErrorLike(first) ? first : isErrorLike(logged?.err) ? logged.err : undefined;
        const fragments = error ? secretFragments(error) : [];
        const cleaned = args.map((arg) => (typeof arg === 'string' ? clean(arg, fragments) : arg));
        if (error && cleaned.length === 1) cleaned.push(clean(error.message as string, fragments));
        return method.apply(this, cleaned as Parameters<typeof method>);
      },
    },
  };
}
