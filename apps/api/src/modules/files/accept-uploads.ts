import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/**
 * Multipart bodies for the routes of the plugin that calls this (uploads, the users' import and its template) only:
 * @fastify/multipart adds two async hooks and a 'close' listener to every request of the scope it is registered in,
 * which on the whole API was a cost of every list page (docs/benchmarks.md). Elsewhere a multipart body is refused
 * as an unsupported media type (415, plugins/framework-errors.ts). The limits here are the widest; each receiver
 * narrows them (files/receive-uploads.ts).
 */
export async function acceptUploads(app: FastifyInstance) {
  await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, files: 1 } });
}
