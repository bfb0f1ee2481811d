import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.ts';

const PADDING = `<!-- ${'Đang tải trang quản trị... '.repeat(80)} -->`;
const SCRIPT = `console.log(${JSON.stringify('phản ánh '.repeat(400))});`;

let t: TestApp;
beforeAll(async () => {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'console-dist-'));
  await mkdir(path.join(dist, 'assets'));
  // above the 1 KB below which answers are not compressed, as the real page with its loading screen is
  await writeFile(
    path.join(dist, 'index.html'),
    `<!doctype html><html lang="vi"><div id="root"></div>${PADDING}</html>`,
  );
  await writeFile(path.join(dist, 'assets', 'app-abc123.js'), SCRIPT);
  // as build/precompress.ts leaves them: the server must pick one by Accept-Encoding, never compress again
  await writeFile(path.join(dist, 'assets', 'app-abc123.js.br'), zlib.brotliCompressSync(SCRIPT));
  await writeFile(path.join(dist, 'assets', 'app-abc123.js.gz'), zlib.gzipSync(SCRIPT));
  await writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
  t = await buildTestApp({ WEB_DIST: dist });
});
afterAll(() => t.close());

describe('the built web console on the same port', () => {
  it('answers deep links with index.html, never cached, and the security headers', async () => {
    for (const url of ['/', '/admin/villages/3/edit', '/auth/login']) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    }
  });

  it('answers HEAD of a console page like GET, without a body (uptime monitors)', async () => {
    for (const url of ['/', '/auth/login', '/admin/home']) {
      const response = await t.request({ method: 'HEAD', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toBe('');
    }
  });

  it('serves hashed assets as immutable', async () => {
    const response = await t.request({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('serves the precompressed script the browser accepts, brotli first, and the plain file to others', async () => {
    const url = '/assets/app-abc123.js';
    const br = await t.request({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await t.request({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    const refused = await t.request({ method: 'GET', url, headers: { 'accept-encoding': 'br;q=0, gzip;q=0' } });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(SCRIPT);
    const plain = await t.request({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('compresses the console page and keeps the service worker uncached', async () => {
    const page = await t.request({ method: 'GET', url: '/admin/home', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(page.rawPayload).toString()).toContain('<div id="root">');
    const head = await t.request({ method: 'HEAD', url: '/auth/login', headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    // a new worker must reach every browser at the next visit after a deploy
    expect((await t.request({ method: 'GET', url: '/sw.js' })).headers['cache-control']).toBe('no-cache');
  });

  it('compresses JSON answers above 1 KB by Accept-Encoding and leaves small ones alone', async () => {
    const token = await t.login('admin');
    const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip;q=0.5, br' };
    const list = await t.request({ method: 'GET', url: '/api/admin/users?length=50', headers });
    expect(list.headers['content-encoding']).toBe('br');
    expect(list.headers.vary).toContain('accept-encoding');
    const rows = JSON.parse(zlib.brotliDecompressSync(list.rawPayload).toString());
    expect(rows.code).toBe(200);
    expect(list.rawPayload.byteLength).toBeLessThan(JSON.stringify(rows).length / 3);

    const gz = await t.request({
      method: 'GET',
      url: '/api/admin/users?length=50',
      headers: { ...headers, 'accept-encoding': 'br;q=0, gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(rows);

    const identity = await t.request({
      method: 'GET',
      url: '/api/admin/users?length=50',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.json()).toEqual(rows);

    // above 64 KB the work goes to libuv's pool (the OpenAPI document is a few hundred KB)
    const large = await t.request({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(large.headers['content-encoding']).toBe('br');
    const document = zlib.brotliDecompressSync(large.rawPayload);
    expect(document.byteLength).toBeGreaterThan(64 * 1024);
    expect(JSON.parse(document.toString()).openapi).toMatch(/^3\./);

    const small = await t.request({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json().code).toBe(200);
  });

  it('keeps the API’s 404 envelope for unknown /api paths and other methods', async () => {
    expect((await t.request({ method: 'GET', url: '/api/khong-co' })).json().code).toBe(404);
    expect((await t.request({ method: 'POST', url: '/admin/home' })).statusCode).toBe(404);
  });
});

describe('isApiPath: which unmatched paths get the 404 envelope instead of the console page', () => {
  it('recognises API paths in any spelling and leaves console paths to the page', async () => {
    const { isApiPath } = await import('../src/app.ts');
    for (const url of [
      '/api/x',
      '//api/admin/profile',
      '/%61pi/x',
      '/x/../api/x',
      '/API/x',
      'http://h/api/x',
      '/api',
      '/%E0%A4%A',
    ]) {
      expect(isApiPath(url), url).toBe(true);
    }
    for (const url of ['/', '/admin/home', '/auth/login?next=/api/x', '/apis', '/admin/api'])
      expect(isApiPath(url), url).toBe(false);
  });
});
