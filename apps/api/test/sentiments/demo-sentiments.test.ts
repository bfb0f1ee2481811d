import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, wards } from '../../src/db/schema/index.ts';
import { localDiskStorage } from '../../src/modules/files/file-storage.ts';
import { seedRatedDemoSentiment } from '../../src/seed/seed-demo-rated-sentiment.ts';
import { demoUnits } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { STAFF_URL } from './sentiment-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('demo sentiments (seeded with the demo data)', () => {
  it('give each demo commune items to work on, every status, with their timelines', async () => {
    const officer = await t.login('canbo1');
    const counts = (await t.request({ method: 'GET', url: `${STAFF_URL}/status-counts`, token: officer })).json().data;
    // two processed: one of them is the rated item with photos (issue 10)
    expect(counts).toEqual({ 1: 1, 2: 1, 3: 2, 4: 1, 5: 1, all: 6 });
    const archived = (await t.request({ method: 'GET', url: `${STAFF_URL}/archived`, token: officer })).json().data;
    expect(archived.total).toBe(1);
    const list = (await t.request({ method: 'GET', url: STAFF_URL, token: officer })).json().data.entries as {
      id: number;
      status: number;
    }[];
    for (const { id, status } of list) {
      const { timeline } = (await t.request({ method: 'GET', url: `${STAFF_URL}/${id}`, token: officer })).json().data
        .entry;
      expect(timeline[0]).toMatchObject({ action: 'submit', to_status: 1 });
      expect(timeline.at(-1).to_status).toBe(status);
    }
    const second = (
      await t.request({ method: 'GET', url: `${STAFF_URL}/status-counts`, token: await t.login('canbo2') })
    ).json().data;
    expect(second.all).toBe(3);
    // open items keep a deadline ahead, so nothing is overdue but the items marked so
    const overdue = (
      await t.request({ method: 'GET', url: `${STAFF_URL}?overdue_only=true`, token: await t.login('tinh') })
    ).json().data;
    expect(overdue.entries.every((e: { status: number }) => e.status === 5)).toBe(true);
  });
});

const RATED_TITLE = 'Rác thải tồn đọng ven suối đầu thôn';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const fileIds = (paths: string[]) => paths.map((p) => /^\/api\/files\/([0-9a-f-]{36})\//.exec(p)![1]);

describe('the rated demo item (issue 10: the result view shows itself)', () => {
  it('is nguoidan1’s processed report, rated very satisfied, with a photo and three reply photos that are uploads', async () => {
    const officer = await t.login('canbo1');
    const found = (
      await t.request({
        method: 'GET',
        url: `${STAFF_URL}?status=3&keyword=${encodeURIComponent('ven suối')}`,
        token: officer,
      })
    ).json().data;
    expect(found.entries.map((e: { title: string }) => e.title)).toEqual([RATED_TITLE]);
    const response = await t.request({ method: 'GET', url: `${STAFF_URL}/${found.entries[0].id}`, token: officer });
    const entry = response.json().data.entry;
    expect(entry).toMatchObject({
      status: 3,
      result_sentiment: 3,
      reporter_name: 'Vàng A Dình',
      category_name: 'Môi trường',
    });
    expect(entry.evaluation).toMatchObject({
      point: 3,
      content_evaluate: 'Suối đã sạch, có thùng rác mới. Cảm ơn cán bộ xã đã xử lý nhanh.',
    });
    expect(entry.content_reply).toContain('Tổ vệ sinh môi trường đã thu gom');
    expect(entry.time_reply).toMatch(/Z$/);
    expect(entry.attachments.map((a: { name: string; type: string }) => [a.name, a.type])).toEqual([
      ['rac-ven-suoi.png', 'image'],
    ]);
    expect(entry.media_result.map((a: { name: string; type: string }) => [a.name, a.type])).toEqual([
      ['suoi-sau-thu-gom.png', 'image'],
      ['thung-rac-moi.png', 'image'],
      ['bien-cam-do-rac.png', 'image'],
    ]);
    // the reply photos are rows of `files`, as POST /api/files leaves them
    const ids = fileIds(entry.media_result.map((a: { path: string }) => a.path));
    const rows = await t.database.db.select().from(files).where(inArray(files.id, ids));
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.mime === 'image/png' && row.type === 'image' && row.size > 1_000)).toBe(true);
    expect(entry.timeline.map((e: { action: string }) => e.action)).toEqual([
      'submit',
      'receive',
      'update',
      'complete',
      'evaluate',
    ]);
    // the resident sees it rated among their own
    const mine = (
      await t.request({ method: 'GET', url: '/api/web/sentiments', token: await t.login('nguoidan1') })
    ).json().data;
    expect(mine.entries.find((e: { id: number }) => e.id === entry.id)).toMatchObject({
      evaluated: true,
      thumbnail: entry.attachments[0].path,
    });
  });

  it('writes its photos into the file storage the way uploads are stored, so the file route serves real PNGs', async () => {
    const units = await demoUnits(t);
    const [ward] = await t.database.db.select().from(wards).where(eq(wards.id, units.ward1));
    // the server's seed passes the storage of its DATA_DIR: the same place GET /api/files reads from
    const storage = localDiskStorage(path.join(t.dataDir, 'files'));
    await t.database.db.transaction((tx) => seedRatedDemoSentiment(tx, ward, { now: new Date(), storage }));
    const officer = await t.login('canbo1');
    const list = (
      await t.request({
        method: 'GET',
        url: `${STAFF_URL}?status=3&keyword=${encodeURIComponent('ven suối')}`,
        token: officer,
      })
    ).json().data;
    const newest = (
      await t.request({ method: 'GET', url: `${STAFF_URL}/${list.entries[0].id}`, token: officer })
    ).json().data.entry;
    for (const photo of [...newest.attachments, ...newest.media_result]) {
      const served = await t.request({ method: 'GET', url: photo.path });
      expect([served.statusCode, served.headers['content-type']]).toEqual([200, 'image/png']);
      expect(served.rawPayload.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
      expect(served.rawPayload.length).toBeGreaterThan(1_000);
    }
  });
});
