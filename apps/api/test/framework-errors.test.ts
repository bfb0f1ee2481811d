import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, type ErrorCode } from '../src/lib/app-error.ts';
import { overflowInRequestLine } from '../src/lib/client-errors.ts';
import { frameworkErrorCode } from '../src/plugins/framework-errors.ts';
import { buildTestApp, type TestApp } from './helper.ts';

// Requests refused by Fastify or by Node's HTTP parser, on a real listening server: the answer must be the
// Vietnamese envelope {code, message, data: null} like every route's, and must arrive (no connection reset).

const ENGLISH = /bad request|invalid|error|client|unsupported|too (large|long)|not found|timeout|expectation|method/i;

interface Answer {
  statusLine: string;
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Like curl: writes `parts` on a fresh connection (pausing between them) before reading anything, then reads until
 * the server closes. A reset anywhere — the server closing with unread data while the client still sends — rejects.
 */
function exchange(port: number, parts: Array<string | Buffer>, pauseMs = 50): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1', async () => {
      socket.pause();
      for (const [i, part] of parts.entries()) {
        if (i > 0) await new Promise((r) => setTimeout(r, pauseMs));
        if (!socket.destroyed) socket.write(part);
      }
      socket.resume();
    });
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const received = Buffer.concat(chunks);
      const end = received.indexOf('\r\n\r\n');
      if (end === -1)
        return reject(new Error(`closed without an answer: ${JSON.stringify(received.toString('latin1'))}`));
      const [statusLine, ...lines] = received.subarray(0, end).toString('latin1').split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      );
      resolve({
        statusLine: statusLine!,
        status: Number(statusLine!.split(' ')[1]),
        headers,
        body: received.subarray(end + 4).toString('utf8'),
      });
    });
  });
}

function expectEnvelope(answer: { status: number; body: string; contentType?: string }, code: ErrorCode) {
  const [status, message] = ERRORS[code];
  expect(answer.status).toBe(status);
  expect(answer.contentType).toMatch(/^application\/json; charset=utf-8/);
  expect(JSON.parse(answer.body)).toEqual({ code: status, message, data: null });
  expect(message).not.toMatch(ENGLISH);
}

function expectRawEnvelope(answer: Answer, code: ErrorCode) {
  expect(answer.statusLine).toMatch(new RegExp(`^HTTP/1\\.1 ${ERRORS[code][0]} `));
  expectEnvelope({ ...answer, contentType: answer.headers['content-type'] }, code);
}

let t: TestApp;
let port: number;
let base: string;
beforeAll(async () => {
  t = await buildTestApp();
  // a client that stops half-way through its headers is answered 408 within a second instead of a minute
  // (Node reads both when the server starts listening)
  const server = t.app.server as typeof t.app.server & { connectionsCheckingInterval: number };
  server.headersTimeout = 500;
  server.connectionsCheckingInterval = 100;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterAll(() => t.close());

async function expectStillServing() {
  const health = await fetch(`${base}/api/health`);
  expect(health.status).toBe(200);
}

// every answer ends the connection, so the client reads until it closes
const KEEP_ALIVE_HOST = 'Host: console.test\r\n';
const HOST = `${KEEP_ALIVE_HOST}Connection: close\r\n`;
const split = (request: string) => [request.slice(0, -100), request.slice(-100)];
const CASES: Array<[string, Array<string | Buffer>, ErrorCode]> = [
  ['a bad %-escape in the path', [`GET /api/admin/users/%E0%A4%A HTTP/1.1\r\n${HOST}\r\n`], 'BAD_URL'],
  [
    'a path value longer than the router takes',
    [`GET /api/files/${'a'.repeat(2_000)}/x HTTP/1.1\r\n${HOST}\r\n`],
    'URI_TOO_LONG',
  ],
  ['an unknown method', [`FOO / HTTP/1.1\r\n${HOST}\r\n`], 'METHOD_NOT_SUPPORTED'],
  [
    'CONNECT (this is no proxy)',
    [`CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n`],
    'METHOD_NOT_SUPPORTED',
  ],
  ['a request line with spaces in the path', [`GET /a b c HTTP/1.1\r\n${HOST}\r\n`], 'BAD_HTTP_REQUEST'],
  [
    'a Content-Length that is not a number',
    [`POST /api/auth/login HTTP/1.1\r\n${HOST}Content-Length: abc\r\n\r\n`],
    'BAD_HTTP_REQUEST',
  ],
  [
    'two different Content-Length',
    [`POST /api/auth/login HTTP/1.1\r\n${HOST}Content-Length: 1\r\nContent-Length: 2\r\n\r\n{}`],
    'BAD_HTTP_REQUEST',
  ],
  [
    'a bad chunk size in the body of a routed request',
    [
      `POST /api/auth/login HTTP/1.1\r\n${HOST}Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
    ],
    'BAD_HTTP_REQUEST',
  ],
  ['HTTP/3.0 in the request line', [`GET / HTTP/3.0\r\n${HOST}\r\n`], 'HTTP_VERSION_NOT_SUPPORTED'],
  ['the HTTP/2 connection preface', ['PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n'], 'HTTP_VERSION_NOT_SUPPORTED'],
  // sent in two writes: the client is still sending when the answer comes, which used to end in a reset
  ['a 100 KB path', split(`GET /api/${'a'.repeat(100 * 1024)} HTTP/1.1\r\n${HOST}\r\n`), 'URI_TOO_LONG'],
  [
    'a 20 KB path in two packets',
    [`GET /api/${'a'.repeat(10_000)}`, `${'a'.repeat(10_000)} HTTP/1.1\r\n${HOST}\r\n`],
    'URI_TOO_LONG',
  ],
  [
    'a 64 KB header',
    [`GET /api/health HTTP/1.1\r\n${HOST}X-Big: ${'a'.repeat(64 * 1024)}\r\n\r\n`],
    'HEADERS_TOO_LARGE',
  ],
  [
    'a 64 KB header before a body still being sent',
    [
      `POST /api/files HTTP/1.1\r\n${HOST}X-Big: ${'a'.repeat(64 * 1024)}\r\nContent-Length: 100000\r\n\r\n`,
      'b'.repeat(100_000),
    ],
    'HEADERS_TOO_LARGE',
  ],
  [
    'a 20 KB header in two packets',
    [`GET /api/health HTTP/1.1\r\n${HOST}X-Big: ${'a'.repeat(10_000)}`, `${'a'.repeat(10_000)}\r\n\r\n`],
    'HEADERS_TOO_LARGE',
  ],
  ['HTTP/1.1 without Host', ['GET /api/health HTTP/1.1\r\nConnection: close\r\n\r\n'], 'MISSING_HOST'],
  [
    'an Expect other than 100-continue',
    [`GET /api/health HTTP/1.1\r\n${HOST}Expect: 200-ok\r\n\r\n`],
    'EXPECTATION_FAILED',
  ],
  ['TRACE, which no route answers', [`TRACE /api/health HTTP/1.1\r\n${HOST}\r\n`], 'ROUTE_NOT_FOUND'],
];

describe('answers on a raw connection', () => {
  it.each(CASES)('%s', async (_name, parts, code) => {
    expectRawEnvelope(await exchange(port, parts), code);
    await expectStillServing();
  });

  it('answers a client that stops half-way through its headers 408', async () => {
    expectRawEnvelope(await exchange(port, [`GET /api/health HTTP/1.1\r\n${HOST}X-Slow: 1\r\n`]), 'REQUEST_TIMEOUT');
    await expectStillServing();
  });

  it('still takes HTTP/1.0 without Host', async () => {
    const answer = await exchange(port, ['GET /api/health HTTP/1.0\r\n\r\n']);
    expect(answer.status).toBe(200);
  });
});

describe('answers to fetch', () => {
  const login = `/api/auth/login`;
  const send = async (method: string, path: string, init: RequestInit = {}) => {
    const response = await fetch(`${base}${path}`, { method, ...init });
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      body: await response.text(),
    };
  };

  it('refuses a body of a type no parser takes (text/xml) 415', async () => {
    expectEnvelope(
      await send('POST', login, { headers: { 'content-type': 'text/xml' }, body: '<a/>' }),
      'UNSUPPORTED_MEDIA_TYPE',
    );
  });
  it('refuses broken JSON 400', async () => {
    expectEnvelope(
      await send('POST', login, { headers: { 'content-type': 'application/json' }, body: '{bad' }),
      'INVALID_JSON',
    );
  });
  it('refuses an empty body declared as JSON 400', async () => {
    expectEnvelope(
      await send('POST', login, { headers: { 'content-type': 'application/json' }, body: '' }),
      'EMPTY_JSON',
    );
  });
  it('refuses a body over the limit 413', async () => {
    const body = JSON.stringify({ username: 'a'.repeat(1_100_000), password: 'x' });
    expectEnvelope(
      await send('POST', login, { headers: { 'content-type': 'application/json' }, body }),
      'PAYLOAD_TOO_LARGE',
    );
  });
  it('answers unknown methods and methods a path does not take 404', async () => {
    expectEnvelope(await send('PROPFIND', '/api/health'), 'ROUTE_NOT_FOUND');
    expectEnvelope(await send('DELETE', '/api/health'), 'ROUTE_NOT_FOUND');
  });
});

describe('catalogue of framework codes', () => {
  it('gives @fastify/multipart’s 406 refusals their own message', () => {
    expect(frameworkErrorCode({ code: 'FST_INVALID_MULTIPART_CONTENT_TYPE' })).toBe('MULTIPART_EXPECTED');
    expect(frameworkErrorCode({ code: 'FST_INVALID_JSON_FIELD_ERROR' })).toBe('INVALID_JSON_FIELD');
    expect(ERRORS.MULTIPART_EXPECTED[0]).toBe(406);
    expect(frameworkErrorCode({ code: 'SOMETHING_ELSE' })).toBeUndefined();
  });

  it('tells a long request line from large headers by the line the parser overflowed in', () => {
    const packet = (text: string) => Buffer.from(text, 'latin1');
    const longPath = packet(`GET /${'a'.repeat(20_000)}`);
    expect(overflowInRequestLine(longPath, longPath.length)).toBe(true);
    const tail = packet(`${'a'.repeat(100)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    expect(overflowInRequestLine(tail, 100)).toBe(true);
    const pipelined = packet(`GET / HTTP/1.1\r\nHost: x\r\n\r\nGET /${'a'.repeat(100)} HTTP/1.1\r\n`);
    expect(overflowInRequestLine(pipelined, pipelined.indexOf(' HTTP/1.1\r\n', 30))).toBe(true);
    const header = packet(`GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(100)}`);
    expect(overflowInRequestLine(header, header.length)).toBe(false);
    expect(overflowInRequestLine(packet('a'.repeat(100)), 100)).toBe(false);
    expect(overflowInRequestLine(undefined, undefined)).toBe(false);
  });
});

describe('while the server closes', () => {
  it('answers requests that still arrive on an open connection 503, then closes', async () => {
    const closing = await buildTestApp();
    await closing.app.listen({ port: 0, host: '127.0.0.1' });
    const closingPort = (closing.app.server.address() as AddressInfo).port;
    const body = JSON.stringify({ username: 'admin', password: 'sai-mat-khau' });
    const socket = net.connect(closingPort, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (received += chunk));
    const ended = new Promise((resolve) => socket.on('close', resolve));
    // a login whose body is still coming keeps the connection busy, so closing the server does not drop it
    // the server has read the login's head (its 'request' event), whatever the machine's load, before closing
    const started = once(closing.app.server, 'request');
    socket.write(
      `POST /api/auth/login HTTP/1.1\r\n${KEEP_ALIVE_HOST}Content-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
    );
    await started;
    const closed = closing.close();
    await new Promise((r) => setTimeout(r, 100));
    socket.write(`${body.slice(5)}GET /api/health HTTP/1.1\r\n${KEEP_ALIVE_HOST}\r\n`);
    await Promise.all([ended, closed]);
    const answers = received.split(/(?=HTTP\/1\.1 )/);
    expect(answers).toHaveLength(2);
    expect(answers[1]).toMatch(/^HTTP\/1\.1 503 /);
    expect(answers[1]!.toLowerCase()).toContain('connection: close');
    const [status, message] = ERRORS.SHUTTING_DOWN;
    expect(JSON.parse(answers[1]!.slice(answers[1]!.indexOf('\r\n\r\n') + 4))).toEqual({
      code: status,
      message,
      data: null,
    });
  });
});
