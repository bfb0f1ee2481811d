import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper.ts';

let t: TestApp;
let admin: string;
let wardAdmin: string;
let province: string;

type Permission = { action: string; subject: string };
type Role = {
  id: number;
  name: string;
  scope: string;
  is_approved: boolean;
  approved_by_name: string | null;
  approved_at: string | null;
  permissions: Permission[];
};

const roleOf = async (id: number) =>
  (await t.request({ method: 'GET', url: `/api/admin/roles/${id}`, token: admin })).json().data.entry as Role;
const edit = (id: number, token: string, payload: Record<string, unknown>) =>
  t.request({ method: 'PUT', url: `/api/admin/roles/${id}`, token, payload });
const approve = (id: number) => t.request({ method: 'PUT', url: `/api/admin/roles/${id}/approve`, token: admin });

/** the role gets roles list/read/create/update, but not approve */
async function mayEditRoles(roleId: number) {
  const current = (await roleOf(roleId)).permissions;
  const added = ['list', 'read', 'create', 'update'].map((action) => ({ action, subject: 'roles' }));
  const granted = await edit(roleId, admin, { permissions: [...current, ...added] });
  expect(granted.statusCode).toBe(200);
}

const VILLAGES_LIST = { action: 'list', subject: 'villages' };
const VILLAGES_READ = { action: 'read', subject: 'villages' };

async function approvedRole(field: string) {
  const created = await t.request({
    method: 'POST',
    url: '/api/admin/roles',
    token: admin,
    payload: { field, name: `Vai trò ${field}`, scope: 'ward', permissions: [VILLAGES_LIST] },
  });
  const role = created.json().data.entry as Role;
  expect(role.is_approved).toBe(true);
  return role;
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login('admin');
  await mayEditRoles(5); // ward administrators (quantri1)
  await mayEditRoles(3); // the province (tinh)
  wardAdmin = await t.login('quantri1');
  province = await t.login('tinh');
});
afterAll(() => t.close());

describe('editing an approved role without roles:approve', () => {
  it('sends it back to waiting for approval when its permissions change', async () => {
    const role = await approvedRole('sua_quyen');
    const updated = await edit(role.id, wardAdmin, { permissions: [VILLAGES_LIST, VILLAGES_READ] });
    expect(updated.json()).toMatchObject({
      code: 200,
      message: 'Cập nhật vai trò thành công',
      data: { entry: { id: role.id, is_approved: false, approved_by_name: null, approved_at: null } },
    });
    expect((await roleOf(role.id)).permissions).toEqual([VILLAGES_LIST, VILLAGES_READ]);
    // approved again by an administrator, it can be given
    expect((await approve(role.id)).json().data.entry.is_approved).toBe(true);
  });

  it('sends it back to waiting for approval when its level changes', async () => {
    const role = await approvedRole('sua_cap');
    const updated = await edit(role.id, province, { scope: 'district' });
    expect(updated.json().data.entry).toMatchObject({ scope: 'district', is_approved: false, approved_at: null });
  });

  it('keeps the approval for a change of name or a save of the same rights (another order, repeats)', async () => {
    const role = await approvedRole('doi_ten');
    const renamed = await edit(role.id, wardAdmin, {
      name: 'Cán bộ địa chính',
      scope: 'ward',
      permissions: [VILLAGES_LIST, VILLAGES_LIST],
    });
    expect(renamed.json().data.entry).toMatchObject({
      name: 'Cán bộ địa chính',
      is_approved: true,
      approved_by_name: role.approved_by_name,
      approved_at: role.approved_at,
    });
  });

  it('keeps a built-in role approved whatever the change', async () => {
    const village = await roleOf(8);
    expect(village.is_approved).toBe(true);
    const fewer = village.permissions.filter((p) => !(p.action === 'read' && p.subject === 'villages'));
    expect(fewer.length).toBe(village.permissions.length - 1);
    const updated = await edit(8, wardAdmin, { permissions: fewer });
    expect(updated.json()).toMatchObject({ code: 200, data: { entry: { is_approved: true } } });
    expect((await roleOf(8)).permissions).toHaveLength(fewer.length);
    expect((await edit(8, admin, { permissions: village.permissions })).statusCode).toBe(200);
  });

  it('leaves the role as it was when the edit is refused', async () => {
    const role = await approvedRole('tu_choi');
    const unchanged = await roleOf(role.id);
    // a right the ward administrator does not hold
    expect((await edit(role.id, wardAdmin, { permissions: [{ action: 'approve', subject: 'roles' }] })).json()).toEqual(
      {
        code: 403,
        message: 'Bạn không được cấp hoặc quản lý vai trò này',
        data: null,
      },
    );
    // a level above theirs
    expect((await edit(role.id, wardAdmin, { scope: 'province' })).statusCode).toBe(403);
    // a bad body
    expect((await edit(role.id, wardAdmin, { permissions: [{ action: 'fly', subject: 'villages' }] })).json()).toEqual({
      code: 400,
      message: 'Quyền không đúng định dạng!',
      data: null,
    });
    // no roles:update at all
    const officer = await t.login('canbo1');
    const denied = await edit(role.id, officer, { permissions: [VILLAGES_LIST, VILLAGES_READ] });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('Bạn không có quyền thực hiện chức năng này');
    expect(await roleOf(role.id)).toEqual(unchanged);
  });
});

describe('editing an approved role with roles:approve', () => {
  it('keeps it approved (admin)', async () => {
    const role = await approvedRole('admin_sua');
    const updated = await edit(role.id, admin, { scope: 'district', permissions: [VILLAGES_LIST, VILLAGES_READ] });
    expect(updated.json().data.entry).toMatchObject({
      scope: 'district',
      is_approved: true,
      approved_by_name: role.approved_by_name,
    });
  });

  it('keeps it approved for a staff member whose role holds approve', async () => {
    const current = (await roleOf(3)).permissions;
    expect(
      (await edit(3, admin, { permissions: [...current, { action: 'approve', subject: 'roles' }] })).statusCode,
    ).toBe(200);
    const role = await approvedRole('tinh_duyet');
    const updated = await edit(role.id, province, { permissions: [VILLAGES_LIST, VILLAGES_READ] });
    expect(updated.json().data.entry).toMatchObject({ is_approved: true });
  });
});
