import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUnits } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { refusal, resourceClient } from './resource-client.ts';

let t: TestApp;
let units: Awaited<ReturnType<typeof demoUnits>>;
let suggestions: ReturnType<typeof resourceClient>;
const tokens: Record<string, string> = {};
let address = 0;

beforeAll(async () => {
  t = await buildTestApp();
  units = await demoUnits(t);
  suggestions = resourceClient(t, 'service-suggestions');
  for (const name of ['admin', 'quantri1', 'canbo1', 'quantri2', 'thon1', 'nguoidan1'])
    tokens[name] = await t.login(name);
});
afterAll(() => t.close());

/** POST /api/web/service-suggestions from its own address (the route is limited per address) unless one is given */
const send = (payload: Record<string, unknown>, { token, ip }: { token?: string; ip?: string } = {}) =>
  t.request({
    method: 'POST',
    url: '/api/web/service-suggestions',
    payload,
    token,
    remoteAddress: ip ?? `203.0.113.${++address}`,
  });

const suggestion = (extra: Record<string, unknown> = {}) => ({
  full_name: 'Vàng A Dình',
  phone: '0912 345 678',
  content: 'Đề nghị kéo dài giờ mở cửa điểm Internet công cộng vào cuối tuần.',
  ward_id: units.ward1,
  ...extra,
});

describe('POST /api/web/service-suggestions', () => {
  it('takes a guest’s suggestion without a token, keeps only the public fields', async () => {
    const before = await suggestions.total(tokens.admin);
    const response = await send(suggestion({ is_handled: true, handling_note: 'Tự đánh dấu', created_by: 1 }));
    expect(response.json()).toEqual({ code: 200, message: 'Gửi góp ý thành công', data: null });
    expect(await suggestions.total(tokens.admin)).toBe(before + 1);
    const [row] = await suggestions.rows(tokens.quantri1, '?sort=created_at&order=desc');
    expect(row).toMatchObject({
      content: suggestion().content,
      phone: '0912345678',
      ward_id: units.ward1,
      is_handled: false,
      handling_note: null,
      created_by: null,
      created_by_name: null,
    });
    const history = await suggestions.history(tokens.quantri1, row.id);
    expect(history).toMatchObject([{ action: 'create', actor_id: null }]);
  });

  it('takes a resident’s suggestion with their name as author', async () => {
    const response = await send(suggestion({ content: 'Góp ý của người dân đã đăng nhập' }), {
      token: tokens.nguoidan1,
    });
    expect(response.statusCode).toBe(200);
    const [row] = await suggestions.rows(tokens.quantri1, '?sort=created_at&order=desc');
    expect(row).toMatchObject({ content: 'Góp ý của người dân đã đăng nhập', created_by_name: 'Vàng A Dình' });
  });

  it('answers a bad form in Vietnamese and stores nothing', async () => {
    const before = await suggestions.total(tokens.admin);
    const cases: [Record<string, unknown>, string][] = [
      [{ phone: '12345' }, 'Số điện thoại không đúng định dạng!'],
      [{ phone: '0912 345 67a' }, 'Số điện thoại không đúng định dạng!'],
      [{ ward_id: 99_999_999 }, 'Xã/phường không đúng định dạng!'],
      [{ ward_id: undefined }, 'Xã/phường không được trống!'],
      [{ content: '   ' }, 'Nội dung góp ý không được trống!'],
      [{ content: 'x'.repeat(3_001) }, 'Nội dung góp ý không được dài quá 3000 ký tự!'],
      [{ full_name: 'x'.repeat(151) }, 'Người góp ý không được dài quá 150 ký tự!'],
    ];
    for (const [extra, message] of cases) {
      const response = await send(suggestion(extra));
      expect(response.json(), JSON.stringify(extra)).toEqual(refusal(message));
    }
    expect(await suggestions.total(tokens.admin)).toBe(before);
  });

  it('limits sends per address; refused forms do not count', async () => {
    const ip = '198.51.100.7';
    await send(suggestion({ phone: 'sai' }), { ip });
    for (let i = 0; i < 10; i++) expect((await send(suggestion(), { ip })).statusCode).toBe(200);
    const limited = await send(suggestion(), { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe('Bạn thao tác quá nhanh, vui lòng thử lại sau');
    expect((await send(suggestion())).statusCode).toBe(200);
  });

  it('has no staff create route and no public read', async () => {
    const before = await suggestions.total(tokens.admin);
    for (const who of ['admin', 'quantri1'])
      expect((await suggestions.create(tokens[who], suggestion())).statusCode).toBe(404);
    expect(
      (await t.request({ method: 'GET', url: `/api/web/service-suggestions?ward_id=${units.ward1}` })).statusCode,
    ).toBe(404);
    expect(await suggestions.total(tokens.admin)).toBe(before);
  });
});

describe('staff handling suggestions', () => {
  it('lists the ward’s suggestions only, filters the handled ones', async () => {
    const mine = await suggestions.rows(tokens.canbo1, '?length=100');
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((row) => row.ward_id === units.ward1)).toBe(true);
    const handled = await suggestions.rows(tokens.canbo1, '?is_handled=true&length=100');
    expect(handled.length).toBeGreaterThan(0);
    expect(handled.every((row) => row.is_handled === true && typeof row.handling_note === 'string')).toBe(true);
    expect((await suggestions.list(tokens.thon1)).statusCode).toBe(403);
  });

  it('writes a note and marks handled with PATCH {id}/change-handled, recorded in the history', async () => {
    await send(suggestion({ content: 'Cần thêm loa truyền thanh ở thôn Bản Xèo' }));
    const [row] = await suggestions.rows(tokens.canbo1, `?keyword=${encodeURIComponent('ban xeo')}`);
    const noted = await suggestions.update(tokens.canbo1, row.id, { handling_note: 'Đã chuyển bộ phận văn hoá' });
    expect(noted.json()).toMatchObject({
      message: 'Cập nhật góp ý dịch vụ thành công',
      data: { entry: { handling_note: 'Đã chuyển bộ phận văn hoá', updated_by_name: 'Nguyễn Thị Hoa' } },
    });
    const handled = await suggestions.at('PATCH', `${row.id}/change-handled`, tokens.canbo1);
    expect(handled.json()).toMatchObject({
      message: 'Cập nhật đã xử lý thành công',
      data: { entry: { is_handled: true } },
    });
    const history = await suggestions.history(tokens.quantri1, row.id);
    expect(history.map((h) => h.action)).toEqual(['update', 'update', 'create']);
    expect(history[0].changes).toEqual({ is_handled: { before: false, after: true } });
    expect(history[1].changes).toEqual({ handling_note: { before: null, after: 'Đã chuyển bộ phận văn hoá' } });
  });

  it('marks a selection handled with PATCH change-handled {ids, is_handled}, in the caller’s ward only', async () => {
    const open = await suggestions.rows(tokens.quantri1, '?is_handled=false&length=100');
    const otherWard = await suggestions.rows(tokens.quantri2, '?is_handled=false&length=1');
    const ids = [...open.map((row) => row.id), otherWard[0].id];
    const response = await suggestions.at('PATCH', 'change-handled', tokens.quantri1, { ids, is_handled: true });
    expect(response.json().data.ids.sort()).toEqual(open.map((row) => row.id).sort());
    expect(await suggestions.rows(tokens.quantri1, '?is_handled=false')).toEqual([]);
    expect((await suggestions.row(tokens.quantri2, otherWard[0].id)).is_handled).toBe(false);
  });

  it('hides another ward’s suggestion (404) and changes nothing', async () => {
    const [other] = await suggestions.rows(tokens.quantri2);
    expect((await suggestions.get(tokens.quantri1, other.id)).statusCode).toBe(404);
    expect((await suggestions.update(tokens.quantri1, other.id, { handling_note: 'x' })).statusCode).toBe(404);
    expect((await suggestions.at('PATCH', `${other.id}/change-handled`, tokens.quantri1)).statusCode).toBe(404);
    expect((await suggestions.remove(tokens.quantri1, other.id)).statusCode).toBe(404);
    expect(await suggestions.row(tokens.quantri2, other.id)).toEqual(other);
  });
});
