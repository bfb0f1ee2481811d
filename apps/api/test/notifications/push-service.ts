import { createECDH, createPublicKey, randomBytes, verify, type ECDH } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
// the decryption half of RFC 8291, from the library web-push itself encrypts with
import ece from 'http_ece';

/** a device as a browser makes one: its P-256 key pair and auth secret; it can decrypt what is pushed to it */
export interface TestDevice {
  keys: { p256dh: string; auth: string };
  ecdh: ECDH;
}

export function makeDevice(): TestDevice {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    ecdh,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') },
  };
}

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * A push service on 127.0.0.1 over HTTPS (a certificate made for the run, trusted by `agent` only). Paths ending in
 * /gone answer 410 (the device unsubscribed), /broken 500; any other 201, as RFC 8030 says.
 */
export async function startPushService() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'push-service-'));
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  const received: ReceivedPush[] = [];
  const server: Server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const pathName = request.url ?? '/';
      received.push({ path: pathName, headers: request.headers, body: Buffer.concat(chunks) });
      response.statusCode = pathName.endsWith('/gone') ? 410 : pathName.endsWith('/broken') ? 500 : 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    agent: new Agent({ ca: readFileSync(cert) }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** what the device reads: the payload decrypted with its private key (RFC 8291, aes128gcm) */
export function decrypt(device: TestDevice, push: ReceivedPush): unknown {
  const plain = ece.decrypt(push.body, {
    version: 'aes128gcm',
    privateKey: device.ecdh,
    authSecret: device.keys.auth,
  }) as Buffer;
  return JSON.parse(plain.toString('utf8'));
}

/**
 * The VAPID header checked as a push service checks it (RFC 8292): `vapid t=<JWT>, k=<public key>`, the JWT signed
 * ES256 by that key, for this push service's origin, not expired. Answers the JWT's claims and the key.
 */
export function checkVapid(push: ReceivedPush, origin: string) {
  const header = String(push.headers.authorization);
  const [, token, publicKey] = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header) ?? [];
  if (!token) throw new Error(`no VAPID header: ${header}`);
  const [head, claims, signature] = token.split('.');
  const point = Buffer.from(publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  const payload = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as {
    aud: string;
    exp: number;
    sub: string;
  };
  return { valid, publicKey, payload, forThisService: payload.aud === origin, live: payload.exp * 1000 > Date.now() };
}
