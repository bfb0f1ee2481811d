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
      expect(response.json()).toEqual({
        code: 401,
        message: 'Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại',
        data: null,
      });
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

describe('issue 9 reproductions: access is the matched route’s, whatever the spelling', () => {
  it('refuses %-encoded and absolute-form spellings of console and web paths without a token', async () => {
    const targets = [
      ['GET', '/api/%61dmin/roles'],
      ['GET', '/api/%61dmin/permissions'],
      ['GET', '/api/%61dmin/roles/1'],
      ['GET', '/api/%61dmin/sentiment-categories'],
      ['GET', '/api/%61dmin/users'],
      ['GET', '/api/w%65b/depts'],
      ['GET', '/api/w%65b/dept-relas'],
      ['GET', '/api/w%65b/positions/1'],
    ] as const;
    for (const [method, url] of targets) {
      const response = await t.request({ method, url });
      expect(response.statusCode, url).toBe(401);
      expect(response.json().data, url).toBeNull();
    }
  });

  it('changes nothing when a write is spelt differently', async () => {
    const admin = await t.login('admin');
    const created = await t.request({
      method: 'POST',
      url: '/api/admin/roles',
      token: admin,
      payload: { field: 'thu_nghiem', name: 'Thử nghiệm', scope: 'ward', permissions: [] },
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.entry.id;
    const linksBefore = (await t.request({ method: 'GET', url: '/api/web/dept-relas', token: admin })).json().data;
    const del = await t.request({ method: 'DELETE', url: `/api/%61dmin/roles/${id}` });
    const put = await t.request({ method: 'PUT', url: '/api/%61dmin/departments/1/roles', payload: { role_ids: [7] } });
    const post = await t.request({ method: 'POST', url: '/api/w%65b/multi-dept-relas', payload: { role_ids: [7] } });
    expect([del.statusCode, put.statusCode, post.statusCode]).toEqual([401, 401, 401]);
    expect((await t.request({ method: 'GET', url: `/api/admin/roles/${id}`, token: admin })).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: '/api/web/dept-relas', token: admin })).json().data).toEqual(
      linksBefore,
    );
  });
});

describe('issue 9 reproductions: a download link is not a session, and a session is not a download link', () => {
  it('refuses the users-export token as a bearer token, and a session token as the export link', async () => {
    const admin = await t.login('admin');
    const { url } = (await t.request({ method: 'GET', url: '/api/admin/export-users', token: admin })).json().data;
    const linkToken = new URL(url, 'http://x').searchParams.get('token')!;
    for (const target of ['/api/admin/users', '/api/admin/profile', '/api/web/depts']) {
      const response = await t.request({ method: 'GET', url: target, token: linkToken });
      expect(response.statusCode, target).toBe(401);
    }
    const asLink = await t.request({ method: 'GET', url: `/api/files/users-export?token=${admin}` });
    expect(asLink.statusCode).toBe(401);
    const download = await t.request({ method: 'GET', url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('spreadsheetml');
  });
});
