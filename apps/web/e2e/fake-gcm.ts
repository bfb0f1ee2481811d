import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Chromium's push service is Google's (GCM): offline, a subscription never completes. Chromium reads the service's
 * addresses from switches, so the test serves the two steps a subscription needs on 127.0.0.1: the device check-in
 * (a protobuf AndroidCheckinResponse: stats_ok, android_id, security_token) and the registration, which answers the
 * token the browser builds its endpoint from. Everything else — the keys, the service worker, the permission and
 * PushSubscription.toJSON() — is Chromium's own.
 */
export async function startFakeGcm() {
  const registrations: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url?.startsWith('/checkin')) {
        const fixed64 = (tag: number, value: bigint) => {
          const bytes = Buffer.alloc(9);
          bytes[0] = tag;
          bytes.writeBigUInt64LE(value, 1);
          return bytes;
        };
        // field 1 (varint) true, field 7 (fixed64) android_id, field 8 (fixed64) security_token
        response.setHeader('content-type', 'application/x-protobuf');
        response.end(Buffer.concat([Buffer.from([0x08, 0x01]), fixed64(0x39, 4242424242n), fixed64(0x41, 77777777n)]));
        return;
      }
      registrations.push(Buffer.concat(chunks).toString('utf8'));
      response.setHeader('content-type', 'text/plain');
      response.end(`token=e2e-${registrations.length}-${Date.now()}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    registrations,
    args: [`--gcm-checkin-url=${origin}/checkin`, `--gcm-registration-url=${origin}/register`],
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
