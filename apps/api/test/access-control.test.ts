import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helper.ts';
import Fastify from 'fastify';
import { accessControlPlugin } from '../src/plugins/access-control.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('deny by default', () => {
  it('refuses to boot with a route that declares no access, wherever it is', async () => {
    for (const url of ['/api/admin/forgotten', '/api/web/forgotten', '/anything']) {
      const app = Fastify();
      await app.register(accessControlPlugin);
      app.get(url, async () => 'open');
      await expect(app.ready()).rejects.toThrow(/declares no access/);
      await app.close();
    }
    const app = Fastify();
    await app.register(accessControlPlugin);
    app.get('/api/admin/misspelt', { config: { access: { action: 'list' } as never } }, async () => 'open');
    await expect(app.ready()).rejects.toThrow(/declares no access/);
    await app.close();
  });

  it('answers an unknown console path 404, never a handler', async () => {
    const response = await t.request({ method: 'GET', url: '/api/admin/no-such-area' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 404, message: 'Không tìm thấy đường dẫn', data: null });
  });

  it('asks for a token before anything else', async () => {
    for (const url of ['/api/admin/villages', '/api/admin/profile']) {
      const response = await t.request({ method: 'GET', url });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: 401, message: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại', data: null });
    }
  });

  it('answers 403 with the envelope when the role lacks the permission, before validating the body', async () => {
    const token = await t.login('canbo1'); // ward officer: villages are read-only
    const response = await t.request({ method: 'POST', url: '/api/admin/villages', token, payload: {} });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: 403, message: 'Bạn không có quyền thực hiện chức năng này', data: null });
  });

  it('refuses residents everywhere in the console, even routes without permission metadata', async () => {
    const token = await t.login('nguoidan1');
    for (const url of ['/api/admin/profile', '/api/admin/villages', '/api/admin/wards']) {
      const response = await t.request({ method: 'GET', url, token });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Tài khoản người dân không được truy cập trang quản trị');
    }
  });
});
