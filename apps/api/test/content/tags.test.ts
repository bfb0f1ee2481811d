import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUnits } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { refusal, resourceClient } from '../resources/resource-client.ts';

let t: TestApp;
let units: Awaited<ReturnType<typeof demoUnits>>;
let tags: ReturnType<typeof resourceClient>;
let articles: ReturnType<typeof resourceClient>;
let category: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  units = await demoUnits(t);
  tags = resourceClient(t, 'tags');
  articles = resourceClient(t, 'articles');
  for (const name of ['admin', 'quantri1', 'canbo1', 'canbo2', 'thon1']) tokens[name] = await t.login(name);
  category = (await resourceClient(t, 'article-categories').rows(tokens.canbo1))[0].id;
});
afterAll(() => t.close());

const newTag = async (name: string, token = tokens.canbo1) =>
  (await tags.create(token, { name })).json().data.entry.id as number;
const article = (extra: Record<string, unknown> = {}) => ({
  title: 'Xã ra mắt mô hình chợ 4.0',
  content: '<p>Người dân thanh toán không dùng tiền mặt tại chợ phiên.</p>',
  category_id: category,
  ward_id: units.ward1,
  ...extra,
});

describe('tags (/api/admin/tags) and an article’s tags (field kind references)', () => {
  it('staff who write articles add tags; a name is used once, whatever its case; thon1 cannot', async () => {
    const created = await tags.create(tokens.canbo1, { name: 'Du lịch cộng đồng' });
    expect(created.json()).toMatchObject({ code: 200, message: 'Thêm mới thẻ thành công' });
    const before = await tags.total(tokens.admin);
    expect((await tags.create(tokens.canbo2, { name: 'du lịch CỘNG ĐỒNG' })).json()).toEqual(
      refusal('Thẻ đã tồn tại!'),
    );
    expect((await tags.create(tokens.canbo1, { name: ' ' })).json()).toEqual(refusal('Tên thẻ không được trống!'));
    expect((await tags.create(tokens.canbo1, { name: 'x'.repeat(61) })).json()).toEqual(
      refusal('Tên thẻ không được dài quá 60 ký tự!'),
    );
    expect((await tags.create(tokens.thon1, { name: 'Khác' })).statusCode).toBe(403);
    expect(await tags.total(tokens.admin)).toBe(before);
    // one vocabulary: another ward's officer finds it
    const found = await tags.rows(tokens.canbo2, '?keyword=du lịch');
    expect(found.map((row) => row.name)).toContain('Du lịch cộng đồng');
  });

  it('an article keeps its tags in the order chosen, once each, and answers their names', async () => {
    const [digital, market] = [await newTag('Thanh toán số'), await newTag('Chợ phiên')];
    const created = await articles.create(tokens.canbo1, article({ tag_ids: [market, digital, market] }));
    expect(created.json().data.entry).toMatchObject({
      tag_ids: [market, digital],
      tag_names: ['Chợ phiên', 'Thanh toán số'],
    });
    const id = created.json().data.entry.id;
    await articles.update(tokens.canbo1, id, { tag_ids: [digital] });
    expect(await articles.row(tokens.canbo1, id)).toMatchObject({ tag_ids: [digital], tag_names: ['Thanh toán số'] });
    await articles.update(tokens.canbo1, id, { tag_ids: [] });
    expect(await articles.row(tokens.canbo1, id)).toMatchObject({ tag_ids: null, tag_names: null });
    const [history] = await articles.history(tokens.canbo1, id);
    expect(history.changes.tag_ids).toEqual({ before: [digital], after: null });
  });

  it('refuses an unknown tag, too many tags and what is not a list, and stores nothing', async () => {
    const before = await articles.total(tokens.admin);
    const known = await newTag('Phòng chống thiên tai');
    const many = await Promise.all(Array.from({ length: 11 }, (_, n) => newTag(`Thẻ thử ${n}`)));
    const cases: [unknown, string][] = [
      [[known, 99_999_999], 'Thẻ không đúng định dạng!'],
      [many, 'Thẻ: chọn tối đa 10 mục!'],
      ['1,2', 'Thẻ không đúng định dạng!'],
      [['a'], 'Thẻ không đúng định dạng!'],
    ];
    for (const [tagIds, message] of cases)
      expect((await articles.create(tokens.canbo1, article({ tag_ids: tagIds }))).json(), message).toEqual(
        refusal(message),
      );
    expect(await articles.total(tokens.admin)).toBe(before);
  });

  it('filters the list by one tag; residents read the names of a published article’s tags', async () => {
    const flood = await newTag('Mưa lũ');
    const tagged = (
      await articles.create(
        tokens.quantri1,
        article({ title: 'Cảnh báo mưa lũ', tag_ids: [flood], is_approved: true, is_published: true }),
      )
    ).json().data.entry.id;
    await articles.create(tokens.quantri1, article({ title: 'Không gắn thẻ' }));
    const rows = await articles.rows(tokens.canbo1, `?tag_ids=${flood}&length=100`);
    expect(rows.map((row) => row.id)).toEqual([tagged]);
    expect((await articles.list(tokens.canbo1, '?tag_ids=abc')).json()).toEqual(refusal('Thẻ không đúng định dạng!'));
    const read = await t.request({ method: 'GET', url: `/api/web/articles/${tagged}` });
    expect(read.json().data.entry).toMatchObject({ tag_ids: [flood], tag_names: ['Mưa lũ'] });
  });

  it('deleting a tag takes it off the articles that carried it, which save again without it', async () => {
    const [keep, gone] = [await newTag('Khuyến học'), await newTag('Tạm thời')];
    const id = (await articles.create(tokens.canbo1, article({ tag_ids: [gone, keep] }))).json().data.entry.id;
    expect((await tags.remove(tokens.canbo1, gone)).statusCode).toBe(403);
    expect((await tags.remove(tokens.quantri1, gone)).json().message).toBe('Xoá thẻ thành công');
    expect(await articles.row(tokens.canbo1, id)).toMatchObject({ tag_ids: [keep], tag_names: ['Khuyến học'] });
    const again = await articles.update(tokens.canbo1, id, { title: 'Quỹ khuyến học của xã' });
    expect(again.statusCode).toBe(200);
  });
});
