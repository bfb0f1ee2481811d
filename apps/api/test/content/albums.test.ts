import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper.ts';
// after the app: a table file of an area is imported once the core schema it builds on is
import { albumImages } from '../../src/db/schema/areas/albums.ts';
import { demoUnits } from '../fixtures.ts';
import { refusal, resourceClient } from '../resources/resource-client.ts';

let t: TestApp;
let units: Awaited<ReturnType<typeof demoUnits>>;
let albums: ReturnType<typeof resourceClient>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  units = await demoUnits(t);
  albums = resourceClient(t, 'albums');
  for (const name of ['admin', 'quantri1', 'canbo1', 'canbo2', 'thon1']) tokens[name] = await t.login(name);
});
afterAll(() => t.close());

const photo = (n: number) => `/api/files/5d1e7c2a-8b4f-4e3a-9c6d-1f2a3b4c5d6${n.toString(16)}/anh-${n}.png`;
type Child = { id: number; position: number; image: string; caption: string | null };

async function newAlbum(extra: Record<string, unknown> = {}) {
  const response = await albums.create(tokens.canbo1, {
    title: 'Hội thi nấu cỗ truyền thống',
    ward_id: units.ward1,
    ...extra,
  });
  return response.json().data.entry.id as number;
}
const images = (albumId: number, token = tokens.canbo1) =>
  t.request({ method: 'GET', url: `/api/admin/albums/${albumId}/images`, token });
const imagesOf = async (albumId: number) => (await images(albumId)).json().data.entries as Child[];
const add = (albumId: number, items: Record<string, unknown>[], token = tokens.canbo1) =>
  t.request({ method: 'POST', url: `/api/admin/albums/${albumId}/images`, token, payload: { items } });
const reorder = (albumId: number, ids: unknown[], token = tokens.canbo1) =>
  t.request({ method: 'PUT', url: `/api/admin/albums/${albumId}/images/order`, token, payload: { ids } });
const five = () => [1, 2, 3, 4, 5].map((n) => ({ image: photo(n), caption: `Ảnh số ${n}` }));

describe('an album’s photos (the engine’s children)', () => {
  it('takes several photos at once, in order; the first becomes the cover of an album without one', async () => {
    const id = await newAlbum();
    const response = await add(id, five());
    expect(response.json()).toMatchObject({ code: 200, message: 'Thêm 5 ảnh thành công', data: { total: 5 } });
    const rows = await imagesOf(id);
    expect(rows.map((row) => [row.position, row.image, row.caption])).toEqual(
      [1, 2, 3, 4, 5].map((n) => [n, photo(n), `Ảnh số ${n}`]),
    );
    expect((await albums.row(tokens.canbo1, id)).cover).toBe(photo(1));
    await add(id, [{ image: photo(6) }]);
    expect((await imagesOf(id)).map((row) => row.position)).toEqual([1, 2, 3, 4, 5, 6]);
    // the album keeps its cover; adding is an edit of the album, in its history
    expect((await albums.row(tokens.canbo1, id)).cover).toBe(photo(1));
    const [latest, first] = await albums.history(tokens.canbo1, id);
    expect(latest.changes.images).toEqual({ before: '5 ảnh', after: '6 ảnh' });
    expect(first.changes).toMatchObject({ images: { before: '0 ảnh', after: '5 ảnh' }, cover: { after: photo(1) } });
  });

  it('reorders with every photo exactly once, in one statement; a stale list changes nothing', async () => {
    const id = await newAlbum();
    await add(id, five());
    const ids = (await imagesOf(id)).map((row) => row.id);
    const wanted = [ids[4], ids[0], ids[3], ids[1], ids[2]];
    const response = await reorder(id, wanted);
    expect(response.json().message).toBe('Cập nhật thứ tự ảnh thành công');
    expect((await imagesOf(id)).map((row) => row.id)).toEqual(wanted);
    const stale = 'Danh sách ảnh đã thay đổi, vui lòng tải lại trang';
    expect((await reorder(id, wanted.slice(1))).json()).toEqual(refusal(stale));
    expect((await reorder(id, [...wanted, wanted[0]])).json()).toEqual(refusal(stale));
    const other = await newAlbum();
    await add(other, [{ image: photo(7) }]);
    const foreign = (await imagesOf(other))[0].id;
    expect((await reorder(id, [foreign, ...wanted.slice(1)])).json()).toEqual(refusal(stale));
    expect((await reorder(id, ['a'])).json()).toEqual(refusal('Danh sách ảnh không đúng định dạng!'));
    expect((await imagesOf(id)).map((row) => row.id)).toEqual(wanted);
  });

  it('edits a caption, chooses the cover, and removing the cover photo gives the album the first one left', async () => {
    const id = await newAlbum();
    await add(id, five());
    const [one, two] = await imagesOf(id);
    const caption = await t.request({
      method: 'PATCH',
      url: `/api/admin/albums/${id}/images/${two.id}`,
      token: tokens.canbo1,
      payload: { caption: 'Mâm cỗ của thôn Bản Vược đạt giải nhất' },
    });
    expect(caption.json()).toMatchObject({ message: 'Cập nhật ảnh thành công', data: { entry: { id: two.id } } });
    expect((await imagesOf(id))[1].caption).toBe('Mâm cỗ của thôn Bản Vược đạt giải nhất');
    const tooLong = await t.request({
      method: 'PATCH',
      url: `/api/admin/albums/${id}/images/${two.id}`,
      token: tokens.canbo1,
      payload: { caption: 'x'.repeat(301) },
    });
    expect(tooLong.json()).toEqual(refusal('Chú thích không được dài quá 300 ký tự!'));

    const chosen = await t.request({
      method: 'PUT',
      url: `/api/admin/albums/${id}/images/${two.id}/cover`,
      token: tokens.canbo1,
    });
    expect(chosen.json().message).toBe('Cập nhật ảnh bìa thành công');
    expect((await albums.row(tokens.canbo1, id)).cover).toBe(photo(2));

    const removed = await t.request({
      method: 'DELETE',
      url: `/api/admin/albums/${id}/images/${two.id}`,
      token: tokens.canbo1,
    });
    expect(removed.json()).toEqual({ code: 200, message: 'Xoá ảnh thành công', data: null });
    expect((await imagesOf(id)).map((row) => row.id)).not.toContain(two.id);
    expect((await albums.row(tokens.canbo1, id)).cover).toBe(one.image);
    const [latest] = await albums.history(tokens.canbo1, id);
    expect(latest.changes).toMatchObject({ images: { before: '5 ảnh', after: '4 ảnh' }, cover: { before: photo(2) } });
  });

  it('refuses bad photos, too many at once and more than an album holds, keeping what it had', async () => {
    const id = await newAlbum();
    await add(id, [{ image: photo(1) }]);
    expect((await add(id, [])).json()).toEqual(refusal('Danh sách ảnh không được trống!'));
    expect((await add(id, [{ caption: 'thiếu ảnh' }])).json()).toEqual(refusal('Ảnh không được trống!'));
    expect((await add(id, [{ image: 'javascript:alert(1)' }])).json()).toEqual(refusal('Ảnh không đúng định dạng!'));
    const many = Array.from({ length: 21 }, (_, n) => ({ image: photo(n % 10) }));
    expect((await add(id, many)).json()).toEqual(refusal('Mỗi lần chỉ thêm được tối đa 20 ảnh'));
    await t.database.db
      .insert(albumImages)
      .values(Array.from({ length: 198 }, (_, n) => ({ parentId: id, position: n + 2, image: photo(n % 10) })));
    expect((await add(id, five())).json()).toEqual(refusal('Album ảnh chỉ chứa tối đa 200 ảnh'));
    expect((await imagesOf(id)).length).toBe(199);
    expect((await add(id, [{ image: photo(2) }])).json().data.total).toBe(200);
  });

  it('is the album’s: other wards see none of it, roles without the album’s update cannot change it', async () => {
    const id = await newAlbum();
    await add(id, [{ image: photo(1) }, { image: photo(2) }]);
    const [first] = await imagesOf(id);
    expect((await images(id, tokens.canbo2)).statusCode).toBe(404);
    expect((await add(id, [{ image: photo(3) }], tokens.canbo2)).statusCode).toBe(404);
    expect((await reorder(id, [first.id], tokens.canbo2)).statusCode).toBe(404);
    const deleteOther = await t.request({
      method: 'DELETE',
      url: `/api/admin/albums/${id}/images/${first.id}`,
      token: tokens.canbo2,
    });
    expect(deleteOther.statusCode).toBe(404);
    expect((await add(id, [{ image: photo(3) }], tokens.thon1)).statusCode).toBe(403);
    expect((await images(id, tokens.thon1)).statusCode).toBe(403);
    // a photo of another album through this one's path is not found
    const other = await newAlbum();
    await add(other, [{ image: photo(4) }]);
    const foreign = (await imagesOf(other))[0].id;
    const wrongPath = await t.request({
      method: 'DELETE',
      url: `/api/admin/albums/${id}/images/${foreign}`,
      token: tokens.canbo1,
    });
    expect(wrongPath.statusCode).toBe(404);
    expect((await imagesOf(other)).length).toBe(1);
    expect((await imagesOf(id)).length).toBe(2);
  });

  it('residents read a shown album’s photos in order; a hidden album’s are not found; deleting the album takes them', async () => {
    const id = await newAlbum();
    await add(id, five());
    const ids = (await imagesOf(id)).map((row) => row.id).reverse();
    await reorder(id, ids);
    const read = await t.request({ method: 'GET', url: `/api/web/albums/${id}/images` });
    expect((read.json().data.entries as Child[]).map((row) => row.id)).toEqual(ids);
    const listed = await t.request({ method: 'GET', url: `/api/web/albums?ward_id=${units.ward1}&length=100` });
    expect(listed.json().data.entries.map((row: { id: number }) => row.id)).toContain(id);
    await albums.at('PATCH', `${id}/change-active`, tokens.canbo1, { is_active: false });
    expect((await t.request({ method: 'GET', url: `/api/web/albums/${id}/images` })).statusCode).toBe(404);
    expect((await albums.remove(tokens.quantri1, id)).statusCode).toBe(200);
    const [{ n }] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(albumImages)
      .where(eq(albumImages.parentId, id));
    expect(n).toBe(0);
  });

  it('seeds demo albums with their photos', async () => {
    const [demo] = await albums.rows(tokens.canbo1, '?sort=title&order=asc&keyword=suối');
    expect(demo).toBeDefined();
    expect((await imagesOf(demo.id)).length).toBe(4);
  });
});
