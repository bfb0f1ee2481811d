import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUnits } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { refusal, resourceClient } from '../resources/resource-client.ts';

let t: TestApp;
let units: Awaited<ReturnType<typeof demoUnits>>;
let contacts: ReturnType<typeof resourceClient>;
const tokens: Record<string, string> = {};
let address = 0;

beforeAll(async () => {
  t = await buildTestApp();
  units = await demoUnits(t);
  contacts = resourceClient(t, 'ward-contacts');
  for (const name of ['admin', 'quantri1', 'canbo1', 'quantri2', 'thon1']) tokens[name] = await t.login(name);
});
afterAll(() => t.close());

const message = (extra: Record<string, unknown> = {}) => ({
  full_name: 'Sùng A Chớ',
  phone: '0915 224 680',
  title: 'Hỏi lịch làm căn cước cho người già',
  content: 'Bố tôi 80 tuổi đi lại khó khăn, xã có làm căn cước tại nhà không?',
  ward_id: units.ward1,
  ...extra,
});
/** POST /api/web/ward-contacts from its own address (the route is limited per address) */
const send = (payload: Record<string, unknown>) =>
  t.request({ method: 'POST', url: '/api/web/ward-contacts', payload, remoteAddress: `203.0.113.${++address}` });

describe('ward contacts (contact-ward)', () => {
  it('takes a resident’s message without a token, keeps only the public fields', async () => {
    const before = await contacts.total(tokens.admin);
    const response = await send(message({ is_handled: true, handling_note: 'tự xử lý' }));
    expect(response.json()).toEqual({ code: 200, message: 'Gửi liên hệ thành công', data: null });
    const [row] = await contacts.rows(tokens.canbo1, '?sort=created_at&order=desc');
    expect(row).toMatchObject({ title: message().title, phone: '0915224680', is_handled: false, handling_note: null });
    expect(await contacts.total(tokens.admin)).toBe(before + 1);
  });

  it('answers a bad message in Vietnamese and stores nothing', async () => {
    const before = await contacts.total(tokens.admin);
    const cases: [Record<string, unknown>, string][] = [
      [{ phone: '0915' }, 'Số điện thoại không đúng định dạng!'],
      [{ email: 'khong-phai-email' }, 'Email không đúng định dạng!'],
      [{ title: ' ' }, 'Tiêu đề không được trống!'],
      [{ ward_id: 99_999_999 }, 'Xã/phường không đúng định dạng!'],
    ];
    for (const [extra, text] of cases) expect((await send(message(extra))).json(), text).toEqual(refusal(text));
    expect(await contacts.total(tokens.admin)).toBe(before);
  });

  it('has no staff create route and no public read', async () => {
    expect((await contacts.create(tokens.quantri1, message())).statusCode).toBe(404);
    const read = await t.request({ method: 'GET', url: `/api/web/ward-contacts?ward_id=${units.ward1}` });
    expect(read.statusCode).toBe(404);
  });

  it('staff of the ward read, note, mark handled and delete; other wards and other roles cannot', async () => {
    await send(message({ title: 'Đường vào bản Pho sạt lở' }));
    const [row] = await contacts.rows(tokens.canbo1, `?keyword=${encodeURIComponent('ban pho')}`);
    expect((await contacts.get(tokens.quantri2, row.id)).statusCode).toBe(404);
    expect((await contacts.remove(tokens.quantri2, row.id)).statusCode).toBe(404);
    expect((await contacts.list(tokens.thon1)).statusCode).toBe(403);
    const handled = await contacts.at('PATCH', `${row.id}/change-handled`, tokens.canbo1);
    expect(handled.json()).toMatchObject({
      message: 'Cập nhật đã xử lý thành công',
      data: { entry: { is_handled: true } },
    });
    const removed = await contacts.remove(tokens.quantri1, row.id);
    expect(removed.json()).toEqual({ code: 200, message: 'Xoá liên hệ của người dân thành công', data: null });
    expect((await contacts.get(tokens.quantri1, row.id)).statusCode).toBe(404);
  });
});
