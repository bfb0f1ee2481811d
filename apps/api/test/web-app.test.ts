import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.ts';

let t: TestApp;
beforeAll(async () => {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'console-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><html lang="vi"><div id="root"></div></html>');
  await writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
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

  it('keeps the API’s 404 envelope for unknown /api paths and other methods', async () => {
    expect((await t.request({ method: 'GET', url: '/api/khong-co' })).json().code).toBe(404);
    expect((await t.request({ method: 'POST', url: '/admin/home' })).statusCode).toBe(404);
  });
});

describe('isApiPath: which unmatched paths get the 404 envelope instead of the console page', () => {
  it('recognises API paths in any spelling and leaves console paths to the page', async () => {
    const { isApiPath } = await import('../src/app.ts');
    for (const url of ['/api/x', '//api/admin/profile', '/%61pi/x', '/x/../api/x', '/API/x', 'http://h/api/x', '/api', '/%E0%A4%A']) {
      expect(isApiPath(url), url).toBe(true);
    }
    for (const url of ['/', '/admin/home', '/auth/login?next=/api/x', '/apis', '/admin/api']) expect(isApiPath(url), url).toBe(false);
  });
});
