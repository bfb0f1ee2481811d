import type { Envelope } from '@console/shared/api-types';
import { REQUEST_TIMEOUT_MS } from '@console/shared/domain/limits';
import {
  buildHeaders,
  NETWORK_ERROR_MESSAGE,
  NetworkError,
  parseEnvelope,
  reportUnauthorized,
  RequestCancelledError,
} from '../../../lib/api-client';
import { notify } from '../../../lib/notify';

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
 * apiRequest's contract (the envelope whatever the status, NetworkError after the toast, RequestCancelledError on
 * abort, 401 → login), plus the ETag of the answer and If-Match on the request: two officers acting on the same item
 * from pages loaded at the same state cannot both win, and the later one is told that someone acted first.
 */
export async function versionedRequest<T>(method: string, path: string, options: VersionedOptions = {}): Promise<VersionedEnvelope<T>> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort('timeout'), REQUEST_TIMEOUT_MS);
  const external = options.signal;
  const forwardAbort = () => controller.abort(external?.reason ?? 'cancel');
  if (external?.aborted) forwardAbort();
  else external?.addEventListener('abort', forwardAbort, { once: true });

  const headers = buildHeaders(options.body);
  if (options.version) headers['If-Match'] = `"${options.version}"`;
  try {
    const response = await fetch(path, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: controller.signal,
    });
    const envelope = parseEnvelope<T>(await response.text(), response.status);
    if (envelope.code === 401) reportUnauthorized();
    return { ...envelope, version: readVersion(response.headers.get('etag')) };
  } catch (error) {
    const reason: unknown = controller.signal.reason;
    if (controller.signal.aborted && reason !== 'timeout') throw new RequestCancelledError(typeof reason === 'string' ? reason : 'cancel');
    notify.error(NETWORK_ERROR_MESSAGE);
    throw new NetworkError(NETWORK_ERROR_MESSAGE, { cause: error });
  } finally {
    clearTimeout(timer);
    external?.removeEventListener('abort', forwardAbort);
  }
}
