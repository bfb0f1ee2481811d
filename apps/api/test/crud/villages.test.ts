import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUnits } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helper.ts';

let t: TestApp;
let units: Awaited<ReturnType<typeof demoUnits>>;
let wardAdmin: string; // quantri1: manages villages of ward 1
let officer: string; // canbo1: reads villages of ward 1
let province: string; // tinh: the whole demo province
beforeAll(async () => {
  t = await buildTestApp();
  units = await demoUnits(t);
  [wardAdmin, officer, province] = await Promise.all(['quantri1', 'canbo1', 'tinh'].map((u) => t.login(u)));
});
afterAll(() => t.close());

const list = (token: string, query = '') => t.request({ method: 'GET', url: `/api/admin/villages${query}`, token });
const create = (token: string, payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/admin/villages', token, payload });

describe('GET /api/admin/villages', () => {
  it('lists only the caller’s ward, with total, ward name and paging', async () => {
    const response = await list(officer, '?length=2&page=1');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.total).toBe(3);
    expect(data.entries).toHaveLength(2);
    expect(data.entries.every((v: { ward_id: number }) => v.ward_id === units.ward1)).toBe(true);
    expect(data.entries[0].ward_name).toMatch(/^Xã /);
    const second = (await list(officer, '?length=2&start=2')).json().data;
    expect(second.entries).toHaveLength(1);
  });

  it('lets province staff see every ward of the province and filter by ward', async () => {
    expect((await list(province)).json().data.total).toBe(6);
    const filtered = (await list(province, `?ward_id=${units.ward2}`)).json().data;
    expect(filtered.total).toBe(3);
    expect(filtered.entries.every((v: { ward_id: number }) => v.ward_id === units.ward2)).toBe(true);
  });

  it('cannot be widened by filters: a ward officer asking for another ward sees nothing of it', async () => {
    const response = await list(officer, `?ward_id=${units.ward2}`);
    expect(response.json().data.total).toBe(0);
  });

  it('searches without diacritics and case, and sorts', async () => {
    const found = (await list(officer, `?keyword=${encodeURIComponent('lang moi')}`)).json().data;
    expect(found.entries.map((v: { name: string }) => v.name)).toEqual(['Thôn Làng Mới']);
    const byHouseholds = (await list(officer, '?sort=households&order=desc')).json().data.entries;
    expect(byHouseholds.map((v: { households: number }) => v.households)).toEqual([120, 86, 64]);
  });

  it('caps length and answers bad paging in Vietnamese', async () => {
    expect((await list(officer, '?length=100000')).statusCode).toBe(200);
    const bad = await list(officer, '?page=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Trang không đúng định dạng!');
    const badSort = await list(officer, '?sort=password');
    expect(badSort.json().message).toBe('Trường sắp xếp không đúng định dạng!');
  });
});

describe('POST /api/admin/villages', () => {
  it('creates a village in the caller’s ward', async () => {
    const response = await create(wardAdmin, {
      name: '  Thôn Suối Thầu ',
      ward_id: units.ward1,
      phone: '091 234 5678',
      households: 42,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      code: 200,
      message: 'Thêm mới thôn/xóm thành công',
      data: { entry: { name: 'Thôn Suối Thầu', ward_id: units.ward1, households: 42, head_name: null } },
    });
  });

  it('answers the first failing field with the generic validator wording and stores nothing', async () => {
    const before = (await list(wardAdmin)).json().data.total;
    const cases: [Record<string, unknown>, string][] = [
      [{ ward_id: units.ward1 }, 'Tên thôn/xóm không được trống!'],
      [{ name: '   ', ward_id: units.ward1 }, 'Tên thôn/xóm không được trống!'],
      [{ name: 'Thôn A' }, 'Xã/phường không được trống!'],
      [{ name: 'Thôn A', ward_id: units.ward1, phone: '12345' }, 'Số điện thoại không đúng định dạng!'],
      [{ name: 'Thôn A', ward_id: units.ward1, households: -1 }, 'Số hộ không đúng định dạng!'],
      [{ name: 'x'.repeat(151), ward_id: units.ward1 }, 'Tên thôn/xóm không được dài quá 150 ký tự!'],
      [{ name: 'Thôn A', ward_id: 99999999 }, 'Xã/phường không đúng định dạng!'],
    ];
    for (const [payload, message] of cases) {
      const response = await create(wardAdmin, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toEqual({ code: 400, message, data: null });
    }
    expect((await list(wardAdmin)).json().data.total).toBe(before);
  });

  it('refuses a village in another ward or province (403)', async () => {
    for (const ward_id of [units.ward2, units.foreignWard]) {
      const response = await create(wardAdmin, { name: 'Thôn Lạ', ward_id });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Bạn không có quyền với dữ liệu của đơn vị này');
    }
  });

  it('refuses roles without the create permission', async () => {
    expect((await create(officer, { name: 'Thôn B', ward_id: units.ward1 })).statusCode).toBe(403);
  });
});

describe('GET, PATCH, DELETE /api/admin/villages/{id}', () => {
  async function villageOf(token: string) {
    return (await list(token, '?sort=name')).json().data.entries[0] as { id: number; name: string };
  }

  it('reads, updates partially and deletes a village of the caller’s ward', async () => {
    const created = (await create(wardAdmin, { name: 'Thôn Tạm', ward_id: units.ward1 })).json().data.entry;
    const read = await t.request({ method: 'GET', url: `/api/admin/villages/${created.id}`, token: officer });
    expect(read.json().data.entry.name).toBe('Thôn Tạm');
    const updated = await t.request({
      method: 'PATCH',
      url: `/api/admin/villages/${created.id}`,
      token: wardAdmin,
      payload: { head_name: 'Vàng Seo Pủ' },
    });
    expect(updated.json()).toMatchObject({
      message: 'Cập nhật thôn/xóm thành công',
      data: { entry: { name: 'Thôn Tạm', head_name: 'Vàng Seo Pủ' } },
    });
    const invalid = await t.request({
      method: 'PATCH',
      url: `/api/admin/villages/${created.id}`,
      token: wardAdmin,
      payload: { name: '' },
    });
    expect(invalid.json()).toEqual({ code: 400, message: 'Tên thôn/xóm không được trống!', data: null });
    const removed = await t.request({ method: 'DELETE', url: `/api/admin/villages/${created.id}`, token: wardAdmin });
    expect(removed.json()).toEqual({ code: 200, message: 'Xoá thôn/xóm thành công', data: null });
    const gone = await t.request({ method: 'GET', url: `/api/admin/villages/${created.id}`, token: officer });
    expect(gone.statusCode).toBe(404);
  });

  it('hides another ward’s village: read, update and delete answer 404 and change nothing', async () => {
    const other = await villageOf(await t.login('quantri2'));
    for (const method of ['GET', 'PATCH', 'DELETE'] as const) {
      const response = await t.request({
        method,
        url: `/api/admin/villages/${other.id}`,
        token: wardAdmin,
        payload: method === 'PATCH' ? { name: 'Đổi tên' } : undefined,
      });
      expect(response.statusCode, method).toBe(404);
      expect(response.json().message).toBe('Không tìm thấy dữ liệu');
    }
    const still = await t.request({ method: 'GET', url: `/api/admin/villages/${other.id}`, token: province });
    expect(still.json().data.entry.name).toBe(other.name);
  });

  it('refuses moving a village to another ward', async () => {
    const mine = await villageOf(wardAdmin);
    const response = await t.request({
      method: 'PATCH',
      url: `/api/admin/villages/${mine.id}`,
      token: wardAdmin,
      payload: { ward_id: units.ward2 },
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses deleting a village that users belong to', async () => {
    const [thonVillage] = (await list(officer, `?keyword=${encodeURIComponent('Đồng Tâm')}`)).json().data.entries;
    const response = await t.request({
      method: 'DELETE',
      url: `/api/admin/villages/${thonVillage.id}`,
      token: wardAdmin,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Dữ liệu đang được sử dụng, không thể xoá');
  });

  it('refuses roles without update or delete permission', async () => {
    const mine = await villageOf(officer);
    expect(
      (
        await t.request({
          method: 'PATCH',
          url: `/api/admin/villages/${mine.id}`,
          token: officer,
          payload: { name: 'X' },
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await t.request({ method: 'DELETE', url: `/api/admin/villages/${mine.id}`, token: officer })).statusCode,
    ).toBe(403);
  });
});
