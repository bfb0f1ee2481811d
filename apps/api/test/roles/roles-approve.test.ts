import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { demoUnits } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { importWorkbook, uploadImport } from '../users/import-files.ts';

let t: TestApp;
let admin: string;
let wardAdmin: string;
let units: Awaited<ReturnType<typeof demoUnits>>;
let adminName: string | null;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login('admin');
  units = await demoUnits(t);
  [{ adminName }] = await t.database.db
    .select({ adminName: users.fullName })
    .from(users)
    .where(eq(users.username, 'admin'));
  // the ward administrator (role 5) gets to propose roles: by default only admin/root write roles
  const current = (await t.request({ method: 'GET', url: '/api/admin/roles/5', token: admin })).json().data.entry
    .permissions;
  const permissions = [
    ...current,
    { action: 'list', subject: 'roles' },
    { action: 'read', subject: 'roles' },
    { action: 'create', subject: 'roles' },
  ];
  const granted = await t.request({ method: 'PUT', url: '/api/admin/roles/5', token: admin, payload: { permissions } });
  expect(granted.statusCode).toBe(200);
  wardAdmin = await t.login('quantri1');
});
afterAll(() => t.close());

const proposal = (field: string) => ({
  field,
  name: `Vai trò ${field}`,
  scope: 'ward',
  permissions: [{ action: 'list', subject: 'villages' }],
});

const createRole = async (token: string, field: string) => {
  const response = await t.request({ method: 'POST', url: '/api/admin/roles', token, payload: proposal(field) });
  expect(response.statusCode).toBe(200);
  return response.json().data.entry as { id: number; is_approved: boolean };
};

const approve = (id: number, token: string, payload?: unknown) =>
  t.request({ method: 'PUT', url: `/api/admin/roles/${id}/approve`, token, ...(payload ? { payload } : {}) });

const userCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(users))[0].n;

describe('roles approval (spec §7 approve by id)', () => {
  it('lists and shows every role with its approval state', async () => {
    const { data } = (await t.request({ method: 'GET', url: '/api/admin/roles', token: admin })).json();
    const village = data.entries.find((r: { id: number }) => r.id === 8);
    expect(village).toMatchObject({ is_approved: true, approved_by_name: null, approved_at: null });
    expect(new Date(village.created_at).toISOString()).toBe(village.created_at);
    const detail = (await t.request({ method: 'GET', url: '/api/admin/roles/8', token: admin })).json().data.entry;
    expect(detail).toMatchObject({ is_approved: true, approved_by_name: null, approved_at: null });
    expect(detail).not.toHaveProperty('isApproved');
  });

  it('starts a role made by an all-scope caller approved, by that caller', async () => {
    const role = await createRole(admin, 'duyet_san');
    expect(role).toMatchObject({ is_approved: true, approved_by_name: adminName });
    expect(Date.now() - Date.parse((role as unknown as { approved_at: string }).approved_at)).toBeLessThan(60_000);
  });

  it('starts a role proposed by a ward administrator unapproved, and it cannot be given until approved', async () => {
    const role = await createRole(wardAdmin, 'cho_duyet');
    expect(role).toMatchObject({ is_approved: false, approved_by_name: null, approved_at: null });

    const before = await userCount();
    const refused = await t.request({
      method: 'POST',
      url: '/api/admin/users',
      token: wardAdmin,
      payload: { username: 'choduyet1', full_name: 'Chờ Duyệt', role_id: role.id, ward_id: units.ward1 },
    });
    expect(refused.json()).toEqual({ code: 400, message: 'Vai trò chưa được phê duyệt', data: null });
    expect(await userCount()).toBe(before);

    // moving an existing user onto it is refused too
    const [someone] = (
      await t.request({ method: 'GET', url: '/api/admin/users?keyword=canbo1', token: wardAdmin })
    ).json().data.entries;
    const moved = await t.request({
      method: 'PATCH',
      url: `/api/admin/users/${someone.id}`,
      token: wardAdmin,
      payload: { role_id: role.id },
    });
    expect(moved.json()).toMatchObject({ code: 400, message: 'Vai trò chưa được phê duyệt' });

    // the user form still lists it (flagged), the import refuses it
    const grantable = (
      await t.request({ method: 'GET', url: '/api/admin/users/grantable-roles', token: wardAdmin })
    ).json().data.entries;
    expect(grantable).toContainEqual(expect.objectContaining({ id: role.id, is_approved: false }));
    const wardCode = (await t.request({ method: 'GET', url: `/api/admin/wards/${units.ward1}`, token: admin })).json()
      .data.entry.code;
    const file = await importWorkbook([
      ['choduyet2', 'Chờ Duyệt', 'cho_duyet', wardCode, null, null, null, null, null, null],
    ]);
    const preview = await uploadImport(t, wardAdmin, file, { dryRun: true });
    expect(preview.json().data.errors).toEqual([{ line: 2, message: 'Vai trò chưa được phê duyệt' }]);

    // approved by an administrator, it can be given
    const approved = await approve(role.id, admin);
    expect(approved.json()).toMatchObject({
      code: 200,
      message: 'Phê duyệt vai trò thành công',
      data: { entry: { id: role.id, is_approved: true, approved_by_name: adminName } },
    });
    const created = await t.request({
      method: 'POST',
      url: '/api/admin/users',
      token: wardAdmin,
      payload: { username: 'choduyet1', full_name: 'Chờ Duyệt', role_id: role.id, ward_id: units.ward1 },
    });
    expect(created.json().code).toBe(200);
    expect(await userCount()).toBe(before + 1);
  });

  it('withdraws an approval with is_approved false', async () => {
    const role = await createRole(admin, 'rut_duyet');
    const withdrawn = await approve(role.id, admin, { is_approved: false });
    expect(withdrawn.json()).toMatchObject({
      code: 200,
      message: 'Hủy phê duyệt vai trò thành công',
      data: { entry: { is_approved: false, approved_by_name: null, approved_at: null } },
    });
    const again = await approve(role.id, admin, { is_approved: true });
    expect(again.json().data.entry.is_approved).toBe(true);
  });

  it('answers a bad body with a Vietnamese message and changes nothing', async () => {
    const role = await createRole(admin, 'sai_du_lieu');
    const bad = await approve(role.id, admin, { is_approved: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 400, message: 'Trạng thái phê duyệt không đúng định dạng!' });
    const detail = (await t.request({ method: 'GET', url: `/api/admin/roles/${role.id}`, token: admin })).json().data
      .entry;
    expect(detail.is_approved).toBe(true);
    expect((await approve(99_999, admin)).statusCode).toBe(404);
  });

  it('refuses approving to staff without roles:approve', async () => {
    const role = await createRole(wardAdmin, 'khong_quyen');
    const refused = await approve(role.id, wardAdmin);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Bạn không có quyền thực hiện chức năng này');
    expect((await approve(role.id, await t.login('tinh'))).statusCode).toBe(403);
    const detail = (await t.request({ method: 'GET', url: `/api/admin/roles/${role.id}`, token: admin })).json().data
      .entry;
    expect(detail.is_approved).toBe(false);
  });

  it('keeps the built-in roles approved', async () => {
    const refused = await approve(8, admin, { is_approved: false });
    expect(refused.json()).toEqual({ code: 400, message: 'Không thể hủy phê duyệt vai trò mặc định', data: null });
    const detail = (await t.request({ method: 'GET', url: '/api/admin/roles/8', token: admin })).json().data.entry;
    expect(detail.is_approved).toBe(true);
    // approving one again is harmless
    expect((await approve(8, admin)).json().data.entry.is_approved).toBe(true);
  });
});
