import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUnits } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helper.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

describe('departments and positions', () => {
  it('are seeded and readable by any signed-in account under /api/web, not without one', async () => {
    const resident = await t.login('nguoidan1');
    const depts = (await t.request({ method: 'GET', url: '/api/web/depts', token: resident })).json().data;
    expect(depts.entries.map((d: { name: string }) => d.name)).toContain('Trạm Y tế');
    const positions = (
      await t.request({ method: 'GET', url: '/api/web/positions?keyword=chu tich', token: resident })
    ).json().data;
    expect(positions.entries.map((p: { name: string }) => p.name)).toEqual(['Chủ tịch UBND', 'Phó Chủ tịch UBND']);
    expect((await t.request({ method: 'GET', url: '/api/web/depts' })).statusCode).toBe(401);
  });

  it('tell which departments the roles work in', async () => {
    const token = await t.login('quantri1');
    const relations = (await t.request({ method: 'GET', url: '/api/web/dept-relas', token })).json().data.entries;
    expect(relations.length).toBeGreaterThan(5);
    const forMedical = (
      await t.request({ method: 'POST', url: '/api/web/multi-dept-relas', token, payload: { role_ids: [10] } })
    ).json().data;
    expect(forMedical.entries.map((d: { name: string }) => d.name)).toEqual(['Trạm Y tế']);
  });

  it('are maintained by admin through the resource engine, with the role links', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/admin/departments',
      token: admin,
      payload: { name: 'Phòng Nông nghiệp' },
    });
    const id = created.json().data.entry.id;
    const linked = await t.request({
      method: 'PUT',
      url: `/api/admin/departments/${id}/roles`,
      token: admin,
      payload: { role_ids: [13, 14] },
    });
    expect(linked.json().data.role_ids).toEqual([13, 14]);
    const unknown = await t.request({
      method: 'PUT',
      url: `/api/admin/departments/${id}/roles`,
      token: admin,
      payload: { role_ids: [999] },
    });
    expect(unknown.json().message).toBe('Vai trò không đúng định dạng!');
    const officer = await t.login('quantri1');
    expect(
      (await t.request({ method: 'POST', url: '/api/admin/positions', token: officer, payload: { name: 'X' } }))
        .statusCode,
    ).toBe(403);
  });

  it('are set on users and filter the user list', async () => {
    const units = await demoUnits(t);
    const [dept] = (await t.request({ method: 'GET', url: '/api/web/depts?keyword=y te', token: admin })).json().data
      .entries;
    const token = await t.login('quantri1');
    const user = await t.request({
      method: 'POST',
      url: '/api/admin/users',
      token,
      payload: { username: 'ytemoi', full_name: 'Y tá mới', role_id: 10, ward_id: units.ward1, department_id: dept.id },
    });
    expect(user.json().data.entry).toMatchObject({ department_id: dept.id, department_name: 'Trạm Y tế' });
    const filtered = (
      await t.request({ method: 'GET', url: `/api/admin/users?department_id=${dept.id}`, token })
    ).json().data;
    expect(filtered.entries.map((u: { username: string }) => u.username)).toEqual(['ytemoi']);
    const bad = await t.request({
      method: 'POST',
      url: '/api/admin/users',
      token,
      payload: { username: 'ytemoi2', full_name: 'X', role_id: 10, ward_id: units.ward1, position_id: 9999 },
    });
    expect(bad.json().message).toBe('Chức vụ không đúng định dạng!');
  });
});
