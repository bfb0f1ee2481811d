import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.ts';
import { TEST_ADMIN_PASSWORD } from './test-config.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers the envelope with the database status', async () => {
    const response = await t.request({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 200, data: { database: 'ok' } });
  });
});

describe('request id', () => {
  it('echoes the caller’s id', async () => {
    const response = await t.request({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'web-abc123' } });
    expect(response.headers['x-request-id']).toBe('web-abc123');
  });
  it('makes one when missing or unsafe to log', async () => {
    const missing = await t.request({ method: 'GET', url: '/api/health' });
    const unsafe = await t.request({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'a b\n<script>' } });
    expect(missing.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('unknown paths and OpenAPI', () => {
  it('answers an unknown /api path with the 404 envelope', async () => {
    const response = await t.request({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, message: 'Không tìm thấy đường dẫn', data: null });
  });
  it('serves the OpenAPI document generated from the route schemas', async () => {
    const response = await t.request({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/auth/login',
        '/api/admin/villages',
        '/api/admin/villages/{id}',
        '/api/admin/freq-asked-questions',
      ]),
    );
    const page = await t.request({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(page.statusCode);
  });
});

describe('path ids', () => {
  it('answers a non-numeric id with the Vietnamese format message', async () => {
    const login = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'admin', password: TEST_ADMIN_PASSWORD },
    });
    const token = login.json().data.token as string;
    const response = await t.request({
      method: 'GET',
      url: '/api/admin/users/abc',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Mã không đúng định dạng!');
  });
});
