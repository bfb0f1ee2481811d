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
  it('refuses to boot a console route that declares no permission', async () => {
    const app = Fastify();
    await app.register(accessControlPlugin);
    expect(() => app.get('/api/admin/forgotten', async () => 'open')).toThrow(/declares no permission/);
    await app.close();
  });

  it('asks for a token before anything else, also on unknown console paths', async () => {
    for (const url of ['/api/admin/villages', '/api/admin/profile', '/api/admin/no-such-area']) {
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
