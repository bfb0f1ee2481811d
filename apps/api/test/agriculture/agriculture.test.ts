import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUnits, rowsOf } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { refusal, resourceClient } from '../resources/resource-client.ts';

// Categories and agriculture services (issue 19): the platform's shared category lists and their status switch, the
// two agriculture kinds' categories, services offered by residents and approved by the ward, and the staff's routes
// with their permissions, scope and Vietnamese messages.

let t: TestApp;
let units: Awaited<ReturnType<typeof demoUnits>>;
const tokens: Record<string, string> = {};
/** the demo hamlets of each demo ward */
const hamlets: Record<number, number[]> = {};
/** demo category ids by name */
const category: Record<string, number> = {};
const PHOTO = '/api/files/5d1e7c2a-8b4f-4e3a-9c6d-1f2a3b4c5d6e/may-gat.jpg';

beforeAll(async () => {
  t = await buildTestApp();
  units = await demoUnits(t);
  for (const name of ['admin', 'tinh', 'quantri1', 'quantri2', 'canbo1', 'thon1', 'nguoidan1'])
    tokens[name] = await t.login(name);
  for (const row of rowsOf<{ id: number; ward_id: number }>(
    await t.database.db.execute(
      sql`select id, ward_id from villages where ward_id in (${units.ward1}, ${units.ward2}) order by id`,
    ),
  ))
    (hamlets[row.ward_id] ??= []).push(row.id);
  for (const row of await categories().rows(tokens.admin, '?length=100')) category[row.name as string] = row.id;
});
afterAll(() => t.close());

const categories = () => resourceClient(t, 'categories');
const services = () => resourceClient(t, 'agriculture-services');
const web = (url: string, token?: string, payload?: Record<string, unknown>) =>
  t.request({ method: payload ? 'POST' : 'GET', url: `/api/web/${url}`, token, payload });
const pickerOf = (token: string, query = '') =>
  t.request({ method: 'GET', url: `/api/admin/agriculture-service-categories${query}`, token });
const shownIds = async (query = '') =>
  (await web(`agriculture-services?ward_id=${units.ward1}&length=100${query}`))
    .json()
    .data.entries.map((row: { id: number }) => row.id);
const count = async () =>
  rowsOf<{ n: number }>(await t.database.db.execute(sql`select count(*)::int as n from agriculture_services`))[0].n;

const harvester = (extra: Record<string, unknown> = {}) => ({
  name: 'Gặt lúa bằng máy gặt Kubota DC-70',
  kind: 'machine',
  category_id: category['Thu hoạch'],
  price: 160_000,
  unit: 'sao',
  season: 'Vụ Đông Xuân 2026–2027',
  service_area_ids: hamlets[units.ward1].slice(0, 2),
  provider_kind: 'resident',
  contact_name: 'Đinh Văn Sơn',
  contact_phone: '0912 345 678',
  description: 'Máy gặt đập liên hợp, gặt cả ruộng lầy.',
  photos: [{ path: PHOTO, name: 'may-gat.jpg', size: 210_000 }],
  ward_id: units.ward1,
  ...extra,
});

describe('categories: the shared lists, written by platform staff only', () => {
  it('are seeded, filtered by list, read by the ward’s staff and refused to a hamlet officer', async () => {
    const machine = await categories().rows(tokens.canbo1, '?kind=agriculture_machine&length=100');
    expect(machine.map((row) => row.name)).toEqual(
      expect.arrayContaining(['Làm đất (cày, bừa, phay)', 'Thu hoạch', 'Cho thuê trâu cày']),
    );
    expect(machine.every((row) => row.kind === 'agriculture_machine')).toBe(true);
    expect(await categories().total(tokens.admin, '?kind=tourism')).toBe(2);
    expect((await categories().list(tokens.thon1)).statusCode).toBe(403);
    expect((await categories().list(tokens.admin, '?kind=forestry')).json()).toEqual(
      refusal('Thuộc danh sách không đúng định dạng!'),
    );
  });

  it('POST, GET, PUT and DELETE {id} by admin; a name once per list', async () => {
    const created = await categories().create(tokens.admin, { name: 'Lúa giống lai', kind: 'agriculture_supplies' });
    expect(created.json()).toMatchObject({
      message: 'Thêm mới danh mục dùng chung thành công',
      data: { entry: { name: 'Lúa giống lai', kind: 'agriculture_supplies', is_active: true } },
    });
    const { id } = created.json().data.entry;
    expect((await categories().get(tokens.canbo1, id)).json().data.entry.name).toBe('Lúa giống lai');
    const updated = await categories().update(tokens.admin, id, { description: 'Giống lúa lai F1' }, 'PUT');
    expect(updated.json().data.entry.description).toBe('Giống lúa lai F1');
    expect(
      (await categories().create(tokens.admin, { name: 'Lúa giống lai', kind: 'agriculture_supplies' })).json(),
    ).toEqual(refusal('Danh mục dùng chung đã tồn tại!'));
    // the same name in another list is another category
    expect((await categories().create(tokens.admin, { name: 'Lúa giống lai', kind: 'market' })).statusCode).toBe(200);
    expect((await categories().remove(tokens.admin, id)).json()).toEqual({
      code: 200,
      message: 'Xoá danh mục dùng chung thành công',
      data: null,
    });
    expect((await categories().get(tokens.admin, id)).statusCode).toBe(404);
  });

  it('refuses ward and province staff any write (403), nothing changed', async () => {
    const before = await categories().total(tokens.admin);
    const id = category['Phân bón'];
    for (const who of ['quantri1', 'tinh', 'canbo1', 'thon1']) {
      expect(
        (await categories().create(tokens[who], { name: 'Vôi bột', kind: 'agriculture_supplies' })).statusCode,
      ).toBe(403);
      expect((await categories().update(tokens[who], id, { name: 'Phân' }, 'PUT')).statusCode).toBe(403);
      expect((await categories().at('PUT', `status/${id}`, tokens[who])).statusCode).toBe(403);
      expect((await categories().remove(tokens[who], id)).statusCode).toBe(403);
    }
    expect(await categories().total(tokens.admin)).toBe(before);
    expect(await categories().row(tokens.admin, id)).toMatchObject({ name: 'Phân bón', is_active: true });
  });

  it('PUT status/{id} flips the active switch, recorded; a category in use is not deleted', async () => {
    const created = await categories().create(tokens.admin, { name: 'Phay đất', kind: 'agriculture_machine' });
    const { id } = created.json().data.entry;
    const filed = (await services().create(tokens.quantri1, harvester({ category_id: id }))).json().data.entry;
    const off = await categories().at('PUT', `status/${id}`, tokens.admin);
    expect(off.json()).toMatchObject({
      message: 'Cập nhật trạng thái thành công',
      data: { entry: { is_active: false } },
    });
    // switched off, it takes no new service; a service already under it keeps it through other edits
    const before = await services().total(tokens.admin);
    expect((await services().create(tokens.quantri1, harvester({ category_id: id }))).json()).toEqual({
      code: 400,
      message: 'Danh mục đã ngừng sử dụng',
      data: null,
    });
    expect(await services().total(tokens.admin)).toBe(before);
    // the whole form sent back, the category unchanged: an edit, not a new choice
    const edited = await services().update(
      tokens.quantri1,
      filed.id,
      harvester({ category_id: id, name: 'Máy phay mới' }),
      'PUT',
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.entry).toMatchObject({ name: 'Máy phay mới', category_id: id });
    expect((await categories().at('PUT', `status/${id}`, tokens.admin)).json().data.entry.is_active).toBe(true);
    expect(
      (await categories().at('PUT', `status/${id}`, tokens.admin, { is_active: true })).json().data.entry.is_active,
    ).toBe(true);
    expect((await categories().history(tokens.admin, id)).map((h) => h.action)).toEqual(['update', 'update', 'create']);
    expect((await categories().at('PUT', 'status/99999999', tokens.admin)).statusCode).toBe(404);
    expect((await categories().remove(tokens.admin, category['Thu hoạch'])).json()).toEqual({
      code: 409,
      message: 'Dữ liệu đang được sử dụng, không thể xoá',
      data: null,
    });
  });

  it('residents read the active ones of a list', async () => {
    const shown = (await web('categories?kind=agriculture_machine&length=100')).json().data.entries;
    expect(shown.map((row: { name: string }) => row.name)).toContain('Thu hoạch');
    expect(shown.map((row: { name: string }) => row.name)).not.toContain('Cho thuê trâu cày');
    expect(shown[0]).not.toHaveProperty('is_active');
  });
});

describe('GET /api/admin/agriculture-service-categories', () => {
  it('answers the active categories of the two agriculture lists, machine first', async () => {
    const answer = await pickerOf(tokens.canbo1);
    expect(answer.statusCode).toBe(200);
    const { total, entries } = answer.json().data;
    expect(total).toBe(entries.length);
    const names = entries.map((row: { name: string }) => row.name);
    expect(names).toEqual(
      expect.arrayContaining(['Làm đất (cày, bừa, phay)', 'Sấy, xay xát', 'Phân bón', 'Con giống']),
    );
    expect(names).not.toContain('Cho thuê trâu cày');
    expect(names).not.toContain('Nông sản tươi');
    expect(names).not.toContain('Du lịch cộng đồng');
    const kinds = entries.map((row: { kind: string }) => row.kind);
    expect(kinds.indexOf('supplies')).toBeGreaterThan(kinds.lastIndexOf('machine'));
    expect(entries.find((row: { name: string }) => row.name === 'Phân bón')).toEqual({
      id: category['Phân bón'],
      name: 'Phân bón',
      kind: 'supplies',
      description: 'Phân NPK, phân đạm, phân vi sinh, phân chuồng ủ hoai.',
      sort_order: expect.any(Number),
    });
  });

  it('narrows to one kind; another value is its Vietnamese message; a hamlet officer is refused', async () => {
    const supplies = (await pickerOf(tokens.quantri1, '?kind=supplies')).json().data.entries;
    expect(supplies.length).toBeGreaterThanOrEqual(5);
    expect(supplies.every((row: { kind: string }) => row.kind === 'supplies')).toBe(true);
    const machine = (await pickerOf(tokens.quantri1, '?kind=machine')).json().data.entries;
    expect(machine.every((row: { kind: string }) => row.kind === 'machine')).toBe(true);
    expect((await pickerOf(tokens.quantri1, '?kind=forestry')).json()).toEqual(
      refusal('Loại dịch vụ không đúng định dạng!'),
    );
    expect((await pickerOf(tokens.thon1)).statusCode).toBe(403);
    expect((await pickerOf('')).statusCode).toBe(401);
  });

  it('drops a category switched off', async () => {
    const id = category['Con giống'];
    await categories().at('PUT', `status/${id}`, tokens.admin, { is_active: false });
    const ids = (await pickerOf(tokens.quantri1, '?kind=supplies'))
      .json()
      .data.entries.map((r: { id: number }) => r.id);
    expect(ids).not.toContain(id);
    await categories().at('PUT', `status/${id}`, tokens.admin, { is_active: true });
  });
});

describe('agriculture services: the staff’s routes', () => {
  it('lists one kind with ?kind= (the machine and supplies screens), the demo rows waiting and approved', async () => {
    const machine = await services().rows(tokens.canbo1, '?kind=machine&length=100');
    const supplies = await services().rows(tokens.canbo1, '?kind=supplies&length=100');
    expect(machine.map((row) => row.name)).toEqual(
      expect.arrayContaining(['Cày bừa bằng máy cày Kubota', 'Phun thuốc bằng drone DJI Agras', 'Sấy lúa']),
    );
    expect(supplies.map((row) => row.name)).toEqual(
      expect.arrayContaining(['Phân bón NPK Lâm Thao', 'Giống lúa Bắc thơm số 7', 'Cám ăn gia súc']),
    );
    expect(machine.every((row) => row.kind === 'machine' && row.ward_id === units.ward1)).toBe(true);
    expect(supplies.every((row) => row.kind === 'supplies')).toBe(true);
    expect(new Set([...machine, ...supplies].map((row) => row.approval_status))).toEqual(
      new Set(['waiting', 'approved', 'refused']),
    );
    expect(supplies.find((row) => row.name === 'Phân bón NPK Lâm Thao')).toMatchObject({
      price: 520_000,
      unit: 'bao',
      category_name: 'Phân bón',
      ward_name: expect.stringMatching(/^Xã /),
    });
    expect((await services().list(tokens.canbo1, '?kind=forestry')).json()).toEqual(
      refusal('Loại dịch vụ không đúng định dạng!'),
    );
    expect((await services().list(tokens.thon1)).statusCode).toBe(403);
  });

  it('POST, GET, PATCH and DELETE {id}: names of the category, hamlets and ward; the offer waits', async () => {
    const created = await services().create(tokens.quantri1, harvester());
    expect(created.json().message).toBe('Thêm mới dịch vụ nông nghiệp thành công');
    const entry = created.json().data.entry;
    expect(entry).toMatchObject({
      kind: 'machine',
      category_name: 'Thu hoạch',
      service_area_ids: hamlets[units.ward1].slice(0, 2),
      service_area_names: ['Thôn Đồng Tâm', 'Thôn Làng Mới'],
      contact_phone: '0912345678',
      approval_status: 'waiting',
      refusal_reason: null,
      is_active: true,
      created_by_name: 'Hoàng Văn Thắng',
    });
    expect((await services().get(tokens.canbo1, entry.id)).json().data.entry.photos).toEqual([
      { path: PHOTO, name: 'may-gat.jpg', size: 210_000 },
    ]);
    const updated = await services().update(tokens.quantri1, entry.id, { price: 170_000, approval_status: 'approved' });
    expect(updated.json()).toMatchObject({
      message: 'Cập nhật dịch vụ nông nghiệp thành công',
      data: { entry: { price: 170_000, approval_status: 'waiting' } },
    });
    // another kind with a category of that kind
    const moved = await services().update(tokens.quantri1, entry.id, {
      kind: 'supplies',
      category_id: category['Giống cây trồng'],
    });
    expect(moved.json().data.entry).toMatchObject({ kind: 'supplies', category_name: 'Giống cây trồng' });
    const switched = await services().at('PATCH', `${entry.id}/change-active`, tokens.quantri1);
    expect(switched.json()).toMatchObject({
      message: 'Cập nhật hoạt động thành công',
      data: { entry: { is_active: false } },
    });
    expect((await services().remove(tokens.quantri1, entry.id)).json()).toEqual({
      code: 200,
      message: 'Xoá dịch vụ nông nghiệp thành công',
      data: null,
    });
    expect((await services().get(tokens.quantri1, entry.id)).statusCode).toBe(404);
  });

  it('answers each mistake in Vietnamese and stores nothing', async () => {
    const before = await count();
    for (const [change, message] of [
      [{ contact_phone: '12345' }, 'Số điện thoại liên hệ không đúng định dạng!'],
      [{ contact_phone: undefined }, 'Số điện thoại liên hệ không được trống!'],
      [{ name: '' }, 'Tên dịch vụ không được trống!'],
      [{ kind: 'forestry' }, 'Loại dịch vụ không đúng định dạng!'],
      [{ unit: 'mau' }, 'Đơn vị tính không đúng định dạng!'],
      [{ price: -1 }, 'Giá (VNĐ) không đúng định dạng!'],
      [{ provider_kind: 'enterprise' }, 'Đơn vị cung cấp không đúng định dạng!'],
      [{ photos: [{ path: 'C:\\anh.jpg', name: 'anh.jpg' }] }, 'Hình ảnh không đúng định dạng!'],
      [{ category_id: 99_999_999 }, 'Danh mục không đúng định dạng!'],
      // a category of the other kind, of another list
      [{ category_id: category['Phân bón'] }, 'Danh mục không thuộc loại dịch vụ đã chọn'],
      [{ category_id: category['Nông sản tươi'] }, 'Danh mục không thuộc loại dịch vụ đã chọn'],
      [{ kind: 'supplies' }, 'Danh mục không thuộc loại dịch vụ đã chọn'],
      // another ward's hamlet is out of a ward administrator's reach
      [{ service_area_ids: [hamlets[units.ward2][0]] }, 'Địa bàn phục vụ (thôn/xóm) không đúng định dạng!'],
    ] as const) {
      const response = await services().create(tokens.quantri1, harvester(change));
      expect(response.json(), JSON.stringify(change)).toEqual(refusal(message));
    }
    // admin sees every hamlet, but the row's are its ward's
    expect(
      (
        await services().create(
          tokens.admin,
          harvester({ service_area_ids: [hamlets[units.ward1][0], hamlets[units.ward2][0]] }),
        )
      ).json(),
    ).toEqual(refusal('Địa bàn phục vụ (thôn/xóm) không thuộc xã/phường đã chọn'));
    expect(await count()).toBe(before);
  });

  it('checks the category and the hamlets again when an edit changes the kind or the ward', async () => {
    const { id } = (await services().create(tokens.admin, harvester())).json().data.entry;
    expect((await services().update(tokens.admin, id, { kind: 'supplies' })).json()).toEqual(
      refusal('Danh mục không thuộc loại dịch vụ đã chọn'),
    );
    expect((await services().update(tokens.admin, id, { ward_id: units.ward2 })).json()).toEqual(
      refusal('Địa bàn phục vụ (thôn/xóm) không thuộc xã/phường đã chọn'),
    );
    const moved = await services().update(tokens.admin, id, {
      ward_id: units.ward2,
      service_area_ids: hamlets[units.ward2],
    });
    expect(moved.json().data.entry).toMatchObject({ ward_id: units.ward2, kind: 'machine' });
  });

  it('the ward officer only lists and reads; a hamlet officer not even that (403), nothing changed', async () => {
    const [row] = await services().rows(tokens.quantri1, '?kind=machine&approval_status=waiting');
    const before = await count();
    expect((await services().get(tokens.canbo1, row.id)).statusCode).toBe(200);
    expect((await services().create(tokens.canbo1, harvester())).statusCode).toBe(403);
    expect((await services().update(tokens.canbo1, row.id, { price: 1 })).statusCode).toBe(403);
    expect((await services().remove(tokens.canbo1, row.id)).statusCode).toBe(403);
    expect((await services().at('PATCH', `${row.id}/approve/1`, tokens.canbo1)).statusCode).toBe(403);
    expect((await services().at('PATCH', `${row.id}/change-active`, tokens.canbo1)).statusCode).toBe(403);
    for (const call of [
      services().get(tokens.thon1, row.id),
      services().create(tokens.thon1, harvester()),
      services().update(tokens.thon1, row.id, { price: 1 }),
      services().remove(tokens.thon1, row.id),
    ])
      expect((await call).statusCode).toBe(403);
    expect(await count()).toBe(before);
    expect(await services().row(tokens.quantri1, row.id)).toMatchObject({
      approval_status: 'waiting',
      price: row.price,
    });
  });

  it('hides another ward’s row (404) from every route and changes nothing', async () => {
    const [other] = await services().rows(tokens.quantri2, '?kind=supplies&approval_status=waiting');
    const before = await services().row(tokens.quantri2, other.id);
    expect((await services().get(tokens.quantri1, other.id)).statusCode).toBe(404);
    expect((await services().update(tokens.quantri1, other.id, { price: 1 })).statusCode).toBe(404);
    expect((await services().remove(tokens.quantri1, other.id)).statusCode).toBe(404);
    expect((await services().at('PATCH', `${other.id}/approve/1`, tokens.quantri1)).statusCode).toBe(404);
    expect((await services().at('PATCH', `${other.id}/change-active`, tokens.quantri1)).statusCode).toBe(404);
    expect(
      (await services().create(tokens.quantri1, harvester({ ward_id: units.ward2, service_area_ids: [] }))).statusCode,
    ).toBe(403);
    expect(await services().row(tokens.quantri2, other.id)).toEqual(before);
  });
});

describe('agriculture services: residents offer, the ward approves', () => {
  const offer = (extra: Record<string, unknown> = {}) => {
    const { photos: _photos, ...body } = harvester(extra);
    return { ...body, name: 'Cho thuê máy sấy lúa di động', category_id: category['Sấy, xay xát'], ...extra };
  };
  const mineOf = async (name: string) =>
    (await web('agriculture-services/mine?length=100', tokens.nguoidan1))
      .json()
      .data.entries.find((row: { name: string }) => row.name === name);

  it('needs a signed-in account; a bad offer is refused in Vietnamese, nothing stored', async () => {
    const before = await count();
    expect((await web('agriculture-services', undefined, offer())).statusCode).toBe(401);
    for (const [change, message] of [
      [{ contact_phone: '0123' }, 'Số điện thoại liên hệ không đúng định dạng!'],
      [{ category_id: category['Giống cây trồng'] }, 'Danh mục không thuộc loại dịch vụ đã chọn'],
      [{ service_area_ids: [hamlets[units.ward2][0]] }, 'Địa bàn phục vụ (thôn/xóm) không thuộc xã/phường đã chọn'],
    ] as const)
      expect((await web('agriculture-services', tokens.nguoidan1, offer(change))).json()).toEqual(refusal(message));
    expect(await count()).toBe(before);
  });

  it('an offer waits, unseen by residents; approved by the ward administrator it shows on the public list', async () => {
    const sent = await web('agriculture-services', tokens.nguoidan1, { ...offer(), approval_status: 'approved' });
    expect(sent.json()).toEqual({
      code: 200,
      message: 'Gửi dịch vụ thành công, vui lòng chờ xã/phường phê duyệt',
      data: null,
    });
    const mine = await mineOf('Cho thuê máy sấy lúa di động');
    expect(mine).toMatchObject({ kind: 'machine', approval_status: 'waiting', refusal_reason: null });
    expect(mine).not.toHaveProperty('created_by');
    expect(await shownIds()).not.toContain(mine.id);
    const waiting = await services().rows(tokens.quantri1, '?kind=machine&approval_status=waiting&length=100');
    expect(waiting.find((row) => row.id === mine.id)).toMatchObject({ created_by_name: expect.any(String) });

    const approved = await services().at('PATCH', `${mine.id}/approve/1`, tokens.quantri1);
    expect(approved.json()).toMatchObject({
      message: 'Phê duyệt thành công',
      data: { entry: { approval_status: 'approved' } },
    });
    expect((await mineOf('Cho thuê máy sấy lúa di động')).approval_status).toBe('approved');
    expect(await shownIds()).toContain(mine.id);
    expect(await shownIds('&kind=machine')).toContain(mine.id);
    expect(await shownIds('&kind=supplies')).not.toContain(mine.id);
    const shown = (await web(`agriculture-services/${mine.id}`)).json().data.entry;
    expect(shown).toMatchObject({
      name: 'Cho thuê máy sấy lúa di động',
      category_name: 'Sấy, xay xát',
      service_area_names: ['Thôn Đồng Tâm', 'Thôn Làng Mới'],
      contact_phone: '0912345678',
    });
    for (const key of ['approval_status', 'is_active', 'created_by', 'created_by_name'])
      expect(shown).not.toHaveProperty(key);
    expect((await services().history(tokens.quantri1, mine.id))[0]).toMatchObject({
      action: 'approve',
      changes: { approval_status: { before: 'waiting', after: 'approved' } },
    });

    // switched off by staff, it leaves the residents' list
    await services().at('PATCH', `${mine.id}/change-active`, tokens.quantri1, { is_active: false });
    expect(await shownIds()).not.toContain(mine.id);
    expect((await web(`agriculture-services/${mine.id}`)).statusCode).toBe(404);
  });

  it('refusing needs a reason, which the sender reads; another ward and the ward officer cannot review', async () => {
    await web(
      'agriculture-services',
      tokens.nguoidan1,
      offer({ name: 'Bán phân chuồng ủ hoai', kind: 'supplies', category_id: category['Phân bón'], unit: 'tan' }),
    );
    const { id } = await mineOf('Bán phân chuồng ủ hoai');
    expect((await services().at('PATCH', `${id}/approve/0`, tokens.quantri1, {})).json()).toEqual(
      refusal('Lý do từ chối không được trống!'),
    );
    expect((await services().at('PATCH', `${id}/approve/0`, tokens.quantri2, { reason: 'Trùng' })).statusCode).toBe(
      404,
    );
    expect((await services().at('PATCH', `${id}/approve/1`, tokens.canbo1)).statusCode).toBe(403);
    expect((await mineOf('Bán phân chuồng ủ hoai')).approval_status).toBe('waiting');

    const refused = await services().at('PATCH', `${id}/approve/0`, tokens.quantri1, {
      reason: 'Đề nghị ghi rõ giá theo bao 50 kg và ảnh sản phẩm.',
    });
    expect(refused.json()).toMatchObject({
      message: 'Từ chối thành công',
      data: {
        entry: { approval_status: 'refused', refusal_reason: 'Đề nghị ghi rõ giá theo bao 50 kg và ảnh sản phẩm.' },
      },
    });
    expect(await mineOf('Bán phân chuồng ủ hoai')).toMatchObject({
      approval_status: 'refused',
      refusal_reason: 'Đề nghị ghi rõ giá theo bao 50 kg và ảnh sản phẩm.',
    });
    expect(await shownIds()).not.toContain(id);
  });

  it('approves the selected rows at once; one of another ward refuses them all', async () => {
    const waiting = (await services().rows(tokens.quantri1, '?approval_status=waiting&length=100')).map((r) => r.id);
    expect(waiting.length).toBeGreaterThanOrEqual(2);
    const [other] = await services().rows(tokens.quantri2, '?approval_status=waiting');
    const mixed = await services().at('PATCH', 'approve/1', tokens.quantri1, { ids: [...waiting, other.id] });
    expect(mixed.statusCode).toBe(404);
    expect(await shownIds()).not.toContain(waiting[0]);
    expect((await services().row(tokens.quantri2, other.id)).approval_status).toBe('waiting');
    const bulk = await services().at('PATCH', 'approve/1', tokens.quantri1, { ids: waiting });
    expect(bulk.json().data.ids.sort()).toEqual([...waiting].sort());
    expect(await shownIds()).toEqual(expect.arrayContaining(waiting));
  });
});
