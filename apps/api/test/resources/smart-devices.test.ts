import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../src/db/schema/index.ts';
import { demoUnits } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { refusal, resourceClient } from './resource-client.ts';

let t: TestApp;
let units: Awaited<ReturnType<typeof demoUnits>>;
let devices: ReturnType<typeof resourceClient>;
let types: ReturnType<typeof resourceClient>;
const tokens: Record<string, string> = {};
let cameraType: number;

const UPLOADED = '/api/files/0b6f1c9e-3a52-4c1e-9d7a-2f4b8e6a1c3d/camera.jpg';

beforeAll(async () => {
  t = await buildTestApp();
  units = await demoUnits(t);
  devices = resourceClient(t, 'smart-devices');
  types = resourceClient(t, 'smart-device-types');
  const names = ['admin', 'root', 'tinh', 'huyen', 'quantri1', 'canbo1', 'quantri2', 'thon1', 'nguoidan1'];
  // one at a time: password checks are limited to a few at once
  for (const name of names) tokens[name] = await t.login(name);
  cameraType = (await types.rows(tokens.quantri1, '?sort=sort_order'))[0].id;
});
afterAll(() => t.close());

const device = (extra: Record<string, unknown> = {}) => ({
  name: 'Camera giám sát cổng trường',
  type_id: cameraType,
  ward_id: units.ward1,
  ...extra,
});

/** a new device of the given ward, written by that ward's administrator */
async function newDevice(ward: 1 | 2, extra: Record<string, unknown> = {}) {
  const response = await devices.create(ward === 1 ? tokens.quantri1 : tokens.quantri2, {
    ...device({ ward_id: ward === 1 ? units.ward1 : units.ward2 }),
    ...extra,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.entry as Record<string, unknown> & { id: number };
}

describe('smart devices: create, read, update, delete', () => {
  it('creates with every kind of field, names the type, ward and author, and defaults the switches', async () => {
    const response = await devices.create(tokens.quantri1, {
      ...device(),
      image: UPLOADED,
      description: '<p>Camera <strong>4K</strong></p>',
      link: 'https://vnpt.vn/camera-ai',
      supplier: 'VNPT Yên Bái',
      price: 4_500_000,
    });
    expect(response.statusCode).toBe(200);
    const { message, data } = response.json();
    expect(message).toBe('Thêm mới thiết bị thông minh thành công');
    expect(data.entry).toMatchObject({
      name: 'Camera giám sát cổng trường',
      type_id: cameraType,
      type_name: 'Camera an ninh',
      image: UPLOADED,
      price: 4_500_000,
      ward_id: units.ward1,
      ward_name: expect.stringMatching(/^Xã /),
      is_approved: false,
      is_enabled: true,
      created_by_name: 'Hoàng Văn Thắng',
      updated_by_name: 'Hoàng Văn Thắng',
    });
    const read = await devices.get(tokens.canbo1, data.entry.id);
    expect(read.json().data.entry.supplier).toBe('VNPT Yên Bái');
  });

  it('updates with PATCH and PUT (partial), deletes, then answers 404', async () => {
    const created = await newDevice(1);
    const patched = await devices.update(tokens.quantri1, created.id, { price: 3_000_000 });
    expect(patched.json()).toMatchObject({
      message: 'Cập nhật thiết bị thông minh thành công',
      data: { entry: { price: 3_000_000, name: created.name } },
    });
    const put = await devices.update(tokens.canbo1, created.id, { supplier: 'Viettel' }, 'PUT');
    expect(put.json().data.entry).toMatchObject({
      supplier: 'Viettel',
      price: 3_000_000,
      updated_by_name: 'Nguyễn Thị Hoa',
    });
    const removed = await devices.remove(tokens.quantri1, created.id);
    expect(removed.json()).toEqual({ code: 200, message: 'Xoá thiết bị thông minh thành công', data: null });
    expect((await devices.get(tokens.quantri1, created.id)).statusCode).toBe(404);
  });

  it('answers each format in Vietnamese and stores nothing', async () => {
    const before = await devices.total(tokens.admin);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: undefined }, 'Tên thiết bị không được trống!'],
      [{ name: 'x'.repeat(201) }, 'Tên thiết bị không được dài quá 200 ký tự!'],
      [{ link: 'không phải đường dẫn' }, 'Đường dẫn không đúng định dạng!'],
      [{ price: 1500.5 }, 'Giá (VNĐ) không đúng định dạng!'],
      [{ price: -1 }, 'Giá (VNĐ) không đúng định dạng!'],
      [{ image: '/uploads/camera.jpg' }, 'Hình ảnh không đúng định dạng!'],
      [{ image: 'ftp://example.com/camera.jpg' }, 'Hình ảnh không đúng định dạng!'],
      [{ type_id: 99_999_999 }, 'Loại thiết bị không đúng định dạng!'],
      [{ type_id: undefined }, 'Loại thiết bị không được trống!'],
      [{ ward_id: 99_999_999 }, 'Xã/phường không đúng định dạng!'],
      [{ is_approved: 'yes' }, 'Phê duyệt không đúng định dạng!'],
    ];
    for (const [extra, message] of cases) {
      const response = await devices.create(tokens.quantri1, device(extra));
      expect(response.json(), JSON.stringify(extra)).toEqual(refusal(message));
    }
    const mine = await newDevice(1);
    const badUpdate = await devices.update(tokens.quantri1, mine.id, { price: 12.5, name: 'Đổi' });
    expect(badUpdate.json()).toEqual(refusal('Giá (VNĐ) không đúng định dạng!'));
    expect((await devices.row(tokens.quantri1, mine.id)).name).toBe(mine.name);
    expect(await devices.total(tokens.admin)).toBe(before + 1);
  });

  it('refuses roles without the permission (403) and changes nothing', async () => {
    const before = await devices.total(tokens.admin);
    expect((await devices.create(tokens.thon1, device())).statusCode).toBe(403);
    expect((await devices.list(tokens.thon1)).statusCode).toBe(403);
    expect((await devices.create(tokens.nguoidan1, device())).statusCode).toBe(403);
    // a ward officer writes services but does not delete them
    const mine = await newDevice(1);
    expect((await devices.remove(tokens.canbo1, mine.id)).statusCode).toBe(403);
    expect(await devices.total(tokens.admin)).toBe(before + 1);
  });

  it('hides another ward’s device: read, update, toggle, history and delete answer 404 and change nothing', async () => {
    const other = await newDevice(2, { name: 'Thiết bị xã bên' });
    const attempts = [
      () => devices.get(tokens.quantri1, other.id),
      () => devices.update(tokens.quantri1, other.id, { name: 'Đổi tên' }),
      () => devices.update(tokens.quantri1, other.id, { name: 'Đổi tên' }, 'PUT'),
      () => devices.at('PUT', `change-enable/${other.id}`, tokens.quantri1),
      () => t.request({ method: 'GET', url: `${devices.base}/${other.id}/history`, token: tokens.quantri1 }),
      () => devices.remove(tokens.quantri1, other.id),
    ];
    for (const attempt of attempts) {
      const response = await attempt();
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Không tìm thấy dữ liệu');
    }
    expect(await devices.row(tokens.quantri2, other.id)).toMatchObject({ name: 'Thiết bị xã bên', is_enabled: true });
    expect(await devices.history(tokens.quantri2, other.id)).toHaveLength(1);
  });

  it('refuses creating in, or moving a device to, another ward (403)', async () => {
    const before = await devices.total(tokens.admin);
    const created = await devices.create(tokens.quantri1, device({ ward_id: units.ward2 }));
    expect(created.statusCode).toBe(403);
    const mine = await newDevice(1);
    const moved = await devices.update(tokens.quantri1, mine.id, { ward_id: units.ward2 });
    expect(moved.statusCode).toBe(403);
    expect((await devices.row(tokens.admin, mine.id)).ward_id).toBe(units.ward1);
    expect(await devices.total(tokens.admin)).toBe(before + 1);
  });
});

describe('smart devices: audit', () => {
  it('ignores audit fields in the body and records create, update and toggles in the history', async () => {
    const [admin] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    const forged = { created_by: admin.id, updated_by: admin.id, created_at: '2000-01-01T00:00:00.000Z' };
    const created = await newDevice(1, { ...forged, price: 1_000_000 });
    expect(created.created_by_name).toBe('Hoàng Văn Thắng');
    expect(String(created.created_at)).not.toMatch(/^2000/);
    const updated = await devices.update(tokens.canbo1, created.id, { price: 2_000_000, ...forged });
    expect(updated.json().data.entry).toMatchObject({
      updated_by_name: 'Nguyễn Thị Hoa',
      created_by_name: 'Hoàng Văn Thắng',
    });
    expect(String(updated.json().data.entry.created_at)).toBe(created.created_at);
    await devices.at('PUT', `change-approve/${created.id}`, tokens.huyen);
    await devices.at('PUT', `change-enable/${created.id}`, tokens.quantri1, { is_enabled: false });

    const history = await devices.history(tokens.quantri1, created.id);
    expect(history.map((h) => [h.action, h.actor_username])).toEqual([
      ['update', 'quantri1'],
      ['approve', 'huyen'],
      ['update', 'canbo1'],
      ['create', 'quantri1'],
    ]);
    expect(history[0].changes).toEqual({ is_enabled: { before: true, after: false } });
    expect(history[1].changes).toEqual({ is_approved: { before: false, after: true } });
    expect(history[2].changes).toEqual({ price: { before: 1_000_000, after: 2_000_000 } });
    expect(history[3].changes).toMatchObject({
      name: { before: null, after: created.name },
      price: { after: 1_000_000 },
    });
    expect(history[3].changes).not.toHaveProperty('created_by');
    // the ids it shows come with their names (the type, the ward)
    expect(history[3].changes).toMatchObject({
      type_id: { after: cameraType, after_name: 'Camera an ninh' },
      ward_id: { after: units.ward1, after_name: expect.stringMatching(/^Xã /) },
    });
  });

  it('writes no history for a save or a switch that changes nothing', async () => {
    const created = await newDevice(1, { price: 5_000 });
    await devices.update(tokens.quantri1, created.id, { price: 5_000 });
    for (let i = 0; i < 2; i++) {
      const response = await devices.at('PUT', `change-enable/${created.id}`, tokens.quantri1, { is_enabled: true });
      expect(response.json().data.entry.is_enabled).toBe(true);
    }
    expect((await devices.history(tokens.quantri1, created.id)).map((h) => h.action)).toEqual(['create']);
  });

  it('keeps what was deleted', async () => {
    const created = await newDevice(1, { supplier: 'MobiFone' });
    await devices.remove(tokens.quantri1, created.id);
    const [row] = await t.database.db
      .select({ action: auditLog.action, actorId: auditLog.actorId, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.subject, 'smart-devices'), eq(auditLog.rowId, created.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(row.action).toBe('delete');
    expect((row.details as { changes: Record<string, { before: unknown; after: unknown }> }).changes.supplier).toEqual({
      before: 'MobiFone',
      after: null,
    });
  });
});

describe('smart devices: toggles', () => {
  it('the form cannot approve for who lacks approve: the field is left out on create and on update', async () => {
    const created = await newDevice(1, { is_approved: true });
    expect(created.is_approved).toBe(false);
    const updated = await devices.update(tokens.quantri1, created.id, { is_approved: true, supplier: 'VNPT' });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.entry).toMatchObject({ is_approved: false, supplier: 'VNPT' });
    // who holds approve may set it through the form as well
    const byDistrict = await devices.update(tokens.huyen, created.id, { is_approved: true });
    expect(byDistrict.json().data.entry.is_approved).toBe(true);
    const history = await devices.history(tokens.admin, created.id);
    expect(history.filter((entry) => 'is_approved' in entry.changes)).toHaveLength(1);
  });

  it('approves with PUT change-approve/{id}: needs approve (district, province, admin), not the ward', async () => {
    const created = await newDevice(1);
    for (const who of ['quantri1', 'canbo1', 'thon1']) {
      const response = await devices.at('PUT', `change-approve/${created.id}`, tokens[who]);
      expect(response.statusCode, who).toBe(403);
    }
    expect((await devices.row(tokens.admin, created.id)).is_approved).toBe(false);
    let expected = false;
    for (const who of ['huyen', 'tinh', 'admin', 'root']) {
      expected = !expected;
      const response = await devices.at('PUT', `change-approve/${created.id}`, tokens[who]);
      expect(response.statusCode, who).toBe(200);
      expect(response.json()).toMatchObject({
        message: 'Cập nhật phê duyệt thành công',
        data: { entry: { id: created.id, is_approved: expected } },
      });
    }
    const set = await devices.at('PUT', `change-approve/${created.id}`, tokens.tinh, { is_approved: true });
    expect(set.json().data.entry.is_approved).toBe(true);
    const bad = await devices.at('PUT', `change-approve/${created.id}`, tokens.tinh, { is_approved: 'có' });
    expect(bad.json()).toEqual(refusal('Phê duyệt không đúng định dạng!'));
    // the toggle is declared PUT only
    expect((await devices.at('PATCH', `change-approve/${created.id}`, tokens.tinh)).statusCode).toBe(404);
  });

  it('enables and disables with PUT change-enable/{id}: needs update (ward officers have it)', async () => {
    const created = await newDevice(1);
    const off = await devices.at('PUT', `change-enable/${created.id}`, tokens.canbo1);
    expect(off.json()).toMatchObject({
      message: 'Cập nhật hoạt động thành công',
      data: { entry: { is_enabled: false } },
    });
    expect((await devices.at('PUT', `change-enable/${created.id}`, tokens.thon1)).statusCode).toBe(403);
    const history = await devices.history(tokens.quantri1, created.id);
    expect(history[0]).toMatchObject({ action: 'update', changes: { is_enabled: { before: true, after: false } } });
  });

  it('approves a selection with PUT change-approve {ids, is_approved}: only the rows in the caller’s units', async () => {
    const [mine, alsoMine, other] = [await newDevice(1), await newDevice(1), await newDevice(2)];
    const ids = [mine.id, alsoMine.id, other.id];
    // huyen works on ward 1 in the two-level demo units
    const response = await devices.at('PUT', 'change-approve', tokens.huyen, { ids, is_approved: true });
    expect(response.json()).toEqual({
      code: 200,
      message: 'Cập nhật phê duyệt thành công',
      data: { ids: [mine.id, alsoMine.id] },
    });
    const approved = async (id: number) => (await devices.row(tokens.admin, id)).is_approved;
    expect([await approved(mine.id), await approved(alsoMine.id), await approved(other.id)]).toEqual([
      true,
      true,
      false,
    ]);
    expect((await devices.history(tokens.admin, other.id)).map((h) => h.action)).toEqual(['create']);
    expect((await devices.history(tokens.admin, mine.id))[0]).toMatchObject({
      action: 'approve',
      actor_username: 'huyen',
    });

    expect((await devices.at('PUT', 'change-approve', tokens.quantri1, { ids, is_approved: false })).statusCode).toBe(
      403,
    );
    const outOfScope = await devices.at('PUT', 'change-approve', tokens.huyen, { ids: [other.id], is_approved: true });
    expect(outOfScope.statusCode).toBe(404);
    const empty = await devices.at('PUT', 'change-approve', tokens.tinh, { ids: [], is_approved: true });
    expect(empty.json()).toEqual(refusal('Danh sách bản ghi đã chọn không đúng định dạng!'));
    const noValue = await devices.at('PUT', 'change-approve', tokens.tinh, { ids });
    expect(noValue.statusCode).toBe(400);
    const all = await devices.at('PUT', 'change-approve', tokens.tinh, { ids, is_approved: false });
    expect(all.json().data.ids.sort()).toEqual([...ids].sort());
    // change-enable is not declared bulk: the path is read as PUT /{id}, whose id is not a number
    expect((await devices.at('PUT', 'change-enable', tokens.tinh, { ids, is_enabled: false })).statusCode).toBe(400);
    expect((await devices.row(tokens.admin, mine.id)).is_enabled).toBe(true);
  });
});

describe('smart device types: a platform catalogue', () => {
  it('is listed by the ward, written only at platform level', async () => {
    const listed = await types.list(tokens.quantri1, '?sort=sort_order');
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.entries.map((r: { name: string }) => r.name)).toEqual(
      expect.arrayContaining(['Camera an ninh', 'Cảm biến môi trường', 'Thiết bị tưới tiêu']),
    );
    const before = await types.total(tokens.admin);
    const payload = { name: 'Đèn đường năng lượng mặt trời', sort_order: 9 };
    for (const who of ['quantri1', 'tinh', 'huyen'])
      expect((await types.create(tokens[who], payload)).statusCode, who).toBe(403);
    expect(await types.total(tokens.admin)).toBe(before);
    const created = await types.create(tokens.admin, payload);
    expect(created.json()).toMatchObject({
      message: 'Thêm mới loại thiết bị thông minh thành công',
      data: { entry: payload },
    });
    const id = created.json().data.entry.id;
    expect((await types.update(tokens.quantri1, id, { name: 'Đổi' })).statusCode).toBe(403);
    expect((await types.remove(tokens.tinh, id)).statusCode).toBe(403);
    expect((await types.update(tokens.root, id, { sort_order: 10 })).json().data.entry.sort_order).toBe(10);
    expect((await types.create(tokens.admin, { name: 'Loại', sort_order: 1.5 })).json()).toEqual(
      refusal('Thứ tự hiển thị không đúng định dạng!'),
    );
    expect((await types.remove(tokens.admin, id)).statusCode).toBe(200);
  });

  it('refuses deleting a type devices use (409)', async () => {
    const response = await types.remove(tokens.admin, cameraType);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Dữ liệu đang được sử dụng, không thể xoá');
    expect((await types.row(tokens.admin, cameraType)).name).toBe('Camera an ninh');
  });
});

describe('smart devices: public read', () => {
  const web = (query: string) => t.request({ method: 'GET', url: `/api/web/smart-devices${query}` });

  it('lists only approved and enabled devices of the ward, with public fields only', async () => {
    const shown = await newDevice(1, { name: 'Thiết bị công khai' });
    await devices.at('PUT', `change-approve/${shown.id}`, tokens.huyen, { is_approved: true });
    const hidden = await newDevice(1, { name: 'Thiết bị bị tắt' });
    await devices.at('PUT', `change-approve/${hidden.id}`, tokens.huyen, { is_approved: true });
    await devices.at('PUT', `change-enable/${hidden.id}`, tokens.quantri1, { is_enabled: false });

    const staffRows = await devices.rows(tokens.admin, `?ward_id=${units.ward1}&length=100`);
    const expected = staffRows.filter((r) => r.is_approved && r.is_enabled).map((r) => r.id);
    const response = await web(`?ward_id=${units.ward1}&length=100`);
    expect(response.statusCode).toBe(200);
    const { entries, total } = response.json().data;
    expect(entries.map((r: { id: number }) => r.id).sort()).toEqual(expected.sort());
    expect(total).toBe(expected.length);
    expect(entries.map((r: { id: number }) => r.id)).toContain(shown.id);
    expect(entries.map((r: { id: number }) => r.id)).not.toContain(hidden.id);
    for (const row of entries) {
      expect(row.ward_id).toBe(units.ward1);
      for (const key of ['is_approved', 'is_enabled', 'created_by', 'created_by_name', 'updated_by', 'updated_by_name'])
        expect(row).not.toHaveProperty(key);
    }
    expect(entries.find((r: { id: number }) => r.id === shown.id)).toMatchObject({
      name: 'Thiết bị công khai',
      type_name: 'Camera an ninh',
      ward_name: expect.any(String),
    });
  });

  it('answers one shown device, 404 for an unapproved or disabled one', async () => {
    const unapproved = await newDevice(1);
    expect((await web(`/${unapproved.id}`)).statusCode).toBe(404);
    await devices.at('PUT', `change-approve/${unapproved.id}`, tokens.tinh, { is_approved: true });
    const read = await web(`/${unapproved.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.entry).not.toHaveProperty('is_approved');
    await devices.at('PUT', `change-enable/${unapproved.id}`, tokens.quantri1, { is_enabled: false });
    expect((await web(`/${unapproved.id}`)).statusCode).toBe(404);
  });

  it('needs a ward', async () => {
    expect((await web('')).statusCode).toBe(400);
    expect(
      (await web(`?ward_id=${units.ward2}&length=100`))
        .json()
        .data.entries.every((r: { ward_id: number }) => r.ward_id === units.ward2),
    ).toBe(true);
  });
});
