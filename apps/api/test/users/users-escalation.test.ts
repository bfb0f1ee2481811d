import { ROLES } from '@console/shared/domain/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUnits } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helper.ts';

let t: TestApp;
let units: Awaited<ReturnType<typeof demoUnits>>;
beforeAll(async () => {
  t = await buildTestApp();
  units = await demoUnits(t);
});
afterAll(() => t.close());

// who may give which role (ids: 1 admin, 2 root, 3 province, 4 district, 5 ward_admin, 6 ward, 7 resident,
// 8 village, 9 in_charge, 10 medical, 11 police, 12 union, 13 department, 14 branch) — written out, not computed
const GRANTABLE: Record<string, number[]> = {
  root: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14],
  admin: [1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14],
  tinh: [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14],
  huyen: [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14],
  quantri1: [5, 6, 7, 8, 9, 10, 11, 12, 13, 14],
};
const WITHOUT_CREATE = ['canbo1', 'thon1', 'phutrach1', 'yte1', 'congan1', 'doanthe1', 'phongban1', 'chinhanh1'];

function payloadFor(roleId: number, username: string) {
  const role = ROLES.find((r) => r.id === roleId)!;
  const unit =
    role.scope === 'all'
      ? {}
      : role.scope === 'province'
        ? { province_id: units.provinceId }
        : { ward_id: units.ward1 };
  return { username, full_name: 'Người thử', role_id: roleId, ...unit };
}

describe('no privilege escalation when creating users', () => {
  for (const [caller, allowed] of Object.entries(GRANTABLE)) {
    it(`${caller} gives exactly the roles within their reach`, async () => {
      const token = await t.login(caller === 'admin' ? 'admin' : caller);
      for (const role of ROLES) {
        const response = await t.request({
          method: 'POST',
          url: '/api/admin/users',
          token,
          payload: payloadFor(role.id, `${caller}r${role.id}`),
        });
        const expected = allowed.includes(role.id) ? 200 : 403;
        expect(response.statusCode, `${caller} → ${role.field}: ${response.body}`).toBe(expected);
        if (expected === 403) expect(response.json().message).toBe('Bạn không được cấp hoặc quản lý vai trò này');
      }
    });
  }

  it('refuses every role to staff without the create permission', async () => {
    for (const caller of WITHOUT_CREATE) {
      const token = await t.login(caller);
      const response = await t.request({
        method: 'POST',
        url: '/api/admin/users',
        token,
        payload: payloadFor(6, `${caller}x`),
      });
      expect(response.statusCode, caller).toBe(403);
    }
  });
});

describe('no privilege escalation when editing users', () => {
  it('a ward administrator cannot raise a user to admin or province, nor touch a district officer of the ward', async () => {
    const token = await t.login('quantri1');
    const list = (await t.request({ method: 'GET', url: '/api/admin/users?length=100', token })).json().data
      .entries as { id: number; username: string }[];
    const officer = list.find((u) => u.username === 'canbo1')!;
    for (const role_id of [1, 2, 3, 4]) {
      const response = await t.request({
        method: 'PATCH',
        url: `/api/admin/users/${officer.id}`,
        token,
        payload: { role_id },
      });
      expect(response.statusCode, `role ${role_id}`).toBe(403);
    }
    const district = list.find((u) => u.username === 'huyen')!;
    const edit = await t.request({
      method: 'PATCH',
      url: `/api/admin/users/${district.id}`,
      token,
      payload: { full_name: 'Đổi tên' },
    });
    expect(edit.statusCode).toBe(403);
  });

  it('nobody changes their own role', async () => {
    const token = await t.login('tinh');
    const found = (await t.request({ method: 'GET', url: '/api/admin/users?keyword=tinh&length=100', token })).json()
      .data.entries;
    const me = found.find((u: { username: string }) => u.username === 'tinh');
    const response = await t.request({
      method: 'PATCH',
      url: `/api/admin/users/${me.id}`,
      token,
      payload: { role_id: 4 },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/admin/users/grantable-roles', () => {
  it('offers the role picker exactly the grantable roles', async () => {
    for (const [caller, allowed] of Object.entries(GRANTABLE)) {
      const response = await t.request({
        method: 'GET',
        url: '/api/admin/users/grantable-roles',
        token: await t.login(caller),
      });
      expect(
        response.json().data.entries.map((r: { id: number }) => r.id),
        caller,
      ).toEqual(allowed);
    }
    expect(
      (await t.request({ method: 'GET', url: '/api/admin/users/grantable-roles', token: await t.login('canbo1') }))
        .statusCode,
    ).toBe(403);
  });
});
