import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUnits } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { refusal, resourceClient } from '../resources/resource-client.ts';

let t: TestApp;
let units: Awaited<ReturnType<typeof demoUnits>>;
let menus: ReturnType<typeof resourceClient>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  units = await demoUnits(t);
  menus = resourceClient(t, 'menus');
  for (const name of ['admin', 'quantri1', 'quantri2', 'canbo1']) tokens[name] = await t.login(name);
});
afterAll(() => t.close());

type Menu = { id: number; name: string; parent_id: number | null; parent_name: string | null; sort_order: number };
const add = async (name: string, extra: Record<string, unknown> = {}, token = tokens.quantri1) =>
  ((r) => (r.data ? r.data.entry : (console.log(JSON.stringify(r)), r)))(
    (await menus.create(token, { name, ward_id: units.ward1, ...extra })).json(),
  ) as Menu;
const order = (payload: Record<string, unknown>, token = tokens.quantri1) =>
  t.request({ method: 'PUT', url: '/api/admin/menus/order', token, payload });
const LOOP = 'Menu cha không được là chính nó hoặc một mục nằm dưới nó';

describe('the resident app’s menu: a tree of a ward’s entries ordered by drag', () => {
  it('names each entry’s parent (a reference to its own table) and seeds a two-level demo menu', async () => {
    const parent = await add('Sức khoẻ');
    const child = await add('Lịch tiêm chủng', { parent_id: parent.id, link: '/suc-khoe/tiem-chung' });
    expect(child).toMatchObject({ parent_id: parent.id, parent_name: 'Sức khoẻ' });
    expect(parent).toMatchObject({ parent_id: null, parent_name: null });
    const rows = (await menus.rows(tokens.quantri1, `?parent_id=${child.parent_id}`)) as unknown as Menu[];
    expect(rows.map((row) => [row.name, row.parent_name])).toEqual([['Lịch tiêm chủng', 'Sức khoẻ']]);
    const demo = (await menus.rows(tokens.quantri1, '?keyword=Thông báo của xã')) as unknown as Menu[];
    expect(demo[0]).toMatchObject({ parent_name: 'Tin tức' });
  });

  it('keeps the tree a tree: not its own parent, not under its own entries, not under another ward’s', async () => {
    const top = await add('Nông nghiệp');
    const middle = await add('Khuyến nông', { parent_id: top.id });
    const bottom = await add('Lịch thời vụ', { parent_id: middle.id });
    expect((await menus.update(tokens.quantri1, top.id, { parent_id: top.id })).json()).toEqual(refusal(LOOP));
    expect((await menus.update(tokens.quantri1, top.id, { parent_id: bottom.id })).json()).toEqual(refusal(LOOP));
    expect((await order({ ids: [top.id], parent_id: bottom.id })).json()).toEqual(refusal(LOOP));
    expect((await menus.row(tokens.quantri1, top.id)).parent_id).toBeNull();
    const other = (await menus.create(tokens.quantri2, { name: 'Tin tức xã bạn', ward_id: units.ward2 })).json().data
      .entry as Menu;
    // the parent reference only sees the caller's rows; the admin sees both wards but the ward must match
    expect((await menus.update(tokens.quantri1, bottom.id, { parent_id: other.id })).json()).toEqual(
      refusal('Menu cha không đúng định dạng!'),
    );
    expect((await menus.update(tokens.admin, bottom.id, { parent_id: other.id })).json()).toEqual(
      refusal('Menu cha phải cùng xã/phường'),
    );
    expect((await menus.row(tokens.quantri1, bottom.id)).parent_id).toBe(middle.id);
  });

  it('PUT /order numbers one level in the dragged order and moves an entry under another parent', async () => {
    const root = await add('Thủ tục');
    const [a, b, c] = [
      await add('Khai sinh', { parent_id: root.id }),
      await add('Kết hôn', { parent_id: root.id }),
      await add('Chứng thực'),
    ];
    const sorted = await order({ ids: [b.id, a.id], parent_id: root.id });
    expect(sorted.json()).toEqual({ code: 200, message: 'Cập nhật thứ tự thành công', data: { ids: [b.id, a.id] } });
    // the top-level entry dropped between them joins the level
    await order({ ids: [b.id, c.id, a.id], parent_id: root.id });
    const level = (await menus.rows(
      tokens.quantri1,
      `?parent_id=${root.id}&sort=sort_order&order=asc`,
    )) as unknown as Menu[];
    expect(level.map((row) => [row.id, row.sort_order])).toEqual([
      [b.id, 1],
      [c.id, 2],
      [a.id, 3],
    ]);
    const [moved] = await menus.history(tokens.quantri1, c.id);
    expect(moved.changes.parent_id).toMatchObject({ before: null, after: root.id, after_name: 'Thủ tục' });
  });

  it('refuses a bad order, another ward’s rows and a ward officer, changing nothing', async () => {
    const first = await add('Hỏi đáp');
    const second = await add('Liên hệ');
    expect((await order({ ids: [] })).json()).toEqual(refusal('Danh sách thứ tự không được trống!'));
    expect((await order({ ids: [first.id, first.id] })).json()).toEqual(
      refusal('Danh sách thứ tự không đúng định dạng!'),
    );
    expect((await order({ ids: [first.id], parent_id: 'a' })).json()).toEqual(
      refusal('Menu cha không đúng định dạng!'),
    );
    expect((await order({ ids: [second.id, first.id] }, tokens.quantri2)).statusCode).toBe(404);
    expect((await order({ ids: [second.id, first.id] }, tokens.canbo1)).statusCode).toBe(403);
    expect((await menus.row(tokens.quantri1, first.id)).sort_order).toBeNull();
  });

  it('a parent with entries under it is not deleted; residents read a ward’s shown entries with their parents', async () => {
    const parent = await add('Văn hoá');
    await add('Lễ hội', { parent_id: parent.id });
    expect((await menus.remove(tokens.quantri1, parent.id)).json().message).toBe(
      'Dữ liệu đang được sử dụng, không thể xoá',
    );
    const read = await t.request({ method: 'GET', url: `/api/web/menus?ward_id=${units.ward1}&length=100` });
    const entries = read.json().data.entries as Menu[];
    expect(entries.find((row) => row.name === 'Lễ hội')).toMatchObject({
      parent_id: parent.id,
      parent_name: 'Văn hoá',
    });
  });
});
