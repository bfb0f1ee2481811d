import type { Envelope } from '@console/shared/api-types';
import { REQUEST_TIMEOUT_MS } from '@console/shared/domain/limits';
import {
  buildHeaders,
  buildUrl,
  NETWORK_ERROR_MESSAGE,
  NetworkError,
  parseEnvelope,
  reportUnauthorized,
  RequestCancelledError,
  type QueryValue,
} from './api-client';
import { notify } from './notify';

export interface UploadOptions {
  query?: Record<string, QueryValue>;
  /** 0–100: the share of the body sent so far */
  onProgress?: (percent: number) => void;
  /** the whole body has been sent: from now on the server is working on it */
  onSent?: () => void;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * POST of a multipart form with upload progress. fetch() reports no upload progress, hence XMLHttpRequest. Same
 * contract as apiRequest: the envelope whatever the status, NetworkError (after the toast) when no answer came back,
 * RequestCancelledError when the signal aborted it.
 */
export function uploadWithProgress<T>(path: string, form: FormData, options: UploadOptions = {}): Promise<Envelope<T>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const { signal } = options;
    const abort = () => xhr.abort();
    const cleanUp = () => signal?.removeEventListener('abort', abort);

    xhr.open('POST', buildUrl(path, options.query));
    for (const [name, value] of Object.entries(buildHeaders(form))) xhr.setRequestHeader(name, value);
    xhr.timeout = options.timeoutMs ?? REQUEST_TIMEOUT_MS;

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.upload.onload = () => {
      options.onProgress?.(100);
      options.onSent?.();
    };
    xhr.onload = () => {
      cleanUp();
      const envelope = parseEnvelope<T>(xhr.responseText, xhr.status);
      if (envelope.code === 401) reportUnauthorized();
      resolve(envelope);
    };
    const unanswered = () => {
      cleanUp();
      notify.error(NETWORK_ERROR_MESSAGE);
      reject(new NetworkError(NETWORK_ERROR_MESSAGE));
    };
    xhr.onerror = unanswered;
    xhr.ontimeout = unanswered;
    const cancelled = () => {
      cleanUp();
      reject(new RequestCancelledError(typeof signal?.reason === 'string' ? signal.reason : 'cancel'));
    };
    xhr.onabort = cancelled;

    if (signal?.aborted) return cancelled();
    signal?.addEventListener('abort', abort, { once: true });
    xhr.send(form);
  });
}
