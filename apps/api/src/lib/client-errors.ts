import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import { ERRORS, type ErrorCode } from './app-error.ts';

/**
 * Answers for requests Node's HTTP parser refuses before Fastify sees them (the server's 'clientError'): they are
 * written straight to the socket, as the same Vietnamese envelope every route answers with.
 */

/** what Node attaches to a parse error: the packet being parsed (a Buffer, whatever Fastify's types say) and how far */
export interface ClientError extends Error {
  code?: string;
  rawPacket?: unknown;
  bytesParsed?: number;
}

/**
 * How long a refused connection stays open to read what the client is still sending. Closing a socket with unread
 * data makes the kernel send a reset, and the client then sees ECONNRESET instead of the answer already sent.
 */
const DRAIN_MS = 2_000;

const ANSWERS: Record<string, ErrorCode> = {
  ERR_HTTP_REQUEST_TIMEOUT: 'REQUEST_TIMEOUT',
  HPE_CHUNK_EXTENSIONS_OVERFLOW: 'PAYLOAD_TOO_LARGE',
  HPE_INVALID_METHOD: 'METHOD_NOT_SUPPORTED',
  HPE_INVALID_URL: 'BAD_URL',
  HPE_INVALID_VERSION: 'HTTP_VERSION_NOT_SUPPORTED',
  // an HTTP/2 connection preface ("PRI * HTTP/2.0") on this HTTP/1.1 port
  HPE_PAUSED_H2_UPGRADE: 'HTTP_VERSION_NOT_SUPPORTED',
};

/** Node calls this again for every packet after a parse error; one answer per connection */
const answered = new WeakSet<Socket>();

export function envelopeJson(code: ErrorCode): string {
  const [status, message] = ERRORS[code];
  return JSON.stringify({ code: status, message, data: null });
}

/** the server's 'clientError' listener (Fastify's `clientErrorHandler` option, called with the Fastify instance) */
export function clientErrorHandler(this: { log: FastifyBaseLogger }, error: ClientError, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed || answered.has(socket)) return;
  // data after a request that said "Connection: close": that request's answer is still on its way and must come first
  if (error.code === 'HPE_CLOSED_CONNECTION') return;
  this.log.debug({ code: error.code }, 'client error');
  answerOnSocket(socket, answerFor(error));
}

function answerFor(error: ClientError): ErrorCode {
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return overflowInRequestLine(error.rawPacket, error.bytesParsed) ? 'URI_TOO_LONG' : 'HEADERS_TOO_LARGE';
  }
  return ANSWERS[error.code ?? ''] ?? 'BAD_HTTP_REQUEST';
}

/**
 * Node counts the request line into its 16 KB header limit, so a long path and large headers fail alike
 * (HPE_HEADER_OVERFLOW). The line the parser was in when it overflowed tells them apart: a request line starts with
 * the method and a space, a header line has its colon before any space. When that line began in an earlier packet
 * only its end can show it was the request line (" HTTP/1.1"); a packet from the middle of either is answered 431.
 */
export function overflowInRequestLine(packet: unknown, bytesParsed: number | undefined): boolean {
  if (!Buffer.isBuffer(packet)) return false;
  const at = Math.min(bytesParsed ?? packet.length, packet.length);
  const lineStart = at > 0 ? packet.lastIndexOf(0x0a, at - 1) + 1 : 0;
  const lineEnd = packet.indexOf(0x0a, lineStart);
  const line = packet.subarray(lineStart, lineEnd === -1 ? packet.length : lineEnd).toString('latin1');
  if (/^[A-Z-]+ \S/.test(line)) return true;
  return lineStart === 0 && lineEnd !== -1 && / HTTP\/\d\.\d\r?$/.test(line);
}

/**
 * Writes the envelope as a whole HTTP/1.1 answer, half-closes, and keeps reading (and discarding) what the client
 * still sends for DRAIN_MS before closing, so the answer arrives instead of a reset.
 */
export function answerOnSocket(socket: Socket, code: ErrorCode): void {
  answered.add(socket);
  const inFlight = (socket as Socket & { _httpMessage?: ServerResponse | null })._httpMessage;
  // part of a route's answer already left: anything written now would be read as its rest
  if (!socket.writable || inFlight?.headersSent) {
    socket.destroy();
    return;
  }
  const [status] = ERRORS[code];
  const body = envelopeJson(code);
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      'Content-Type: application/json; charset=utf-8',
      `Content-Length: ${Buffer.byteLength(body)}`,
      'Connection: close',
      'X-Content-Type-Options: nosniff',
      '',
      body,
    ].join('\r\n'),
  );
  // a socket handed over by Node (CONNECT) has no reader left: resume() reads and drops; otherwise it is a no-op
  socket.resume();
  // a reset while draining is expected and nobody else listens on a handed-over socket
  socket.on('error', () => {});
  const timer = setTimeout(() => socket.destroy(), DRAIN_MS);
  timer.unref();
  socket.once('close', () => clearTimeout(timer));
}
