import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { demoUnits, rowsOf } from '../fixtures.ts';
import { mergeWards } from '../../src/modules/units/ward-merger.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { refusal, resourceClient } from './resource-client.ts';

// Tourism (issue 15): the three ways the spec approves (a body value, the value in the path, PATCH {id} with
// is_approved), the introduction kept when deleted, and the services residents send from their app.

let t: TestApp;
let units: Awaited<ReturnType<typeof demoUnits>>;
const tokens: Record<string, string> = {};
const PHOTO = '/api/files/5d1e7c2a-8b4f-4e3a-9c6d-1f2a3b4c5d6e/thac-nuoc.jpg';

beforeAll(async () => {
  t = await buildTestApp();
  units = await demoUnits(t);
  for (const name of ['admin', 'quantri1', 'quantri2', 'canbo1', 'thon1', 'nguoidan1', 'nguoidan2'])
    tokens[name] = await t.login(name);
});
afterAll(() => t.close());

const web = (url: string, token?: string, payload?: Record<string, unknown>) =>
  t.request({ method: payload ? 'POST' : 'GET', url: `/api/web/${url}`, token, payload });
const shownIds = async (name: string) =>
  (await web(`${name}?ward_id=${units.ward1}&length=100`)).json().data.entries.map((row: { id: number }) => row.id);

const attraction = () => ({
  name: 'Thác Mây',
  category: 'natural',
  cover: PHOTO,
  description: '<p>Thác ba tầng giữa rừng <strong>nguyên sinh</strong>.</p><script>alert(1)</script>',
  gallery: [
    { path: PHOTO, name: 'thac-1.jpg', size: 120_000 },
    { path: PHOTO.replace('thac-nuoc', 'thac-2'), name: 'thac-2.jpg' },
  ],
  opening_hours: '7:00 – 17:30',
  ticket_price: 30_000,
  address: 'Thôn Khe Sú',
  location: { lat: 21.7401, lng: 104.8622 },
  map_link: 'https://maps.app.goo.gl/4KqZ8rT2vYwXn6Hd9',
  phone: '0912345678',
  vr3d_link: 'https://vr360.yenbai.gov.vn/thac-may',
  ward_id: units.ward1,
});

describe('tourist attractions: approval with is_approved in the body', () => {
  const api = () => resourceClient(t, 'tourist-attractions');

  it('creates with a gallery and a place, sanitised, unapproved, and the ward officer cannot approve', async () => {
    const created = await api().create(tokens.canbo1, { ...attraction(), is_approved: true });
    expect(created.statusCode, created.body).toBe(200);
    const entry = created.json().data.entry;
    expect(entry).toMatchObject({ is_approved: false, ward_name: expect.stringMatching(/^Xã /), ticket_price: 30_000 });
    expect(entry.gallery).toHaveLength(2);
    expect(entry.description).not.toContain('script');
    expect((await api().at('PATCH', `${entry.id}/approval`, tokens.canbo1, { is_approved: true })).statusCode).toBe(
      403,
    );
    expect(await shownIds('tourist-attractions')).not.toContain(entry.id);
  });

  it('approves with the body value, recorded as approve, then shows to visitors; unapproves the same way', async () => {
    const entry = (await api().create(tokens.quantri1, attraction())).json().data.entry;
    const approved = await api().at('PATCH', `${entry.id}/approval`, tokens.quantri1, { is_approved: true });
    expect(approved.json()).toMatchObject({
      message: 'Cập nhật phê duyệt thành công',
      data: { entry: { is_approved: true } },
    });
    expect((await api().history(tokens.quantri1, entry.id))[0]).toMatchObject({
      action: 'approve',
      changes: { is_approved: { before: false, after: true } },
    });
    expect(await shownIds('tourist-attractions')).toContain(entry.id);
    const shown = (await web(`tourist-attractions/${entry.id}`)).json().data.entry;
    expect(shown).toMatchObject({ name: 'Thác Mây', location: { lat: 21.7401, lng: 104.8622 } });
    expect(shown).not.toHaveProperty('created_by');
    await api().at('PATCH', `${entry.id}/approval`, tokens.quantri1, { is_approved: false });
    expect(await shownIds('tourist-attractions')).not.toContain(entry.id);
  });

  it('needs the value (set, not flip) and answers each format in Vietnamese, storing nothing', async () => {
    const entry = (await api().create(tokens.quantri1, attraction())).json().data.entry;
    expect((await api().at('PATCH', `${entry.id}/approval`, tokens.quantri1, {})).json()).toEqual(
      refusal('Phê duyệt không đúng định dạng!'),
    );
    const before = await api().total(tokens.admin);
    for (const [change, message] of [
      [{ category: 'bai_bien' }, 'Loại hình không đúng định dạng!'],
      [{ vr3d_link: 'https://example.com/tour' }, 'Đường dẫn VR 3D không đúng định dạng!'],
      [{ map_link: 'ban do' }, 'Đường dẫn bản đồ không đúng định dạng!'],
      [{ phone: '12345' }, 'Số điện thoại liên hệ không đúng định dạng!'],
      [{ gallery: [{ path: 'C:\\anh.jpg', name: 'anh.jpg' }] }, 'Bộ sưu tập ảnh không đúng định dạng!'],
      [{ ticket_price: -1 }, 'Giá vé (VNĐ) không đúng định dạng!'],
      [{ description: '<script>x</script>' }, 'Giới thiệu không được trống!'],
    ] as const) {
      const response = await api().create(tokens.quantri1, { ...attraction(), ...change });
      expect(response.json(), JSON.stringify(change)).toEqual(refusal(message));
    }
    expect(await api().total(tokens.admin)).toBe(before);
  });

  it('hides another ward’s attraction and changes nothing; audit fields in a body are ignored', async () => {
    const other = (await api().create(tokens.quantri2, { ...attraction(), ward_id: units.ward2 })).json().data.entry;
    expect((await api().get(tokens.quantri1, other.id)).statusCode).toBe(404);
    expect((await api().at('PATCH', `${other.id}/approval`, tokens.quantri1, { is_approved: true })).statusCode).toBe(
      404,
    );
    expect(await api().row(tokens.quantri2, other.id)).toEqual(other);
    const forged = await api().update(tokens.quantri2, other.id, {
      name: 'Thác Mây 2',
      created_by: 1,
      created_at: '2020-01-01T00:00:00.000Z',
    });
    expect(forged.json().data.entry).toMatchObject({ name: 'Thác Mây 2', created_at: other.created_at });
    expect(forged.json().data.entry.created_by).toBe(other.created_by);
  });
});

describe('travel posts: approval with the value in the path', () => {
  const api = () => resourceClient(t, 'travel-posts');
  const post = () => ({ title: 'Chợ phiên', content: '<p>Sáng chủ nhật</p>', ward_id: units.ward1 });

  it('PATCH {id}/approval/1 approves and /0 unapproves, each recorded; another value is refused', async () => {
    const entry = (await api().create(tokens.quantri1, post())).json().data.entry;
    const on = await api().at('PATCH', `${entry.id}/approval/1`, tokens.quantri1);
    expect(on.json().data.entry.is_approved).toBe(true);
    // sent twice (a double click): still approved, not flipped back
    expect((await api().at('PATCH', `${entry.id}/approval/1`, tokens.quantri1)).json().data.entry.is_approved).toBe(
      true,
    );
    expect(await shownIds('travel-posts')).toContain(entry.id);
    expect((await api().at('PATCH', `${entry.id}/approval/0`, tokens.quantri1)).json().data.entry.is_approved).toBe(
      false,
    );
    expect((await api().history(tokens.quantri1, entry.id)).map((h) => h.action)).toEqual([
      'approve',
      'approve',
      'create',
    ]);
    expect((await api().at('PATCH', `${entry.id}/approval/2`, tokens.quantri1)).json()).toEqual(
      refusal('Phê duyệt không đúng định dạng!'),
    );
    expect((await api().at('PATCH', `${entry.id}/approval/1`, tokens.canbo1)).statusCode).toBe(403);
    expect((await api().row(tokens.quantri1, entry.id)).is_approved).toBe(false);
  });

  it('approves the selected rows at once, only those of the caller’s units', async () => {
    const mine = (await api().create(tokens.quantri1, post())).json().data.entry;
    const other = (await api().create(tokens.quantri2, { ...post(), ward_id: units.ward2 })).json().data.entry;
    const bulk = await api().at('PATCH', 'approval', tokens.quantri1, { ids: [mine.id, other.id], is_approved: true });
    expect(bulk.json().data).toEqual({ ids: [mine.id] });
    expect((await api().row(tokens.quantri2, other.id)).is_approved).toBe(false);
  });

  it('updates with PATCH {id}, the spec’s method', async () => {
    const entry = (await api().create(tokens.canbo1, post())).json().data.entry;
    const updated = await api().update(tokens.canbo1, entry.id, { title: 'Chợ phiên Hợp Thành' }, 'PATCH');
    expect(updated.json().data.entry.title).toBe('Chợ phiên Hợp Thành');
  });
});

describe('travel introduce: one per ward, kept when deleted', () => {
  const api = () => resourceClient(t, 'travel-introduce');
  const intro = (ward: number) => ({ title: 'Về với bản Dao', content: '<p>Giới thiệu</p>', ward_id: ward });

  it('has the demo ward’s introduction and refuses a second one', async () => {
    const [demo] = await api().rows(tokens.quantri1);
    expect(demo.ward_id).toBe(units.ward1);
    expect((await api().create(tokens.quantri1, intro(units.ward1))).json()).toEqual(
      refusal('Giới thiệu du lịch đã tồn tại!'),
    );
    expect((await web(`travel-introduce?ward_id=${units.ward1}`)).json().data.entries).toHaveLength(1);
  });

  it('a delete keeps the row with who and when, hides it everywhere, and frees the ward for a new one', async () => {
    const [old] = await api().rows(tokens.quantri2);
    const removed = await api().remove(tokens.quantri2, old.id);
    expect(removed.json()).toEqual({ code: 200, message: 'Xoá giới thiệu du lịch thành công', data: null });
    expect((await api().get(tokens.quantri2, old.id)).statusCode).toBe(404);
    expect(await api().rows(tokens.quantri2)).toEqual([]);
    expect((await web(`travel-introduce/${old.id}`)).statusCode).toBe(404);
    expect((await api().update(tokens.quantri2, old.id, { title: 'Sửa' })).statusCode).toBe(404);
    expect((await api().remove(tokens.quantri2, old.id)).statusCode).toBe(404);
    const [kept] = rowsOf<{ deleted_at: string | null; deleted_by: number | null; title: string }>(
      await t.database.db.execute(sql`select deleted_at, deleted_by, title from travel_introduce where id = ${old.id}`),
    );
    expect(kept).toMatchObject({ deleted_at: expect.anything(), deleted_by: expect.any(Number), title: old.title });
    const [last] = rowsOf<{ action: string }>(
      await t.database.db.execute(
        sql`select action from audit_log where row_id = ${old.id} and subject = 'travel-introduce' order by id desc limit 1`,
      ),
    );
    expect(last.action).toBe('delete');
    const again = await api().create(tokens.quantri2, intro(units.ward2));
    expect(again.statusCode, again.body).toBe(200);
    expect(await api().total(tokens.quantri2)).toBe(1);
  });
});

describe('travel services: residents send them, staff approve', () => {
  const homestay = () => ({
    name: 'Homestay Suối Mơ',
    kind: 'homestay',
    description: 'Nhà sàn 2 tầng, nhận 12 khách',
    phone: '0987654321',
    price_from: 300_000,
    location: { lat: 21.72, lng: 104.86 },
    ward_id: units.ward1,
  });
  const api = () => resourceClient(t, 'travel-accommodations');

  it('a signed-in resident sends one: unapproved, theirs, and they see what became of it', async () => {
    expect((await web('travel-accommodations', undefined, homestay())).statusCode).toBe(401);
    const sent = await web('travel-accommodations', tokens.nguoidan1, homestay());
    expect(sent.json()).toEqual({
      code: 200,
      message: 'Gửi thông tin thành công, vui lòng chờ xã/phường phê duyệt',
      data: null,
    });
    const [mine] = (await web('travel-accommodations/mine', tokens.nguoidan1)).json().data.entries;
    expect(mine).toMatchObject({ name: 'Homestay Suối Mơ', is_approved: false });
    expect(mine).not.toHaveProperty('created_by');
    expect(await shownIds('travel-accommodations')).not.toContain(mine.id);
    // the staff's waiting list, then the spec's PATCH {id} with is_approved
    const waiting = await api().rows(tokens.quantri1, '?is_approved=false&length=100');
    expect(waiting.map((row) => row.id)).toContain(mine.id);
    const approved = await api().update(tokens.quantri1, mine.id, { is_approved: true });
    expect(approved.json().data.entry.is_approved).toBe(true);
    expect((await web('travel-accommodations/mine', tokens.nguoidan1)).json().data.entries[0].is_approved).toBe(true);
    expect(await shownIds('travel-accommodations')).toContain(mine.id);
    // another account sees none of it as theirs
    expect((await web('travel-accommodations/mine', tokens.canbo1)).json().data.entries).toEqual([]);
  });

  it('a ward officer without approve cannot approve through PATCH {id}: the value is left out', async () => {
    await web('travel-cuisines', tokens.nguoidan1, { ...homestay(), name: 'Quán Cá Suối', kind: 'eatery' });
    const [row] = await resourceClient(t, 'travel-cuisines').rows(tokens.canbo1, '?is_approved=false&keyword=Cá Suối');
    const response = await resourceClient(t, 'travel-cuisines').update(tokens.canbo1, row.id, { is_approved: true });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.entry.is_approved).toBe(false);
  });

  it('staff do not add services (no POST), and a bad submission is refused in Vietnamese', async () => {
    expect((await api().create(tokens.quantri1, homestay())).statusCode).toBe(404);
    expect((await web('travel-transports', tokens.nguoidan1, { ...homestay(), kind: 'helicopter' })).json()).toEqual(
      refusal('Loại hình không đúng định dạng!'),
    );
  });

  it('local specialties approve with the value in the path too', async () => {
    await web('travel-local-specialties', tokens.nguoidan1, { ...homestay(), name: 'Mật ong bạc hà', kind: 'food' });
    const specialties = resourceClient(t, 'travel-local-specialties');
    const [row] = await specialties.rows(tokens.quantri1, '?keyword=Mật ong');
    expect((await specialties.at('PATCH', `${row.id}/approval/1`, tokens.quantri1)).json().data.entry.is_approved).toBe(
      true,
    );
    expect(await shownIds('travel-local-specialties')).toContain(row.id);
  });
});

describe('GET /api/admin/travel-map', () => {
  const map = (token: string, query = '') => t.request({ method: 'GET', url: `/api/admin/travel-map${query}`, token });
  type Marker = { area: string; id: number; name: string; type: string; lat: number; lng: number; ward_id: number };

  it('shows the approved places of the caller’s ward, each area with its type, and no unapproved one', async () => {
    const response = await map(tokens.canbo1);
    expect(response.statusCode, response.body).toBe(200);
    const { markers, truncated } = response.json().data as { markers: Marker[]; truncated: boolean };
    expect(truncated).toBe(false);
    expect(new Set(markers.map((marker) => marker.area))).toEqual(
      new Set([
        'tourist-attractions',
        'travel-accommodations',
        'travel-cuisines',
        'travel-transports',
        'travel-local-specialties',
      ]),
    );
    expect(markers.every((marker) => marker.ward_id === units.ward1)).toBe(true);
    expect(markers.find((marker) => marker.name === 'Ruộng bậc thang Khe Sú')).toMatchObject({ type: 'natural' });
    // the demo's unapproved ones (a craft village, a camping ground) are not markers
    expect(markers.map((marker) => marker.name)).not.toContain('Làng nghề đan lát bản Mường');
    expect(markers.map((marker) => marker.name)).not.toContain('Khu cắm trại đồi chè');
    const wide = (await map(tokens.admin)).json().data.markers as Marker[];
    expect(new Set(wide.map((marker) => marker.ward_id))).toEqual(new Set([units.ward1, units.ward2]));
  });

  it('narrows to the asked areas and ward; another ward of a ward officer gives nothing', async () => {
    const only = (await map(tokens.admin, `?areas=travel-cuisines&ward_id=${units.ward2}`)).json().data
      .markers as Marker[];
    expect(only.length).toBeGreaterThan(0);
    expect(only.every((marker) => marker.area === 'travel-cuisines' && marker.ward_id === units.ward2)).toBe(true);
    expect((await map(tokens.canbo1, `?ward_id=${units.ward2}`)).json().data.markers).toEqual([]);
  });

  it('answers a wrong layer in Vietnamese and refuses residents', async () => {
    expect((await map(tokens.canbo1, '?areas=cameras')).json()).toEqual(refusal('Lớp bản đồ không đúng định dạng!'));
    expect((await map(tokens.nguoidan1)).statusCode).toBe(403);
  });
});

describe('residents’ submissions are limited per account', () => {
  it('the eleventh in an hour is refused with 429; another account still sends', async () => {
    const send = (token: string) =>
      web('travel-cuisines', token, { name: 'Quán phở bản', kind: 'eatery', ward_id: units.ward2 });
    for (let n = 0; n < 10; n++) expect((await send(tokens.nguoidan2)).statusCode).toBe(200);
    const refused = await send(tokens.nguoidan2);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Bạn thao tác quá nhanh, vui lòng thử lại sau');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(tokens.nguoidan1)).statusCode).toBe(200);
  });
});

describe('ward mergers and the kept introductions (last: it moves ward 1 into ward 2)', () => {
  it('a merged ward’s live introduction moves into a ward whose only introductions were deleted', async () => {
    const api = resourceClient(t, 'travel-introduce');
    // ward 2 deletes the introduction it wrote again above: it keeps only deleted ones
    for (const row of await api.rows(tokens.quantri2)) await api.remove(tokens.quantri2, row.id);
    const [live] = await api.rows(tokens.quantri1);
    await mergeWards(t.database.db, 1, [units.ward1], units.ward2);
    const kept = await api.rows(tokens.admin, `?ward_id=${units.ward2}`);
    expect(kept.map((row) => row.id)).toEqual([live.id]);
    const [{ deleted }] = rowsOf<{ deleted: number }>(
      await t.database.db.execute(
        sql`select count(*)::int as deleted from travel_introduce where ward_id = ${units.ward2} and deleted_at is not null`,
      ),
    );
    expect(deleted).toBe(2);
  });
});
