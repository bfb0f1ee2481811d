import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

/** below this the compressed answer saves less than a slow link's packet and the headers cost */
export const COMPRESS_MIN_BYTES = 1024;
/** answers up to this size are compressed on the request's own turn (tens of microseconds); larger ones in libuv's pool */
const INLINE_MAX_BYTES = 64 * 1024;
const ENCODINGS = ['br', 'gzip'];
const COMPRESSIBLE_TYPE = /^(application\/(json|problem\+json|xml|javascript)|text\/|image\/svg\+xml)/i;

// The fastest levels: on a 12 KB page of 20 users brotli 1 gives 1.36 KB where 4 gives 1.16 KB (4 ms apart at
// 50 KB/s) for about half the CPU (24 µs): the users list keeps 0.79–0.81× of the bare server's throughput against
// 0.83× uncompressed (docs/benchmarks.md). Compressing in libuv's pool instead measured worse (0.61–0.63×).
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1 } };
const GZIP_OPTIONS = { level: 1 };
const brotliAsync = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);

/**
 * Compresses the API's JSON (and the console's index.html) by Accept-Encoding: brotli, else gzip. Only answers the
 * server holds whole (strings and buffers) are compressed; streams — the built scripts, already precompressed on
 * disk and negotiated by @fastify/static, downloads, Excel exports — pass untouched.
 *
 * Written here rather than with @fastify/compress: that plugin pipes every answer, however small, through a new
 * zlib stream, while a list page of 20 rows compresses in one synchronous call of ~30 µs (docs/benchmarks.md has
 * the list's throughput with and without).
 */
export const compressAnswersPlugin = fp(async (app: FastifyInstance) => {
  // a callback hook, not an async one: it runs on every answer, and most of them it only looks at
  app.addHook(
    'onSend',
    (
      request: FastifyRequest,
      reply: FastifyReply,
      payload: unknown,
      done: (error: Error | null, payload?: unknown) => void,
    ) => {
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
      if (reply.hasHeader('content-encoding')) return done(null, payload);
      const type = reply.getHeader('content-type');
      if (typeof type !== 'string' || !COMPRESSIBLE_TYPE.test(type)) return done(null, payload);
      if (!atLeast(payload, COMPRESS_MIN_BYTES)) return done(null, payload);
      varyOnEncoding(reply);
      const accepted = request.headers['accept-encoding'];
      const encoding = accepted ? negotiate(accepted, ENCODINGS) : null;
      if (!encoding) return done(null, payload);
      const finish = (compressed: Buffer) => {
        reply.header('content-encoding', encoding);
        reply.removeHeader('content-length');
        done(null, compressed);
      };
      if (!atLeast(payload, INLINE_MAX_BYTES)) return finish(compressSync(encoding, payload));
      compressAsync(encoding, payload).then(finish, (error: Error) => done(error));
    },
  );
});

/**
 * whether the UTF-8 size reaches `bytes`, without encoding the whole text when its length already tells: a UTF-16
 * code unit is one to three bytes
 */
function atLeast(payload: string | Buffer, bytes: number): boolean {
  if (Buffer.isBuffer(payload) || payload.length >= bytes) return payload.length >= bytes;
  return payload.length * 3 >= bytes && Buffer.byteLength(payload) >= bytes;
}

function varyOnEncoding(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  if (!vary) reply.header('vary', 'accept-encoding');
  else if (!/accept-encoding/i.test(String(vary))) reply.header('vary', `${vary}, accept-encoding`);
}

function compressSync(encoding: string, payload: string | Buffer): Buffer {
  return encoding === 'br' ? zlib.brotliCompressSync(payload, BROTLI_OPTIONS) : zlib.gzipSync(payload, GZIP_OPTIONS);
}

function compressAsync(encoding: string, payload: string | Buffer): Promise<Buffer> {
  return encoding === 'br' ? brotliAsync(payload, BROTLI_OPTIONS) : gzipAsync(payload, GZIP_OPTIONS);
}
