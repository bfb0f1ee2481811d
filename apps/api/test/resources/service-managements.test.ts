import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUnits } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { refusal, resourceClient } from './resource-client.ts';

let t: TestApp;
let units: Awaited<ReturnType<typeof demoUnits>>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  units = await demoUnits(t);
  for (const name of ['admin', 'tinh', 'quantri1', 'canbo1', 'quantri2', 'thon1']) tokens[name] = await t.login(name);
});
afterAll(() => t.close());

const catalogue = () => resourceClient(t, 'service-managements');
const wardServices = () => resourceClient(t, 'ward-service-managements');

/** the post-login ward service list (spec §6) as a ward's staff member reads it */
async function unconf(token: string, wardId: number) {
  const response = await t.request({ method: 'GET', url: `/api/admin/unconf-wards/${wardId}?length=100`, token });
  return response.json().data as {
    total: number;
    entries: { service: { id: number; name: string }; enabled: boolean }[];
  };
}

const link = () => ({
  name: 'Đăng ký xe máy trực tuyến',
  kind: 'link',
  icon: 'https://dichvucong.gov.vn/icon.png',
  link: 'https://dichvucong.bocongan.gov.vn',
  description: 'Đăng ký, sang tên xe qua Cổng dịch vụ công Bộ Công an.',
  sort_order: 8,
});

describe('service managements (the platform catalogue, one API for the link and integrated screens)', () => {
  it('holds the built-in integrated services and the demo links, filtered by kind', async () => {
    const integrated = await catalogue().rows(tokens.quantri1, '?kind=integrated&length=100');
    expect(integrated.map((row) => row.name)).toEqual(expect.arrayContaining(['Khảo sát', 'Chợ quê']));
    expect(integrated.every((row) => row.kind === 'integrated')).toBe(true);
    const links = await catalogue().rows(tokens.quantri1, '?kind=link&length=100');
    expect(links.length).toBeGreaterThanOrEqual(4);
    expect(links.every((row) => row.kind === 'link' && typeof row.link === 'string')).toBe(true);
    expect((await catalogue().list(tokens.admin, '?kind=other')).json().message).toBe(
      'Loại dịch vụ không đúng định dạng!',
    );
  });

  it('creates, reads, updates and deletes at platform level, with its history', async () => {
    const created = await catalogue().create(tokens.admin, link());
    expect(created.json()).toMatchObject({ code: 200, message: 'Thêm mới dịch vụ thành công' });
    const entry = created.json().data.entry;
    expect(entry).toMatchObject({ ...link(), is_active: true, created_by_name: 'Quản trị hệ thống' });
    expect(entry.id).toBeGreaterThanOrEqual(100);
    expect((await catalogue().get(tokens.quantri1, entry.id)).json().data.entry.name).toBe(link().name);
    const updated = await catalogue().update(tokens.admin, entry.id, { sort_order: 9 });
    expect(updated.json()).toMatchObject({
      message: 'Cập nhật dịch vụ thành công',
      data: { entry: { sort_order: 9 } },
    });
    const history = await catalogue().history(tokens.admin, entry.id);
    expect(history.map((h) => h.action)).toEqual(['update', 'create']);
    expect(history[0].changes).toEqual({ sort_order: { before: 8, after: 9 } });
    expect((await catalogue().remove(tokens.admin, entry.id)).json()).toEqual({
      code: 200,
      message: 'Xoá dịch vụ thành công',
      data: null,
    });
    expect((await catalogue().get(tokens.admin, entry.id)).statusCode).toBe(404);
  });

  it('requires the link of a link service only, on create and on update, and stores nothing refused', async () => {
    const before = await catalogue().total(tokens.admin);
    const cases: [Record<string, unknown>, string][] = [
      [{ link: undefined }, 'Đường dẫn không được trống!'],
      [{ link: '   ' }, 'Đường dẫn không được trống!'],
      [{ link: 'javascript:alert(1)' }, 'Đường dẫn không đúng định dạng!'],
      [{ kind: 'external' }, 'Loại dịch vụ không đúng định dạng!'],
      [{ kind: undefined }, 'Loại dịch vụ không được trống!'],
      [{ name: '' }, 'Tên dịch vụ không được trống!'],
      [{ icon: 'C:\\icon.png' }, 'Biểu tượng không đúng định dạng!'],
    ];
    for (const [change, message] of cases)
      expect((await catalogue().create(tokens.admin, { ...link(), ...change })).json(), JSON.stringify(change)).toEqual(
        refusal(message),
      );
    expect(await catalogue().total(tokens.admin)).toBe(before);

    const integrated = (await catalogue().create(tokens.admin, { name: 'Sổ tay đảng viên', kind: 'integrated' })).json()
      .data.entry;
    expect(integrated).toMatchObject({ kind: 'integrated', link: null });
    // turning it into a link without an address, or clearing a link's address, is refused and changes nothing
    expect((await catalogue().update(tokens.admin, integrated.id, { kind: 'link' })).json()).toEqual(
      refusal('Đường dẫn không được trống!'),
    );
    const linked = (await catalogue().create(tokens.admin, link())).json().data.entry;
    expect((await catalogue().update(tokens.admin, linked.id, { link: null })).json()).toEqual(
      refusal('Đường dẫn không được trống!'),
    );
    expect(await catalogue().row(tokens.admin, integrated.id)).toEqual(integrated);
    expect(await catalogue().row(tokens.admin, linked.id)).toEqual(linked);
    const moved = await catalogue().update(tokens.admin, integrated.id, { kind: 'link', link: 'https://sotay.vn' });
    expect(moved.json().data.entry).toMatchObject({ kind: 'link', link: 'https://sotay.vn' });
  });

  it('is read by ward administrators and written at platform level only (403)', async () => {
    const before = await catalogue().total(tokens.admin);
    expect((await catalogue().list(tokens.quantri1)).statusCode).toBe(200);
    for (const who of ['quantri1', 'tinh', 'thon1'])
      expect((await catalogue().create(tokens[who], link())).statusCode, who).toBe(403);
    expect((await catalogue().list(tokens.thon1)).statusCode).toBe(403);
    const [row] = await catalogue().rows(tokens.quantri1, '?kind=link');
    expect((await catalogue().update(tokens.quantri1, row.id, { sort_order: 1 })).statusCode).toBe(403);
    expect((await catalogue().at('PATCH', `${row.id}/change-active`, tokens.quantri1)).statusCode).toBe(403);
    expect((await catalogue().remove(tokens.quantri1, row.id)).statusCode).toBe(403);
    expect(await catalogue().row(tokens.admin, row.id)).toEqual(row);
    expect(await catalogue().total(tokens.admin)).toBe(before);
  });

  it('switches a service on and off, recorded in the history', async () => {
    const entry = (await catalogue().create(tokens.admin, link())).json().data.entry;
    const off = await catalogue().at('PATCH', `${entry.id}/change-active`, tokens.admin);
    expect(off.json()).toMatchObject({
      message: 'Cập nhật hoạt động thành công',
      data: { entry: { is_active: false } },
    });
    expect((await catalogue().history(tokens.admin, entry.id))[0]).toMatchObject({
      action: 'update',
      changes: { is_active: { before: true, after: false } },
    });
    const on = await catalogue().at('PATCH', `${entry.id}/change-active`, tokens.admin, { is_active: true });
    expect(on.json().data.entry.is_active).toBe(true);
  });

  it('keeps a service a ward has a row for (409) and removes it once the ward’s row is gone', async () => {
    // a built-in one is never deleted (built-in-services.test.ts)
    const [survey] = await catalogue().rows(
      tokens.admin,
      '?kind=integrated&sort=created_at&order=asc&keyword=Khảo sát',
    );
    expect((await catalogue().remove(tokens.admin, survey.id)).json().message).toBe(
      'Dịch vụ có sẵn của nền tảng không thể xoá',
    );
    const entry = (await catalogue().create(tokens.admin, link())).json().data.entry;
    const row = (await wardServices().create(tokens.quantri1, { ward_id: units.ward1, service_id: entry.id })).json()
      .data.entry;
    expect((await catalogue().remove(tokens.admin, entry.id)).statusCode).toBe(409);
    expect((await wardServices().remove(tokens.quantri1, row.id)).statusCode).toBe(200);
    expect((await catalogue().remove(tokens.admin, entry.id)).statusCode).toBe(200);
  });
});

describe('ward service managements (which catalogue services a ward turns on)', () => {
  it('lists the ward’s rows, built-in and demo links, with the service’s name', async () => {
    const rows = await wardServices().rows(tokens.quantri1, '?length=100');
    expect(rows.length).toBeGreaterThanOrEqual(11);
    expect(rows.every((row) => row.ward_id === units.ward1)).toBe(true);
    expect(rows.map((row) => row.service_name)).toEqual(expect.arrayContaining(['Khảo sát', 'Chợ quê']));
    expect((await wardServices().list(tokens.canbo1)).statusCode).toBe(403);
    expect((await wardServices().list(tokens.thon1)).statusCode).toBe(403);
  });

  it('turns a service on for a ward once, with its history, and refuses unknown services', async () => {
    const service = (await catalogue().create(tokens.admin, link())).json().data.entry;
    const created = await wardServices().create(tokens.quantri1, {
      ward_id: units.ward1,
      service_id: service.id,
      sort_order: 4,
    });
    expect(created.json()).toMatchObject({ code: 200, message: 'Thêm mới dịch vụ của xã/phường thành công' });
    const entry = created.json().data.entry;
    expect(entry).toMatchObject({
      enabled: true,
      service_name: service.name,
      ward_name: expect.stringMatching(/^Xã /),
    });
    const before = await wardServices().total(tokens.admin);
    const refused: [Record<string, unknown>, string][] = [
      [{ service_id: service.id }, 'Dịch vụ của xã/phường đã tồn tại!'],
      [{ service_id: 99_999 }, 'Dịch vụ không đúng định dạng!'],
      [{ service_id: undefined }, 'Dịch vụ không được trống!'],
      [{ sort_order: 1.5, service_id: service.id }, 'Thứ tự hiển thị không đúng định dạng!'],
      [{ enabled: 'có', service_id: service.id }, 'Bật dịch vụ không đúng định dạng!'],
    ];
    for (const [change, message] of refused)
      expect(
        (await wardServices().create(tokens.quantri1, { ward_id: units.ward1, ...change })).json(),
        JSON.stringify(change),
      ).toEqual(refusal(message));
    expect(await wardServices().total(tokens.admin)).toBe(before);
    const updated = await wardServices().update(tokens.quantri1, entry.id, { sort_order: 2 });
    expect(updated.json().message).toBe('Cập nhật dịch vụ của xã/phường thành công');
    const history = await wardServices().history(tokens.quantri1, entry.id);
    expect(history.map((h) => h.action)).toEqual(['update', 'create']);
    expect(history[1].changes.service_id).toMatchObject({ after: service.id, after_name: service.name });
  });

  it('hides another ward’s row (404) and changes nothing', async () => {
    const [other] = await wardServices().rows(tokens.quantri2);
    expect(other.ward_id).toBe(units.ward2);
    expect((await wardServices().get(tokens.quantri1, other.id)).statusCode).toBe(404);
    expect((await wardServices().update(tokens.quantri1, other.id, { enabled: !other.enabled })).statusCode).toBe(404);
    expect((await wardServices().at('PATCH', `${other.id}/change-enable`, tokens.quantri1)).statusCode).toBe(404);
    expect((await wardServices().remove(tokens.quantri1, other.id)).statusCode).toBe(404);
    expect(await wardServices().row(tokens.quantri2, other.id)).toEqual(other);
    const service = (await catalogue().create(tokens.admin, link())).json().data.entry;
    expect(
      (await wardServices().create(tokens.quantri1, { ward_id: units.ward2, service_id: service.id })).statusCode,
    ).toBe(403);
  });

  it('is what the post-login ward service list reads: switching ‘Khảo sát’ here moves the survey flag', async () => {
    const survey = (await wardServices().rows(tokens.quantri1, '?length=100')).find(
      (row) => row.service_name === 'Khảo sát',
    )!;
    expect(survey.enabled).toBe(true);
    const enabledNames = async () =>
      (await unconf(tokens.thon1, units.ward1)).entries.filter((e) => e.enabled).map((e) => e.service.name);
    expect(await enabledNames()).toContain('Khảo sát');
    const off = await wardServices().at('PATCH', `${survey.id}/change-enable`, tokens.quantri1);
    expect(off.json()).toMatchObject({
      message: 'Cập nhật bật dịch vụ thành công',
      data: { entry: { enabled: false } },
    });
    expect(await enabledNames()).not.toContain('Khảo sát');
    expect((await wardServices().history(tokens.quantri1, survey.id))[0]).toMatchObject({
      action: 'update',
      changes: { enabled: { before: true, after: false } },
    });
    // and the other way: the ward's switches of GET/PUT unconf-wards keep the rows (their ids and history)
    const admin = tokens.admin;
    const ids = (await unconf(admin, units.ward1)).entries.map((e) => e.service.id);
    await t.request({
      method: 'PUT',
      url: `/api/admin/unconf-wards/${units.ward1}`,
      token: admin,
      payload: { enabled_service_ids: ids.slice(0, 1) },
    });
    const again = await wardServices().row(tokens.quantri1, survey.id);
    expect(again).toMatchObject({ id: survey.id, enabled: true });
    const bulk = await wardServices().at('PATCH', 'change-enable', tokens.quantri1, {
      ids: [survey.id],
      enabled: false,
    });
    expect(bulk.json().data).toEqual({ ids: [survey.id] });
  });

  it('lists only the integrated services in the post-login list: a new one joins it, switched off', async () => {
    const { total } = await unconf(tokens.thon1, units.ward1);
    const added = (
      await catalogue().create(tokens.admin, { name: 'Chuyển đổi số hộ gia đình', kind: 'integrated' })
    ).json().data.entry;
    await catalogue().create(tokens.admin, link());
    const after = await unconf(tokens.thon1, units.ward1);
    expect(after.total).toBe(total + 1);
    expect(after.entries.find((e) => e.service.id === added.id)).toMatchObject({ enabled: false });
    expect(after.entries.every((e) => e.service.name !== link().name)).toBe(true);
  });
});
