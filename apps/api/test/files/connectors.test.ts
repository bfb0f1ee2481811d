import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { MP4, multipart, PDF, PNG, type Part } from './multipart.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await buildTestApp();
  for (const name of ['canbo1', 'nguoidan1']) tokens[name] = await t.login(name);
});
afterAll(() => t.close());

/** as canbo1 unless another token, or null for a guest, is given */
const connector = (kind: string, parts: Part[], token: string | null = tokens.canbo1, query = '') => {
  const body = multipart(parts);
  return t.request({
    method: 'POST',
    url: `/api/connector/${kind}${query}`,
    token: token ?? undefined,
    payload: body.payload,
    headers: body.headers,
  });
};
const fileCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(files))[0].n;
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

describe('the spec’s upload connectors (POST /api/connector/images, /videos, /files)', () => {
  it('each takes its own kind and answers the links the editor inserts', async () => {
    const image = await connector('images', [{ name: 'Ảnh lễ hội.png', content: PNG }]);
    expect(image.json().data.entries).toMatchObject([{ name: 'Ảnh lễ hội.png', type: 'image', size: PNG.length }]);
    const video = await connector('videos', [{ name: 'le-hoi.mp4', content: MP4 }]);
    expect(video.json().data.entries).toMatchObject([{ name: 'le-hoi.mp4', type: 'video' }]);
    const document = await connector('files', [{ name: 'Kế hoạch.pdf', content: PDF }]);
    expect(document.json().data.entries).toMatchObject([{ name: 'Kế hoạch.pdf', type: 'file' }]);
  });

  it('refuses what is not its kind, naming what it accepts, and keeps nothing', async () => {
    const before = await fileCount();
    const cases: [string, Part, string][] = [
      [
        'images',
        { name: 'bien-ban.pdf', content: PDF },
        'Tệp "bien-ban.pdf" không đúng định dạng cho phép (.jpg, .jpeg, .png)',
      ],
      ['videos', { name: 'anh.png', content: PNG }, 'Tệp "anh.png" không đúng định dạng cho phép (.mp4, .mov)'],
      [
        'files',
        { name: 'clip.mp4', content: MP4 },
        'Tệp "clip.mp4" không đúng định dạng cho phép (.doc, .docx, .xls, .xlsx, .pdf, .ppt, .pptx, .jpg, .jpeg, .png)',
      ],
      // an HTML page renamed .png is refused by its first bytes, not stored to be served later
      [
        'images',
        { name: 'trang.png', content: HTML, type: 'image/png' },
        'Nội dung tệp "trang.png" không khớp với phần mở rộng của tệp',
      ],
    ];
    for (const [kind, part, message] of cases) {
      const response = await connector(kind, [part]);
      expect(response.json(), `${kind} ${part.name}`).toEqual({ code: 400, message, data: null });
    }
    expect(await fileCount()).toBe(before);
  });

  it('takes at most 10 files at once', async () => {
    const before = await fileCount();
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `anh-${i}.png`, content: PNG }));
    const response = await connector('images', eleven);
    expect(response.json()).toEqual({ code: 400, message: 'Chỉ được tải lên tối đa 10 tệp mỗi lần', data: null });
    expect(await fileCount()).toBe(before);
  });

  it('a name with ../ is only a name: stored under a generated id, answered cleaned', async () => {
    const response = await connector('images', [{ name: '../../etc/passwd.png', content: PNG }]);
    expect(response.statusCode).toBe(200);
    const [entry] = response.json().data.entries;
    expect(entry.name).not.toContain('/');
    expect(entry.path).toMatch(/^\/api\/files\/[0-9a-f-]{36}\/[^/]+$/);
    const served = await t.request({ method: 'GET', url: entry.path });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('files: the documents by default, narrowed by groups among them only', async () => {
    const narrowed = await connector('files', [{ name: 'anh.png', content: PNG }], tokens.canbo1, '?groups=pdf');
    expect(narrowed.json().message).toBe('Tệp "anh.png" không đúng định dạng cho phép (.pdf)');
    const video = await connector('files', [{ name: 'a.pdf', content: PDF }], tokens.canbo1, '?groups=pdf,video');
    expect(video.json()).toEqual({ code: 400, message: 'Nhóm tệp không đúng định dạng!', data: null });
  });

  it('are for staff: a resident is refused (403), a guest must sign in (401)', async () => {
    const before = await fileCount();
    expect((await connector('images', [{ name: 'a.png', content: PNG }], tokens.nguoidan1)).statusCode).toBe(403);
    expect((await connector('images', [{ name: 'a.png', content: PNG }], null)).statusCode).toBe(401);
    expect(await fileCount()).toBe(before);
  });
});
