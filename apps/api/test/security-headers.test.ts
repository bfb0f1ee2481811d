import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.ts';

const HSTS = 'strict-transport-security';
const viaHttps = { 'x-forwarded-proto': 'https' };

describe('Strict-Transport-Security', () => {
  describe('behind a trusted proxy (TRUST_PROXY on)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp({ TRUST_PROXY: 'true' });
    });
    afterAll(() => t.close());

    it('is sent when the request came over HTTPS', async () => {
      for (const url of ['/api/health', '/api/khong-co']) {
        const response = await t.request({ method: 'GET', url, headers: viaHttps });
        expect(response.headers[HSTS], url).toMatch(/^max-age=\d+/);
      }
    });

    it('is not sent over plain HTTP', async () => {
      expect((await t.request({ method: 'GET', url: '/api/health' })).headers[HSTS]).toBeUndefined();
      const http = await t.request({ method: 'GET', url: '/api/health', headers: { 'x-forwarded-proto': 'http' } });
      expect(http.headers[HSTS]).toBeUndefined();
    });

    it('leaves the other headers the same either way', async () => {
      const http = (await t.request({ method: 'GET', url: '/api/health' })).headers;
      const https = (await t.request({ method: 'GET', url: '/api/health', headers: viaHttps })).headers;
      for (const name of ['content-security-policy', 'x-content-type-options', 'permissions-policy']) {
        expect(http[name], name).toBeDefined();
        expect(https[name], name).toBe(http[name]);
      }
    });
  });

  describe('without a trusted proxy', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp();
    });
    afterAll(() => t.close());

    it('ignores a client’s X-Forwarded-Proto: the connection is plain HTTP', async () => {
      const response = await t.request({ method: 'GET', url: '/api/health', headers: viaHttps });
      expect(response.statusCode).toBe(200);
      expect(response.headers[HSTS]).toBeUndefined();
    });
  });
});

describe('Content-Security-Policy', () => {
  it('lets a camera play from its MediaSource (blob:) and nothing else from outside', async () => {
    const t = await buildTestApp();
    try {
      const policy = String(
        (await t.request({ method: 'GET', url: '/api/health' })).headers['content-security-policy'],
      );
      expect(policy).toContain("media-src 'self' blob:");
      expect(policy).toContain("default-src 'self'");
    } finally {
      await t.close();
    }
  });
});

describe('Permissions-Policy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const policyOf = async (url: string) => {
    const header = (await t.request({ method: 'GET', url })).headers['permissions-policy'];
    expect(header, url).toEqual(expect.any(String));
    return new Map(
      String(header)
        .split(',')
        .map((entry) => entry.trim().split('=') as [string, string]),
    );
  };

  it('denies capture devices, sensors, payment and device access on API answers and pages alike', async () => {
    for (const url of ['/api/health', '/admin/home']) {
      const policy = await policyOf(url);
      for (const feature of [
        'camera',
        'microphone',
        'display-capture',
        'payment',
        'usb',
        'serial',
        'hid',
        'bluetooth',
        'midi',
      ]) {
        expect(policy.get(feature), `${url} ${feature}`).toBe('()');
      }
      for (const sensor of ['accelerometer', 'gyroscope', 'magnetometer']) expect(policy.get(sensor)).toBe('()');
    }
  });

  it('keeps geolocation for the console itself (the map), never for embedded frames', async () => {
    expect((await policyOf('/api/health')).get('geolocation')).toBe('(self)');
  });

  it('leaves fullscreen and autoplay to the browser, so embedded video players keep working', async () => {
    const policy = await policyOf('/api/health');
    expect(policy.has('fullscreen')).toBe(false);
    expect(policy.has('autoplay')).toBe(false);
  });
});
