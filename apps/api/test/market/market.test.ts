import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUnits, rowsOf } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { refusal, resourceClient } from '../resources/resource-client.ts';

// The rural market (issue 16): residents' stores, products, posts and albums through /api/web/market, what the ward's
// approval mode makes of them, and staff's review (approve, refuse with a reason), bulk highlight and scope.

let t: TestApp;
let units: Awaited<ReturnType<typeof demoUnits>>;
const tokens: Record<string, string> = {};
const PHOTO = '/api/files/5d1e7c2a-8b4f-4e3a-9c6d-1f2a3b4c5d6e/ga-doi.jpg';

beforeAll(async () => {
  t = await buildTestApp({}, process.env.DEBUG_LOG ? (await import('pino')).pino({ level: 'error' }) : undefined);
  units = await demoUnits(t);
  for (const name of ['admin', 'quantri1', 'quantri2', 'canbo2', 'chinhanh2', 'nguoidan1', 'nguoidan2'])
    tokens[name] = await t.login(name);
});
afterAll(() => t.close());

const products = () => resourceClient(t, 'personal-products');
const stores = () => resourceClient(t, 'personal-stores');
const albums = () => resourceClient(t, 'market-albums');
const web = (method: 'GET' | 'POST' | 'PATCH', url: string, token?: string, payload?: Record<string, unknown>) =>
  t.request({ method, url: `/api/web/${url}`, token, payload });
const product = (name = 'Gà đồi thả vườn') => ({
  name,
  category: 'livestock',
  price: 180_000,
  unit: 'kg',
  image: PHOTO,
  stock: 20,
  origin: 'Thôn Bản Mường',
  contact_phone: '0977123456',
  description: 'Gà nuôi thả đồi 6 tháng.',
});
const setMode = (target: string, mode: string) =>
  t.request({
    method: 'PATCH',
    url: `/api/admin/market-approval-modes/${target}`,
    token: tokens.quantri2,
    payload: { mode },
  });
const count = async (table: string) =>
  rowsOf<{ n: number }>(await t.database.db.execute(sql.raw(`select count(*)::int as n from ${table}`)))[0].n;
const publicIds = async (query = '') =>
  (await web('GET', `personal-products?ward_id=${units.ward2}&length=100${query}`))
    .json()
    .data.entries.map((row: { id: number }) => row.id);

describe('residents: the market must be on and configured', () => {
  it('refuses a ward without the market, and a configured-less market with the spec’s flag; nothing is stored', async () => {
    const before = await count('personal_products');
    const off = await web('POST', 'market/products', tokens.nguoidan1, product());
    expect(off.statusCode).toBe(403);
    expect(off.json()).toEqual({
      code: 403,
      message: 'Xã/phường của bạn chưa mở dịch vụ Chợ quê',
      data: { market_enabled: false },
    });
    const unconfigured = await web('POST', 'market/products', tokens.nguoidan2, product());
    expect(unconfigured.statusCode).toBe(403);
    expect(unconfigured.json()).toEqual({
      code: 403,
      message: 'Chợ quê của phường/xã chưa được cấu hình.',
      data: { market_not_configured: true },
    });
    expect((await web('GET', 'market/status', tokens.nguoidan2)).json().data.entry).toEqual({
      ward_id: units.ward2,
      enabled: true,
      configured: false,
      market_name: null,
    });
    expect(await count('personal_products')).toBe(before);
  });

  it('once configured, the demo resident finds their store; staff are not sellers', async () => {
    const configured = await t.request({
      method: 'POST',
      url: '/api/admin/ward-market-configs',
      token: tokens.quantri2,
      payload: { ward_id: units.ward2, market_name: 'Chợ quê Nậm Búng', contact_phone: '0912345678' },
    });
    expect(configured.statusCode, configured.body).toBe(200);
    const store = (await web('GET', 'market/store', tokens.nguoidan2)).json().data.entry;
    expect(store).toMatchObject({ name: 'Gian hàng chè Shan tuyết nhà Mỷ', ward_id: units.ward2 });
    const staff = await web('POST', 'market/products', tokens.canbo2, product());
    expect(staff.json()).toMatchObject({ code: 403, message: 'Chỉ tài khoản người dân được bán hàng trên Chợ quê' });
    const again = await web('POST', 'market/store', tokens.nguoidan2, {
      name: 'Gian hàng thứ hai',
      owner_name: 'Sùng Thị Mỷ',
      phone: '0977123456',
    });
    expect(again.json()).toEqual(refusal('Bạn đã có gian hàng trên Chợ quê'));
  });
});

describe('what the approval mode makes of a new product', () => {
  it('trusted (demo: nguoidan2 is trusted): published at once, in the public list and the seller’s own', async () => {
    const posted = await web('POST', 'market/products', tokens.nguoidan2, product('Mật ong rừng'));
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.json()).toMatchObject({
      message: 'Đăng sản phẩm thành công',
      data: { entry: { approval_status: 'approved', name: 'Mật ong rừng', price: 180_000 } },
    });
    const id = posted.json().data.entry.id;
    expect(await publicIds()).toContain(id);
    const mineResponse = await web('GET', 'market/products/mine', tokens.nguoidan2);
    expect(mineResponse.statusCode, mineResponse.body).toBe(200);
    const mine = mineResponse.json().data.entries;
    expect(mine[0]).toMatchObject({ id, approval_status: 'approved', refusal_reason: null });
  });

  it('manual: waits in the ward’s queue, not shown to buyers; auto: published at once', async () => {
    expect((await setMode('products', 'manual')).statusCode).toBe(200);
    const waiting = (await web('POST', 'market/products', tokens.nguoidan2, product('Măng nứa khô'))).json();
    expect(waiting).toMatchObject({
      message: 'Đăng sản phẩm thành công, đang chờ cán bộ xã/phường phê duyệt',
      data: { entry: { approval_status: 'waiting' } },
    });
    const queue = await products().rows(tokens.quantri2, '?approval_status=waiting&length=100');
    expect(queue.map((row) => row.id)).toContain(waiting.data.entry.id);
    expect(queue.every((row) => row.approval_status === 'waiting')).toBe(true);
    expect(await publicIds()).not.toContain(waiting.data.entry.id);
    await setMode('products', 'auto');
    const auto = (await web('POST', 'market/products', tokens.nguoidan2, product('Bí xanh'))).json();
    expect(auto.data.entry.approval_status).toBe('approved');
  });
});

describe('PATCH /api/admin/personal-products/{id}/approve/{approve}', () => {
  let id: number;
  beforeAll(async () => {
    await setMode('products', 'manual');
    id = (await web('POST', 'market/products', tokens.nguoidan2, product('Chuối tây'))).json().data.entry.id;
  });
  const review = (token: string, approve: string, payload?: Record<string, unknown>, rowId = id) =>
    products().at('PATCH', `${rowId}/approve/${approve}`, token, payload);

  it('refusing needs a reason, in Vietnamese; a bad approve value is its format message; nothing changes', async () => {
    expect((await review(tokens.quantri2, '0', {})).json()).toEqual(refusal('Lý do từ chối không được trống!'));
    expect((await review(tokens.quantri2, '0', { reason: '   ' })).json()).toEqual(
      refusal('Lý do từ chối không được trống!'),
    );
    expect((await review(tokens.quantri2, '2')).json()).toEqual(refusal('Trạng thái phê duyệt không đúng định dạng!'));
    expect((await review(tokens.quantri2, '0', { reason: 'x'.repeat(501) })).json()).toEqual(
      refusal('Lý do từ chối không được dài quá 500 ký tự!'),
    );
    expect(await products().row(tokens.quantri2, id)).toMatchObject({ approval_status: 'waiting' });
  });

  it('is refused to the ward officer (read only) and to another ward (not found), nothing changed', async () => {
    expect((await review(tokens.canbo2, '1')).statusCode).toBe(403);
    expect((await review(tokens.quantri1, '1')).statusCode).toBe(404);
    expect(await products().row(tokens.quantri2, id)).toMatchObject({ approval_status: 'waiting' });
  });

  it('refuses with the reason the seller reads, then the branch approves; both on the history', async () => {
    const refused = await review(tokens.quantri2, '0', { reason: 'Ảnh chưa rõ, đề nghị chụp lại.' });
    expect(refused.json()).toMatchObject({
      message: 'Từ chối thành công',
      data: { entry: { approval_status: 'refused', refusal_reason: 'Ảnh chưa rõ, đề nghị chụp lại.' } },
    });
    const mine = (await web('GET', 'market/products/mine', tokens.nguoidan2)).json().data.entries;
    expect(mine.find((row: { id: number }) => row.id === id)).toMatchObject({
      approval_status: 'refused',
      refusal_reason: 'Ảnh chưa rõ, đề nghị chụp lại.',
    });
    expect(await publicIds()).not.toContain(id);

    const approved = await review(tokens.chinhanh2, '1');
    expect(approved.json()).toMatchObject({
      message: 'Phê duyệt thành công',
      data: { entry: { approval_status: 'approved', refusal_reason: null } },
    });
    expect(await publicIds()).toContain(id);
    const history = await products().history(tokens.quantri2, id);
    expect(history.slice(0, 2)).toMatchObject([
      { action: 'approve', changes: { approval_status: { before: 'refused', after: 'approved' } } },
      {
        action: 'approve',
        actor_username: 'quantri2',
        changes: { approval_status: { before: 'waiting', after: 'refused' } },
      },
    ]);
  });

  it('the edit form cannot set the state: approval_status in a body is ignored', async () => {
    const other = (await web('POST', 'market/products', tokens.nguoidan2, product('Khoai sọ'))).json().data.entry.id;
    const edited = await products().update(tokens.quantri2, other, { approval_status: 'approved', price: 25_000 });
    expect(edited.json().data.entry).toMatchObject({ approval_status: 'waiting', price: 25_000 });
  });

  it('approves or refuses the selected rows in one request; one of another ward refuses them all', async () => {
    const posted = await Promise.all(
      ['Lạc đỏ', 'Đỗ tương'].map(
        async (name) => (await web('POST', 'market/products', tokens.nguoidan2, product(name))).json().data.entry.id,
      ),
    );
    const ward1Product = (await products().rows(tokens.admin, `?ward_id=${units.ward1}`))[0].id;
    const mixed = await products().at('PATCH', 'approve/1', tokens.quantri2, { ids: [...posted, ward1Product] });
    expect(mixed.statusCode).toBe(404);
    for (const rowId of posted)
      expect(await products().row(tokens.quantri2, rowId)).toMatchObject({ approval_status: 'waiting' });
    const bulk = await products().at('PATCH', 'approve/0', tokens.quantri2, { ids: posted, reason: 'Trùng sản phẩm' });
    expect(bulk.json().message).toBe('Từ chối thành công');
    expect([...bulk.json().data.ids].sort()).toEqual([...posted].sort());
    for (const rowId of posted)
      expect(await products().row(tokens.quantri2, rowId)).toMatchObject({
        approval_status: 'refused',
        refusal_reason: 'Trùng sản phẩm',
      });
  });
});

describe('a seller corrects or takes down their own product', () => {
  it('a refused product corrected goes through the ward’s mode again, its reason gone; a bad price is refused', async () => {
    await setMode('products', 'manual');
    const id = (await web('POST', 'market/products', tokens.nguoidan2, product('Ớt khô'))).json().data.entry.id;
    await products().at('PATCH', `${id}/approve/0`, tokens.quantri2, { reason: 'Thiếu ảnh rõ nét' });
    const bad = await web('PATCH', `market/products/${id}`, tokens.nguoidan2, { price: 'mười nghìn' });
    expect(bad.json()).toEqual(refusal('Giá (VNĐ) không đúng định dạng!'));
    expect(await products().row(tokens.quantri2, id)).toMatchObject({ approval_status: 'refused', price: 180_000 });
    const fixed = await web('PATCH', `market/products/${id}`, tokens.nguoidan2, { image: PHOTO, price: 90_000 });
    expect(fixed.json()).toMatchObject({
      message: 'Cập nhật thành công, đang chờ cán bộ xã/phường phê duyệt',
      data: { entry: { approval_status: 'waiting', refusal_reason: null, price: 90_000 } },
    });
    expect((await products().history(tokens.quantri2, id))[0]).toMatchObject({
      action: 'update',
      actor_username: 'nguoidan2',
    });
  });

  it('another seller’s product is not found; the owner deletes theirs', async () => {
    const id = (await web('POST', 'market/products', tokens.nguoidan2, product('Mộc nhĩ'))).json().data.entry.id;
    expect((await web('PATCH', `market/products/${id}`, tokens.nguoidan1, { price: 1 })).statusCode).toBe(403);
    const other = await t.request({ method: 'DELETE', url: `/api/web/market/products/${id}`, token: tokens.nguoidan1 });
    expect(other.statusCode).toBe(404);
    expect((await web('GET', `market/products/${id}`, tokens.nguoidan2)).json().data.entry.name).toBe('Mộc nhĩ');
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/web/market/products/${id}`,
      token: tokens.nguoidan2,
    });
    expect(removed.json()).toEqual({ code: 200, message: 'Xoá thành công', data: null });
    expect((await products().get(tokens.quantri2, id)).statusCode).toBe(404);
  });
});

describe('PATCH /api/admin/personal-products/highlight/{status} with {ids}', () => {
  it('highlights several products in one transaction; a bad status is its format message', async () => {
    const ids = (await products().rows(tokens.quantri2, '?is_highlight=false&length=3')).map((row) => row.id);
    const done = await products().at('PATCH', 'highlight/1', tokens.quantri2, { ids });
    expect(done.json().message).toBe('Cập nhật nổi bật thành công');
    expect([...done.json().data.ids].sort()).toEqual([...ids].sort());
    for (const id of ids) expect((await products().row(tokens.quantri2, id)).is_highlight).toBe(true);
    expect((await products().at('PATCH', 'highlight/5', tokens.quantri2, { ids })).json()).toEqual(
      refusal('Nổi bật không đúng định dạng!'),
    );
    expect((await products().history(tokens.quantri2, ids[0]))[0]).toMatchObject({
      changes: { is_highlight: { before: false, after: true } },
    });
  });

  it('is all or nothing: one product of another ward and none is switched', async () => {
    const own = (await products().rows(tokens.quantri2, '?is_highlight=true&length=2')).map((row) => row.id);
    const ward1Product = (await products().rows(tokens.admin, `?ward_id=${units.ward1}`))[0].id;
    const mixed = await products().at('PATCH', 'highlight/0', tokens.quantri2, { ids: [...own, ward1Product] });
    expect(mixed.statusCode).toBe(404);
    for (const id of own) expect((await products().row(tokens.quantri2, id)).is_highlight).toBe(true);
    expect((await products().at('PATCH', 'highlight/0', tokens.canbo2, { ids: own })).statusCode).toBe(403);
  });
});

describe('the public market of a ward', () => {
  it('lists approved products only, by keyword without diacritics and by category', async () => {
    const found = (
      await web('GET', `personal-products?ward_id=${units.ward2}&keyword=gao nep&category=specialty`)
    ).json().data.entries;
    expect(found.map((row: { name: string }) => row.name)).toEqual(['Gạo nếp Tú Lệ']);
    expect(found[0]).not.toHaveProperty('approval_status');
    // the stored search text (name and origin without diacritics) finds by origin too, and is never answered
    const byOrigin = (await web('GET', `personal-products?ward_id=${units.ward2}&keyword=ban muong&length=100`)).json()
      .data.entries;
    expect(byOrigin.map((row: { name: string }) => row.name)).toContain('Mật ong rừng');
    expect(byOrigin[0]).not.toHaveProperty('search_text');
    expect((await products().rows(tokens.quantri2, '?keyword=mat ong rung'))[0]).not.toHaveProperty('search_text');
    const waiting = await products().rows(tokens.admin, `?ward_id=${units.ward2}&approval_status=waiting&length=100`);
    const shown = await publicIds();
    expect(waiting.some((row) => shown.includes(row.id))).toBe(false);
    expect((await web('GET', `personal-products?ward_id=${units.ward2}&category=cake`)).json()).toEqual(
      refusal('Danh mục không đúng định dạng!'),
    );
  });
});

describe('lean list rows (list.lean): a page carries what the screens show', () => {
  it('the staff list leaves the description, contact and authors to the detail; residents’ list keeps its fields', async () => {
    const [row] = await products().rows(tokens.quantri2, '?approval_status=approved&length=1');
    expect(Object.keys(row).sort()).toEqual(
      [
        ...['id', 'name', 'image', 'category', 'price', 'unit', 'store_id', 'store_name', 'ward_id', 'ward_name'],
        ...['is_highlight', 'approval_status', 'refusal_reason', 'created_at', 'updated_at'],
      ].sort(),
    );
    const detail = await products().row(tokens.quantri2, row.id as number);
    expect(detail).toMatchObject({ id: row.id, name: row.name, price: row.price, created_at: row.created_at });
    expect(detail).toHaveProperty('description');
    expect(detail).toHaveProperty('created_by_name');
    const [shown] = (await web('GET', `personal-products?ward_id=${units.ward2}&length=1`)).json().data.entries;
    expect(shown).toHaveProperty('origin');
    expect(shown).toHaveProperty('contact_phone');
  });
});

describe('stores', () => {
  it('staff open a store for a cooperative; another ward’s officer cannot read it', async () => {
    const created = await stores().create(tokens.quantri2, {
      name: 'Hợp tác xã Chè Suối Giàng',
      owner_name: 'Hợp tác xã Chè Suối Giàng',
      phone: '0915111222',
      ward_id: units.ward2,
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.entry.id;
    expect((await stores().get(tokens.quantri1, id)).statusCode).toBe(404);
    expect(
      (await stores().create(tokens.quantri2, { name: 'Thiếu số', owner_name: 'A', ward_id: units.ward2 })).json(),
    ).toEqual(refusal('Số điện thoại không được trống!'));
    const listed = await products().rows(tokens.quantri2, `?store_id=${id}`);
    expect(listed).toEqual([]);
  });
});

describe('a store’s products are on the market while the store is', () => {
  const storeOf = async (token: string) => (await web('GET', 'market/store', token)).json().data.entry;
  const storeProducts = async (storeId: number) =>
    (await products().rows(tokens.quantri2, `?store_id=${storeId}&approval_status=approved&length=100`)).map(
      (row) => row.id as number,
    );

  it('the seller pauses their store and reopens it; staff’s lock the seller cannot lift', async () => {
    const store = await storeOf(tokens.nguoidan2);
    const [first, second] = await storeProducts(store.id);
    expect(await publicIds()).toContain(first);
    const paused = await web('PATCH', 'market/store', tokens.nguoidan2, { is_open: false, is_active: true });
    expect(paused.json()).toMatchObject({
      message: 'Cập nhật gian hàng thành công',
      data: { entry: { is_open: false } },
    });
    expect(await publicIds()).not.toContain(first);
    expect((await web('GET', `personal-products/${second}`)).statusCode).toBe(404);
    expect((await web('GET', `personal-stores/${store.id}`)).statusCode).toBe(404);
    await web('PATCH', 'market/store', tokens.nguoidan2, { is_open: true });
    expect(await publicIds()).toContain(first);

    const locked = await stores().at('PATCH', `${store.id}/change-active`, tokens.quantri2, { is_active: false });
    expect(locked.statusCode, locked.body).toBe(200);
    expect(await publicIds()).not.toContain(first);
    // the seller's body cannot carry staff's switch: the lock stays, and they cannot post
    const lifted = await web('PATCH', 'market/store', tokens.nguoidan2, { is_active: true, is_open: true });
    expect(lifted.json().data.entry.is_active).toBe(false);
    const before = await count('personal_products');
    expect((await web('POST', 'market/products', tokens.nguoidan2, product())).json()).toMatchObject({
      code: 403,
      message: 'Gian hàng của bạn đang tạm khoá, vui lòng liên hệ cán bộ xã/phường',
    });
    expect(await count('personal_products')).toBe(before);
    await stores().at('PATCH', `${store.id}/change-active`, tokens.quantri2, { is_active: true });
    expect(await publicIds()).toContain(first);
  });

  it('a product’s store is in the product’s ward: neither can be changed apart; nothing changes', async () => {
    const store = await storeOf(tokens.nguoidan2);
    const [id] = await storeProducts(store.id);
    const ward1Store = (await stores().rows(tokens.admin, `?ward_id=${units.ward1}`))[0].id as number;
    const before = await products().row(tokens.admin, id);
    for (const change of [{ store_id: ward1Store }, { ward_id: units.ward1 }]) {
      const moved = await products().update(tokens.admin, id, change);
      expect(moved.json()).toEqual(refusal('Gian hàng không thuộc xã/phường đã chọn'));
    }
    expect(await products().row(tokens.admin, id)).toEqual(before);
    const both = await products().update(tokens.admin, id, { store_id: ward1Store, ward_id: units.ward1 });
    expect(both.statusCode, both.body).toBe(200);
    await products().update(tokens.admin, id, { store_id: store.id, ward_id: units.ward2 });
  });
});

describe('market posts and albums from residents', () => {
  it('a post waits under the demo’s manual mode; an album is published at once with its photos', async () => {
    const post = await web('POST', 'market/articles', tokens.nguoidan2, {
      title: 'Cần bán 500 kg khoai môn',
      content: '<p>Khoai môn <b>Bắc Kạn</b></p><img src=x onerror=alert(1)>',
    });
    expect(post.json()).toMatchObject({ data: { entry: { approval_status: 'waiting' } } });
    expect(post.json().data.entry.content).not.toContain('onerror');
    const album = await web('POST', 'market/albums', tokens.nguoidan2, {
      description: null,
      title: 'Vụ chè xuân',
      images: [{ image: PHOTO, caption: 'Đồi chè' }, { image: PHOTO.replace('ga-doi', 'che') }],
    });
    expect(album.statusCode, album.body).toBe(200);
    const entry = album.json().data.entry;
    expect(entry).toMatchObject({ approval_status: 'approved', cover: PHOTO });
    const photos = await t.request({
      method: 'GET',
      url: `/api/admin/market-albums/${entry.id}/images`,
      token: tokens.quantri2,
    });
    expect(photos.json().data.entries.map((row: { caption: string | null }) => row.caption)).toEqual(['Đồi chè', null]);
    const empty = await web('POST', 'market/albums', tokens.nguoidan2, { title: 'Không ảnh', images: [] });
    expect(empty.json()).toEqual(refusal('Ảnh không được trống!'));
  });

  it('staff list the refused albums with their reason', async () => {
    const refused = await albums().rows(tokens.quantri2, '?approval_status=refused');
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0].refusal_reason).toBeTruthy();
  });
});
