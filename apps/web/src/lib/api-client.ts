import type { Envelope } from '@console/shared/api-types';
import { REQUEST_ID_HEADER, REQUEST_ID_PREFIX, REQUEST_TIMEOUT_MS } from '@console/shared/domain/limits';
import { isDeviceOffline, reportAnswered, reportUnanswered } from './connectivity';
import { generateId } from './generate-id';
import { notify } from './notify';
import { getToken } from './session';

export const NETWORK_ERROR_MESSAGE = 'Không có kết nối internet';
const UNREADABLE_RESPONSE_MESSAGE = 'Máy chủ trả về dữ liệu không hợp lệ. Vui lòng thử lại sau.';
const UNREACHABLE_SERVER_MESSAGE = 'Không kết nối được tới máy chủ. Vui lòng thử lại sau.';
// a proxy in front of the API answers these itself when the API is down or slow
const GATEWAY_STATUSES = [502, 503, 504];

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  query?: Record<string, QueryValue>;
  body?: unknown;
  /** e.g. TanStack Query's signal */
  signal?: AbortSignal;
  timeoutMs?: number;
  /** false keeps the request out of the navigation guard's cancel-all (the guard's own profile load) */
  cancellable?: boolean;
  /** extra request headers (If-Match of a versioned action) */
  headers?: Record<string, string>;
}

/** thrown when the request was aborted on purpose (navigation, unmount); never shown to the user */
export class RequestCancelledError extends Error {
  override name = 'RequestCancelledError';
}

/** thrown when no answer came back (offline, DNS, timeout); the toast has already been shown */
export class NetworkError extends Error {
  override name = 'NetworkError';
}

// spec §6: the guard cancels every in-flight request before each navigation (reason 'cancel')
const inFlight = new Set<AbortController>();

export function cancelAllRequests(reason = 'cancel') {
  for (const controller of inFlight) controller.abort(reason);
  inFlight.clear();
}

let onUnauthorized: () => void = () => undefined;

/** spec §8: a 401 from any request clears the session and goes to login; the router supplies the navigation */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === null || value === undefined || value === '') continue;
    params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** spec §8: a 401 from any request clears the session and goes to login (also for the XHR and file helpers) */
export function reportUnauthorized() {
  onUnauthorized();
}

/** the envelope of an answer's text; a body that is not one becomes a synthetic envelope carrying the HTTP status */
export function parseEnvelope<T>(text: string, status: number): Envelope<T> {
  try {
    const parsed = JSON.parse(text) as Partial<Envelope<T>>;
    if (parsed && typeof parsed === 'object' && 'code' in parsed) {
      return { code: Number(parsed.code), message: parsed.message ?? '', data: parsed.data as T };
    }
  } catch {
    // not JSON: fall through to a synthetic envelope carrying the HTTP status
  }
  const ok = status >= 200 && status < 300;
  const message = GATEWAY_STATUSES.includes(status) ? UNREACHABLE_SERVER_MESSAGE : UNREADABLE_RESPONSE_MESSAGE;
  return { code: status, message: ok ? '' : message, data: null as T };
}

async function readEnvelope<T>(response: Response): Promise<Envelope<T>> {
  return parseEnvelope<T>(await response.text(), response.status);
}

/** Accept, request id and Authorization; Content-Type for JSON bodies (FormData sets its own) */
export function buildHeaders(body: unknown): Record<string, string> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    [REQUEST_ID_HEADER]: `${REQUEST_ID_PREFIX}${generateId()}`,
  };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined && !(body instanceof FormData)) headers['Content-Type'] = 'application/json';
  return headers;
}

function encodeBody(body: unknown): BodyInit | undefined {
  if (body === undefined) return undefined;
  return body instanceof FormData ? body : JSON.stringify(body);
}

/**
 * Every call answers with the envelope {code, message, data}, whatever the status (spec §8: codes ≥ 400 go back to
 * the caller as normal responses). Only a missing answer throws: NetworkError (after the toast) or
 * RequestCancelledError.
 */
export async function apiRequest<T = unknown>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<Envelope<T>> {
  return (await apiExchange<T>(method, path, options)).envelope;
}

/** apiRequest, also giving the answer's headers (the ETag of a versioned item) */
export async function apiExchange<T = unknown>(
  method: string,
  path: string,
  options: RequestOptions = {},
): Promise<{ envelope: Envelope<T>; headers: Headers }> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort('timeout'), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const external = options.signal;
  const forwardAbort = () => controller.abort(external?.reason ?? 'cancel');
  if (external?.aborted) forwardAbort();
  else external?.addEventListener('abort', forwardAbort, { once: true });
  if (options.cancellable !== false) inFlight.add(controller);

  try {
    // the device has no network: fail at once with the offline message rather than try
    if (isDeviceOffline()) throw new TypeError('offline');
    const response = await fetch(buildUrl(path, options.query), {
      method,
      headers: { ...buildHeaders(options.body), ...options.headers },
      body: encodeBody(options.body),
      signal: controller.signal,
    });
    const envelope = await readEnvelope<T>(response);
    if (!GATEWAY_STATUSES.includes(response.status)) reportAnswered();
    if (envelope.code === 401) onUnauthorized();
    return { envelope, headers: response.headers };
  } catch (error) {
    const reason: unknown = controller.signal.reason;
    if (controller.signal.aborted && reason !== 'timeout') {
      throw new RequestCancelledError(typeof reason === 'string' ? reason : 'cancel');
    }
    reportUnanswered();
    notify.error(NETWORK_ERROR_MESSAGE);
    throw new NetworkError(NETWORK_ERROR_MESSAGE, { cause: error });
  } finally {
    clearTimeout(timer);
    inFlight.delete(controller);
    external?.removeEventListener('abort', forwardAbort);
  }
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) =>
    apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => apiRequest<T>('DELETE', path, options),
};

/** for form submits: the toast already told the user about a missing answer, so the caller just stops */
export async function unlessUnanswered<T>(promise: Promise<T>): Promise<T | null> {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof NetworkError || error instanceof RequestCancelledError) return null;
    throw error;
  }
}
