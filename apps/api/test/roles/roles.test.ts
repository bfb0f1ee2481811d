import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

const newRole = {
  field: 'thu_y',
  name: 'Cán bộ thú y',
  scope: 'ward',
  permissions: [{ action: 'list', subject: 'villages' }],
};

describe('GET /api/admin/permissions and /api/admin/roles', () => {
  it('gives the matrix editor every action and subject with Vietnamese labels', async () => {
    const { data } = (await t.request({ method: 'GET', url: '/api/admin/permissions', token: admin })).json();
    expect(data.actions).toContainEqual({ key: 'approve', label: 'Phê duyệt' });
    expect(data.subjects).toContainEqual({ key: 'sentiments', label: 'Phản ánh' });
  });

  it('lists the 14 roles with their holders; province staff may read, ward staff may not', async () => {
    const { data } = (await t.request({ method: 'GET', url: '/api/admin/roles', token: await t.login('tinh') })).json();
    expect(data.total).toBe(14);
    expect(data.entries.find((r: { id: number }) => r.id === 8)).toMatchObject({ field: 'village', users_count: 2 });
    expect(
      (await t.request({ method: 'GET', url: '/api/admin/roles', token: await t.login('quantri1') })).statusCode,
    ).toBe(403);
    const detail = (await t.request({ method: 'GET', url: '/api/admin/roles/6', token: admin })).json().data.entry;
    expect(detail.permissions).toContainEqual({ action: 'menu', subject: 'sentiments' });
  });
});

describe('create, edit, delete roles', () => {
  it('creates a role with its permissions and validates the key', async () => {
    const created = await t.request({ method: 'POST', url: '/api/admin/roles', token: admin, payload: newRole });
    expect(created.json()).toMatchObject({
      code: 200,
      data: { entry: { id: 100, field: 'thu_y', permissions: newRole.permissions } },
    });
    const again = await t.request({ method: 'POST', url: '/api/admin/roles', token: admin, payload: newRole });
    expect(again.json()).toEqual({ code: 409, message: 'Mã vai trò đã tồn tại', data: null });
    const bad = await t.request({
      method: 'POST',
      url: '/api/admin/roles',
      token: admin,
      payload: { ...newRole, field: 'Thú Y' },
    });
    expect(bad.json().message).toBe('Mã vai trò không đúng định dạng!');
    const unknown = await t.request({
      method: 'POST',
      url: '/api/admin/roles',
      token: admin,
      payload: { ...newRole, field: 'x_y', permissions: [{ action: 'fly', subject: 'villages' }] },
    });
    expect(unknown.json().message).toBe('Quyền không đúng định dạng!');
  });

  it('edits the permission matrix, and the role’s users have the new rights on their next request', async () => {
    const officer = await t.login('canbo1');
    expect(
      (await t.request({ method: 'POST', url: '/api/admin/villages', token: officer, payload: {} })).statusCode,
    ).toBe(403);
    const current = (await t.request({ method: 'GET', url: '/api/admin/roles/6', token: admin })).json().data.entry
      .permissions;
    const permissions = [...current, { action: 'create', subject: 'villages' }];
    const updated = await t.request({
      method: 'PUT',
      url: '/api/admin/roles/6',
      token: admin,
      payload: { permissions },
    });
    expect(updated.json().message).toBe('Cập nhật vai trò thành công');
    expect(
      (await t.request({ method: 'POST', url: '/api/admin/villages', token: officer, payload: {} })).statusCode,
    ).toBe(400);
  });

  it('keeps the built-in roles’ key and level, and refuses deleting them', async () => {
    const renamed = await t.request({
      method: 'PATCH',
      url: '/api/admin/roles/8',
      token: admin,
      payload: { field: 'hamlet' },
    });
    expect(renamed.statusCode).toBe(400);
    expect(
      (await t.request({ method: 'PATCH', url: '/api/admin/roles/8', token: admin, payload: { name: 'Trưởng thôn' } }))
        .statusCode,
    ).toBe(200);
    expect((await t.request({ method: 'DELETE', url: '/api/admin/roles/8', token: admin })).statusCode).toBe(400);
  });

  it('refuses deleting a role while users hold it, then deletes it', async () => {
    const role = (
      await t.request({
        method: 'POST',
        url: '/api/admin/roles',
        token: admin,
        payload: { ...newRole, field: 'tam_thoi' },
      })
    ).json().data.entry;
    const [ward] = (await t.request({ method: 'GET', url: '/api/admin/wards?length=1', token: admin })).json().data
      .entries;
    const user = (
      await t.request({
        method: 'POST',
        url: '/api/admin/users',
        token: admin,
        payload: { username: 'tamthoi1', full_name: 'Tạm', role_id: role.id, ward_id: ward.id },
      })
    ).json().data.entry;
    const refused = await t.request({ method: 'DELETE', url: `/api/admin/roles/${role.id}`, token: admin });
    expect(refused.json()).toEqual({
      code: 409,
      message: 'Vai trò đang được gán cho người dùng, không thể xoá',
      data: null,
    });
    await t.request({ method: 'DELETE', url: `/api/admin/users/${user.id}`, token: admin });
    expect((await t.request({ method: 'DELETE', url: `/api/admin/roles/${role.id}`, token: admin })).json().code).toBe(
      200,
    );
  });

  it('refuses role writes to staff without the permission', async () => {
    const province = await t.login('tinh');
    expect(
      (await t.request({ method: 'POST', url: '/api/admin/roles', token: province, payload: newRole })).statusCode,
    ).toBe(403);
    expect(
      (await t.request({ method: 'PUT', url: '/api/admin/roles/6', token: province, payload: { name: 'X' } }))
        .statusCode,
    ).toBe(403);
  });
});
