import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../helper.ts';
import { refusal } from '../resources/resource-client.ts';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  for (const name of ['admin', 'tinh', 'quantri1', 'canbo1']) tokens[name] = await t.login(name);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'POST', url: string, token?: string, payload?: Record<string, unknown>) =>
  t.request({ method, url, token, payload });
const saved = async () => (await call('GET', '/api/admin/footer', tokens.admin)).json().data.entry;

describe('footer: one row for the platform (GET, PUT, POST /api/admin/footer)', () => {
  it('reads the seeded footer; PUT changes what it is sent, an id in the body is ignored', async () => {
    const before = await saved();
    expect(before.organization).toMatch(/Lào Cai/);
    const response = await call('PUT', '/api/admin/footer', tokens.admin, { id: 999, phone: '0912 345 678' });
    expect(response.json()).toMatchObject({
      message: 'Cập nhật chân trang thành công',
      data: { entry: { id: before.id, phone: '0912345678', organization: before.organization } },
    });
    // audit columns in the body are not the caller's to write
    const forged = await call('PUT', '/api/admin/footer', tokens.admin, {
      created_by: 999,
      created_at: '2001-01-01T00:00:00.000Z',
      updated_by: 999,
    });
    expect(forged.json().data.entry).toMatchObject({ created_by: before.created_by, created_at: before.created_at });
    expect(forged.json().data.entry.updated_by_name).toBe('Quản trị hệ thống');
    const posted = await call('POST', '/api/admin/footer', tokens.admin, { license: 'Giấy phép số 99/GP-TTĐT' });
    expect(posted.json().data.entry).toMatchObject({ id: before.id, license: 'Giấy phép số 99/GP-TTĐT' });
    expect(posted.json().data.entry.updated_by_name).toBe('Quản trị hệ thống');
  });

  it('sanitises its rich text and answers a bad field in Vietnamese, changing nothing', async () => {
    const before = await saved();
    const bad = await call('PUT', '/api/admin/footer', tokens.admin, {
      email: 'khong-phai-email',
      phone: '0912000111',
    });
    expect(bad.json()).toEqual(refusal('Email không đúng định dạng!'));
    expect(await saved()).toEqual(before);
    const content = '<p>Bản quyền <strong>UBND tỉnh</strong></p><script>alert(1)</script>';
    const cleaned = await call('PUT', '/api/admin/footer', tokens.admin, { content });
    expect(cleaned.json().data.entry.content).toBe('<p>Bản quyền <strong>UBND tỉnh</strong></p>');
  });

  it('is written at platform level only; staff with the permission read it', async () => {
    const before = await saved();
    for (const who of ['tinh', 'quantri1']) {
      expect((await call('GET', '/api/admin/footer', tokens[who])).statusCode).toBe(200);
      expect((await call('PUT', '/api/admin/footer', tokens[who], { phone: '0987654321' })).statusCode).toBe(403);
      expect((await call('POST', '/api/admin/footer', tokens[who], { phone: '0987654321' })).statusCode).toBe(403);
    }
    expect((await call('GET', '/api/admin/footer', tokens.canbo1)).statusCode).toBe(403);
    expect(await saved()).toEqual(before);
  });

  it('residents read its public fields at GET /api/web/footer', async () => {
    const response = await call('GET', '/api/web/footer');
    const entry = response.json().data.entry;
    expect(entry).toMatchObject({ organization: expect.stringMatching(/Lào Cai/) });
    for (const hidden of ['created_by', 'created_by_name', 'updated_by']) expect(entry).not.toHaveProperty(hidden);
  });

  it('before anyone wrote it: GET answers null, the first save needs the whole form, then creates it', async () => {
    await t.database.db.execute(sql`delete from footer`);
    expect(await saved()).toBeNull();
    expect((await call('GET', '/api/web/footer')).json().data.entry).toBeNull();
    const partial = await call('PUT', '/api/admin/footer', tokens.admin, { phone: '0912345678' });
    expect(partial.json()).toEqual(refusal('Cơ quan chủ quản không được trống!'));
    expect(await saved()).toBeNull();
    const created = await call('POST', '/api/admin/footer', tokens.admin, { organization: 'UBND tỉnh Lào Cai' });
    expect(created.json()).toMatchObject({
      message: 'Cập nhật chân trang thành công',
      data: { entry: { organization: 'UBND tỉnh Lào Cai', created_by_name: 'Quản trị hệ thống' } },
    });
  });
});

describe('contact (GET, PUT, POST /api/admin/contact)', () => {
  it('reads, writes and checks its formats', async () => {
    const before = (await call('GET', '/api/admin/contact', tokens.admin)).json().data.entry;
    expect(before.name).toMatch(/Chuyển đổi số/);
    const bad = await call('PUT', '/api/admin/contact', tokens.admin, { map_link: 'https://bando.vn/x' });
    expect(bad.json()).toEqual(refusal('Đường dẫn bản đồ không đúng định dạng!'));
    const put = await call('PUT', '/api/admin/contact', tokens.admin, { location: { lat: 22.4856, lng: 103.9707 } });
    expect(put.json().data.entry).toMatchObject({ id: before.id, location: { lat: 22.4856, lng: 103.9707 } });
    expect((await call('GET', '/api/web/contact')).json().data.entry.location).toEqual({ lat: 22.4856, lng: 103.9707 });
  });
});
