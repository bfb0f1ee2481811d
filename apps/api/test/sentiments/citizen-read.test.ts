import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentimentAttachments, sentiments } from '../../src/db/schema/index.ts';
import { demoUnits } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { finishInDatabase, GUEST, submission, submit, uploadPhoto } from './citizen-helpers.ts';
import { removeAllSentiments } from './sentiment-fixtures.ts';

let t: TestApp;
let units: Awaited<ReturnType<typeof demoUnits>>;
let resident: string;
let otherResident: string;
let officer: string;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await buildTestApp();
  // the demo data's rated item is nguoidan1's: this file counts the resident's items from none
  await removeAllSentiments(t);
  units = await demoUnits(t);
  [resident, otherResident, officer] = await Promise.all(['nguoidan1', 'nguoidan2', 'canbo1'].map((u) => t.login(u)));
  const photo = await uploadPhoto(t, { token: resident });
  const add = async (key: string, payload: Record<string, unknown>, token?: string) => {
    const response = await submit(t, payload, { token, remoteAddress: '192.0.2.200' });
    if (response.statusCode !== 200) throw new Error(response.body);
    ids[key] = response.json().data.entry.id;
  };
  // in this order, so "newest first" is: guestPublic, secret, finished, waiting
  await add('waiting', submission(units.ward1, { title: 'Rác thải ven suối', attachments: [photo] }), resident);
  await add('finished', submission(units.ward1, { title: 'Cống thoát nước tắc', category_id: 7 }), resident);
  await add('secret', submission(units.ward1, { title: 'Phản ánh không công khai', active: false }), resident);
  await add('guestPublic', {
    ...submission(units.ward2, { title: 'Trạm y tế đóng cửa sớm', category_id: 1 }),
    ...GUEST,
  });
  await finishInDatabase(t, ids.finished, { result: 3 });
  await finishInDatabase(t, ids.secret, { result: 4, active: false });
  await finishInDatabase(t, ids.guestPublic, { result: 4 });
  await t.database.db.insert(sentimentAttachments).values({
    sentimentId: ids.finished,
    purpose: 'result',
    path: '/api/files/6f1c1c39-1111-4c11-8111-111111111111/bien-ban.pdf',
    name: 'bien-ban.pdf',
    type: 'file',
  });
});
afterAll(() => t.close());

const get = (url: string, token?: string) => t.request({ method: 'GET', url, token });

describe('GET /api/web/sentiments: my sentiments', () => {
  it('lists the resident’s own items, newest first, with status, result and the first photo', async () => {
    const response = await get('/api/web/sentiments', resident);
    expect(response.statusCode).toBe(200);
    const { total, entries } = response.json().data;
    expect(total).toBe(3);
    expect(entries.map((e: { id: number }) => e.id)).toEqual([ids.secret, ids.finished, ids.waiting]);
    expect(entries[1]).toMatchObject({
      title: 'Cống thoát nước tắc',
      status: 3,
      result_sentiment: 3,
      category_name: 'Khác',
      evaluated: false,
      thumbnail: null,
    });
    expect(entries[1].time_reply).toMatch(/Z$/);
    expect(entries[2]).toMatchObject({
      status: 1,
      result_sentiment: null,
      thumbnail: expect.stringMatching(/^\/api\/files\//),
    });
  });

  it('pages and filters by status', async () => {
    const page = await get('/api/web/sentiments?length=1&page=2', resident);
    expect(page.json().data).toMatchObject({ total: 3, entries: [{ id: ids.finished }] });
    const waiting = await get('/api/web/sentiments?status=1', resident);
    expect(waiting.json().data.entries.map((e: { id: number }) => e.id)).toEqual([ids.waiting]);
    const bad = await get('/api/web/sentiments?status=9', resident);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Trạng thái không đúng định dạng!');
  });

  it('another resident sees none of them; a deleted item leaves the list; guests must sign in', async () => {
    expect((await get('/api/web/sentiments', otherResident)).json().data).toEqual({ total: 0, entries: [] });
    expect((await get('/api/web/sentiments')).statusCode).toBe(401);
  });
});

describe('GET /api/web/sentiments/{id}', () => {
  it('the reporter reads their waiting item with its place and photos', async () => {
    const response = await get(`/api/web/sentiments/${ids.waiting}`, resident);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.entry).toMatchObject({
      id: ids.waiting,
      status: 1,
      is_mine: true,
      can_evaluate: false,
      address: 'Gần nhà văn hoá thôn Đồng Tâm',
      lat: 22.48,
      attachments: [{ type: 'image', name: 'Ảnh sạt lở.png' }],
      content_reply: null,
    });
  });

  it('another resident cannot read my item while it is open, nor once finished when it is not public', async () => {
    for (const id of [ids.waiting, ids.secret]) {
      const response = await get(`/api/web/sentiments/${id}`, otherResident);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Không tìm thấy dữ liệu');
    }
    // the reporter still reads their own non-public one
    expect((await get(`/api/web/sentiments/${ids.secret}`, resident)).json().data.entry).toMatchObject({
      status: 4,
      result_sentiment: 4,
      is_mine: true,
    });
  });

  it('a public finished item is read by anyone signed in: the result, without the place or the reporter', async () => {
    const response = await get(`/api/web/sentiments/${ids.finished}`, otherResident);
    expect(response.statusCode).toBe(200);
    const entry = response.json().data.entry;
    expect(entry).toMatchObject({
      status: 3,
      result_sentiment: 3,
      content_reply: '<p>Xã đã cho san gạt đoạn đường bị sạt lở.</p>',
      media_result: [{ name: 'bien-ban.pdf', type: 'file' }],
      is_mine: false,
      can_evaluate: false,
      address: null,
      lat: null,
      lng: null,
    });
    expect(entry.time_reply).toMatch(/Z$/);
    expect((await get(`/api/web/sentiments/${ids.finished}`, officer)).statusCode).toBe(200);
  });

  it("never shows a guest's phone or name", async () => {
    const response = await get(`/api/web/sentiments/${ids.guestPublic}`, resident);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('5678');
    expect(response.body).not.toContain('Lý Thị Mai');
    expect(Object.keys(response.json().data.entry)).not.toEqual(expect.arrayContaining(['guest_phone']));
  });

  it('a deleted item is gone, also for its reporter; a guest must sign in', async () => {
    await t.database.db
      .update(sentiments)
      .set({ deletedAt: sql`now()` })
      .where(eq(sentiments.id, ids.waiting));
    expect((await get(`/api/web/sentiments/${ids.waiting}`, resident)).statusCode).toBe(404);
    expect((await get('/api/web/sentiments', resident)).json().data.total).toBe(2);
    expect((await get(`/api/web/sentiments/${ids.finished}`)).statusCode).toBe(401);
  });
});
