import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

const HSTS = 'strict-transport-security';

/**
 * Browser features the console's pages and the frames they embed may not use. Denied: capture devices (camera,
 * microphone, screen), sensors, payment and device access — the console plays camera streams in <video> elements and
 * draws Leaflet maps, neither of which needs a permission, and a photo for a form comes through the file picker.
 * Geolocation stays allowed for the console itself (never for embedded frames): the map's "my position" and placing a
 * camera where the officer stands need it. Features not named (fullscreen, autoplay, picture-in-picture) keep the
 * browser's defaults so embedded YouTube players still work.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'bluetooth=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=(self)',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

/** the headers helmet sets for a configuration, found by running its middleware once against a recording answer */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * helmet's security headers and the Permissions-Policy on every answer. The configuration is static, so they are
 * computed once at boot: @fastify/helmet rebuilt helmet's middleware (and re-parsed the CSP) for every request, ~5 %
 * of a list request's CPU.
 *
 * Strict-Transport-Security goes only on answers to HTTPS requests (`request.protocol`, which follows
 * X-Forwarded-Proto when TRUST_PROXY is on): over plain HTTP browsers must ignore it (RFC 6797 §8.1), so sending it
 * there only tells scanners and readers of the answer something untrue about a ward office's LAN address.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: HelmetOptions) => {
  const { [HSTS]: hsts, ...always } = helmetHeaders(options);
  const headers = { ...always, 'permissions-policy': PERMISSIONS_POLICY };
  const httpsHeaders = hsts ? { ...headers, [HSTS]: hsts } : headers;
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.protocol === 'https' ? httpsHeaders : headers);
    done();
  });
});
