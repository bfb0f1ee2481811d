import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUnits } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { resourceClient } from '../resources/resource-client.ts';

let t: TestApp;
let units: Awaited<ReturnType<typeof demoUnits>>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  units = await demoUnits(t);
  for (const name of ['quantri1', 'canbo1', 'thon1']) tokens[name] = await t.login(name);
});
afterAll(() => t.close());

/** GET /api/admin/{name}/export as `who`, then the link it answers, without a token; the sheet's rows */
async function exported(name: string, who: string, query = '') {
  const link = await t.request({ method: 'GET', url: `/api/admin/${name}/export${query}`, token: tokens[who] });
  expect(link.statusCode, link.body).toBe(200);
  const url = link.json().data.url as string;
  expect(url).toMatch(new RegExp(`^/api/files/${name}-export\\?token=`));
  const file = await t.request({ method: 'GET', url });
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toMatch(/spreadsheetml/);
  expect(String(file.headers['content-disposition'])).toMatch(/attachment; filename=".+-\d{4}-\d{2}-\d{2}\.xlsx"/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('exports of the list (videos, websites)', () => {
  it('videos: the caller’s ward, readable values, a formula written as text', async () => {
    await resourceClient(t, 'videos').create(tokens.quantri1, {
      title: '=HYPERLINK("https://evil.example","Bấm vào")',
      source: 'youtube',
      youtube_link: 'https://youtu.be/Zy9xW8vU7tS',
      ward_id: units.ward1,
    });
    const [header, ...rows] = await exported('videos', 'canbo1');
    expect(header).toEqual([
      'STT',
      'Tiêu đề',
      'Nguồn video',
      'Đường dẫn YouTube',
      'Ảnh thu nhỏ',
      'Mô tả',
      'Xã/phường',
      'Hiển thị',
      'Ngày tạo',
    ]);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.every((row) => row[6] === 'Xã Hợp Thành')).toBe(true);
    const attack = rows.find((row) => String(row[1]).includes('HYPERLINK'))!;
    expect(attack[1]).toBe(`'=HYPERLINK("https://evil.example","Bấm vào")`);
    expect(attack[2]).toBe('YouTube');
    expect(attack[7]).toBe('Có');
    expect(rows.map((row) => row[0])).toEqual(rows.map((_, i) => i + 1));
  });

  it('websites: the list’s filters and keyword carry into the file', async () => {
    const [, ...all] = await exported('websites', 'quantri1');
    const [, ...found] = await exported('websites', 'quantri1', `?keyword=${encodeURIComponent('bảo hiểm')}`);
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(all.length);
    expect(found.every((row) => String(row[1]).includes('Bảo hiểm'))).toBe(true);
  });

  it('needs the list permission; the link works for its own download only and not forever', async () => {
    expect((await t.request({ method: 'GET', url: '/api/admin/videos/export', token: tokens.thon1 })).statusCode).toBe(
      403,
    );
    const url = (await t.request({ method: 'GET', url: '/api/admin/videos/export', token: tokens.canbo1 })).json().data
      .url as string;
    const token = url.split('token=')[1];
    expect((await t.request({ method: 'GET', url: `/api/files/websites-export?token=${token}` })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/files/videos-export?token=khong-hop-le' })).statusCode).toBe(
      401,
    );
    // the session token is no link
    expect(
      (await t.request({ method: 'GET', url: `/api/files/videos-export?token=${tokens.canbo1}` })).statusCode,
    ).toBe(401);
  });
});
