import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUnits } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { resourceClient } from '../resources/resource-client.ts';

let t: TestApp;
let units: Awaited<ReturnType<typeof demoUnits>>;
let articles: ReturnType<typeof resourceClient>;
let category: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  units = await demoUnits(t);
  articles = resourceClient(t, 'articles');
  for (const name of ['admin', 'tinh', 'quantri1', 'canbo1', 'quantri2', 'thon1']) tokens[name] = await t.login(name);
  category = (await resourceClient(t, 'article-categories').rows(tokens.canbo1))[0].id;
});
afterAll(() => t.close());

const article = (extra: Record<string, unknown> = {}) => ({
  title: 'Thông báo lịch tiếp công dân tháng 12',
  content: '<p>Chủ tịch UBND xã tiếp công dân vào sáng thứ Năm hằng tuần.</p>',
  category_id: category,
  ward_id: units.ward1,
  ...extra,
});
const web = (path = '') => t.request({ method: 'GET', url: `/api/web/articles${path}` });
const publicIds = async () =>
  (await web(`?ward_id=${units.ward1}&length=100`)).json().data.entries.map((row: { id: number }) => row.id);
const HOUR = 3_600_000;

describe('articles: approval and switches', () => {
  it('a ward officer writes an article but cannot approve it; the administrator approves with PUT {id}/approve', async () => {
    const created = await articles.create(tokens.canbo1, article({ is_approved: true, is_published: true }));
    expect(created.json()).toMatchObject({
      message: 'Thêm mới tin bài thành công',
      data: { entry: { is_approved: false, is_published: true, category_name: expect.any(String) } },
    });
    const id = created.json().data.entry.id;
    expect((await articles.at('PUT', `${id}/approve`, tokens.canbo1)).statusCode).toBe(403);
    expect((await articles.update(tokens.canbo1, id, { is_approved: true }, 'PUT')).json().data.entry.is_approved).toBe(
      false,
    );
    expect(await publicIds()).not.toContain(id);

    const approved = await articles.at('PUT', `${id}/approve`, tokens.quantri1);
    expect(approved.json()).toMatchObject({
      message: 'Cập nhật phê duyệt thành công',
      data: { entry: { is_approved: true } },
    });
    expect((await articles.history(tokens.quantri1, id))[0]).toMatchObject({
      action: 'approve',
      changes: { is_approved: { before: false, after: true } },
    });
    expect(await publicIds()).toContain(id);
  });

  it('switches hot and highlight with PUT {id}/change-hot and {id}/change-highlight, a sent value winning', async () => {
    const id = (await articles.create(tokens.canbo1, article())).json().data.entry.id;
    const hot = await articles.at('PUT', `${id}/change-hot`, tokens.canbo1);
    expect(hot.json()).toMatchObject({ message: 'Cập nhật tin nóng thành công', data: { entry: { is_hot: true } } });
    const again = await articles.at('PUT', `${id}/change-hot`, tokens.canbo1, { is_hot: true });
    expect(again.json().data.entry.is_hot).toBe(true);
    const highlight = await articles.at('PUT', `${id}/change-highlight`, tokens.canbo1);
    expect(highlight.json()).toMatchObject({
      message: 'Cập nhật nổi bật thành công',
      data: { entry: { is_highlight: true } },
    });
    expect((await articles.at('PATCH', `${id}/change-hot`, tokens.canbo1)).statusCode).toBe(404);
    expect((await articles.at('PUT', `${id}/change-hot`, tokens.thon1)).statusCode).toBe(403);
    const bad = await articles.at('PUT', `${id}/change-hot`, tokens.canbo1, { is_hot: 'có' });
    expect(bad.json()).toEqual({ code: 400, message: 'Tin nóng không đúng định dạng!', data: null });
    expect((await articles.row(tokens.canbo1, id)).is_hot).toBe(true);
  });

  it('approves a selection with PUT approve {ids, is_approved}, in the caller’s ward only', async () => {
    const mine = (await articles.create(tokens.canbo1, article())).json().data.entry.id;
    const other = (await articles.create(tokens.quantri2, article({ ward_id: units.ward2 }))).json().data.entry.id;
    const bulk = await articles.at('PUT', 'approve', tokens.quantri1, { ids: [mine, other], is_approved: true });
    expect(bulk.json().data).toEqual({ ids: [mine] });
    expect((await articles.row(tokens.quantri2, other)).is_approved).toBe(false);
    expect((await articles.at('PUT', 'approve', tokens.canbo1, { ids: [mine], is_approved: false })).statusCode).toBe(
      403,
    );
  });
});

describe('articles: what residents read', () => {
  it('shows an article once approved, published and its publish time has come', async () => {
    const soon = new Date(Date.now() + 2 * HOUR).toISOString();
    const past = new Date(Date.now() - 2 * HOUR).toISOString();
    const approvedAndPublished = { is_approved: true, is_published: true };
    const make = async (extra: Record<string, unknown>) =>
      (await articles.create(tokens.quantri1, article(extra))).json().data.entry.id as number;
    const later = await make({ ...approvedAndPublished, published_at: soon });
    const earlier = await make({ ...approvedAndPublished, published_at: past });
    const undated = await make(approvedAndPublished);
    const draft = await make({ is_approved: true });
    const ids = await publicIds();
    expect(ids).toEqual(expect.arrayContaining([earlier, undated]));
    expect(ids).not.toContain(later);
    expect(ids).not.toContain(draft);
    expect((await web(`/${later}`)).statusCode).toBe(404);

    const row = (await web(`/${earlier}`)).json().data.entry;
    expect(row).toMatchObject({ id: earlier, content: article().content, category_name: expect.any(String) });
    for (const hidden of ['is_approved', 'is_published', 'created_by', 'created_by_name', 'updated_by'])
      expect(row).not.toHaveProperty(hidden);
  });

  it('stores the publish time as an instant and answers it in UTC', async () => {
    const entry = (await articles.create(tokens.canbo1, article({ published_at: '2026-12-01T08:00:00+07:00' }))).json()
      .data.entry;
    expect(entry.published_at).toBe('2026-12-01T01:00:00.000Z');
    const [listed] = await articles.rows(
      tokens.canbo1,
      `?keyword=${encodeURIComponent('tiếp công dân')}&sort=created_at&order=desc`,
    );
    expect(listed.published_at).toBe('2026-12-01T01:00:00.000Z');
  });
});

describe('articles: the public page is cacheable', () => {
  it('answers an ETag and Cache-Control; the same ETag gets 304 without a body', async () => {
    const id = (await articles.create(tokens.quantri1, article({ is_approved: true, is_published: true }))).json().data
      .entry.id;
    const first = await web(`/${id}`);
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const again = await t.request({
      method: 'GET',
      url: `/api/web/articles/${id}`,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await t.request({
      method: 'GET',
      url: `/api/web/articles/${id}`,
      headers: { 'if-none-match': '"x"' },
    });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toEqual(first.json());
  });
});

describe('articles for the whole province', () => {
  const idsIn = async (ward: number) =>
    (await web(`?ward_id=${ward}&length=100`)).json().data.entries.map((row: { id: number }) => row.id);

  it('province staff mark an article for the whole province: residents of every ward of it read it, no other province', async () => {
    const created = await articles.create(
      tokens.tinh,
      article({ title: 'Tỉnh phát động Tết trồng cây', is_province_wide: true, is_approved: true, is_published: true }),
    );
    expect(created.json().data.entry).toMatchObject({ is_province_wide: true, ward_id: units.ward1 });
    const id = created.json().data.entry.id;
    expect(await idsIn(units.ward1)).toContain(id);
    expect(await idsIn(units.ward2)).toContain(id);
    expect(await idsIn(units.foreignWard)).not.toContain(id);
    // a ward's own article stays its own
    const own = (
      await articles.create(tokens.quantri1, article({ title: 'Tin của xã', is_approved: true, is_published: true }))
    ).json().data.entry.id;
    expect(await idsIn(units.ward1)).toContain(own);
    expect(await idsIn(units.ward2)).not.toContain(own);
    // staff filter on it
    const flagged = await articles.rows(tokens.tinh, '?is_province_wide=true&length=100');
    expect(flagged.map((row) => row.id)).toContain(id);
    expect(flagged.map((row) => row.id)).not.toContain(own);
  });

  it('a ward administrator cannot make one: the value is left out, on create and on update', async () => {
    const created = await articles.create(tokens.quantri1, article({ is_province_wide: true }));
    expect(created.json().data.entry.is_province_wide).toBe(false);
    const id = created.json().data.entry.id;
    await articles.update(tokens.quantri1, id, { is_province_wide: true });
    expect((await articles.row(tokens.quantri1, id)).is_province_wide).toBe(false);
    await articles.update(tokens.tinh, id, { is_province_wide: true });
    expect((await articles.row(tokens.quantri1, id)).is_province_wide).toBe(true);
  });
});
