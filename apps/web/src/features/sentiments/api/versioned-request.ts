import type { Envelope } from '@console/shared/api-types';
import { apiExchange } from '../../../lib/api-client';

/** an answer with the item's row version (the ETag of GET /api/admin/sentiments/{id} and of every action) */
export type VersionedEnvelope<T> = Envelope<T> & { version: string | null };

interface VersionedOptions {
  body?: unknown;
  /** sent as If-Match: the server answers 409 when the item changed since this version was read */
  version?: string | null;
  signal?: AbortSignal;
}

const readVersion = (etag: string | null) => (etag ? etag.replace(/^W\//, '').replace(/^"|"$/g, '') : null);

/**
 * The shared request (envelope, toasts, cancel, 401 → login) with If-Match on the way out and the ETag on the way
 * back: two officers acting on the same item from pages loaded at the same state cannot both win, and the later one
 * is told that someone acted first.
 */
export async function versionedRequest<T>(
  method: string,
  path: string,
  options: VersionedOptions = {},
): Promise<VersionedEnvelope<T>> {
  const { envelope, headers } = await apiExchange<T>(method, path, {
    body: options.body,
    signal: options.signal,
    headers: options.version ? { 'If-Match': `"${options.version}"` } : undefined,
  });
  return { ...envelope, version: readVersion(headers.get('etag')) };
}
