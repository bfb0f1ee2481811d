import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, users } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { EXE, JPEG, MP4, multipart, PDF, PNG, type Part } from './multipart.ts';

let t: TestApp;
let resident: string;
let officer: string;
beforeAll(async () => {
  t = await buildTestApp();
  [resident, officer] = await Promise.all(['nguoidan1', 'canbo1'].map((u) => t.login(u)));
});
afterAll(() => t.close());

const upload = (
  parts: Part[],
  options: { token?: string; query?: string; remoteAddress?: string; headers?: Record<string, string> } = {},
) => {
  const body = multipart(parts);
  return t.request({
    method: 'POST',
    url: `/api/files${options.query ?? ''}`,
    token: options.token,
    payload: body.payload,
    headers: { ...body.headers, ...options.headers },
    remoteAddress: options.remoteAddress,
  });
};
const fileCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(files))[0].n;
const storedBlobs = async () => {
  const root = path.join(t.dataDir, 'files');
  if (!existsSync(root)) return 0;
  let n = 0;
  for (const dir of await readdir(root)) n += (await readdir(path.join(root, dir))).length;
  return n;
};

describe('POST /api/files', () => {
  it('a resident uploads a photo and a PDF: rows with the owner, bytes on disk, paths to read them back', async () => {
    const response = await upload(
      [
        { name: 'Ảnh ổ gà đường thôn.png', content: PNG, type: 'image/png' },
        { name: 'Biên bản.pdf', content: PDF, type: 'application/pdf' },
      ],
      { token: resident },
    );
    expect(response.statusCode).toBe(200);
    const { entries, total } = response.json().data;
    expect(total).toBe(2);
    expect(entries[0]).toMatchObject({ name: 'Ảnh ổ gà đường thôn.png', type: 'image', size: PNG.length });
    expect(entries[0].path).toBe(`/api/files/${entries[0].id}/${encodeURIComponent('Ảnh ổ gà đường thôn.png')}`);
    expect(entries[1]).toMatchObject({ name: 'Biên bản.pdf', type: 'file', size: PDF.length });

    const [me] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'nguoidan1'));
    const [row] = await t.database.db.select().from(files).where(eq(files.id, entries[0].id));
    expect(row).toMatchObject({ ownerId: me.id, mime: 'image/png', type: 'image', size: PNG.length });
    expect(existsSync(path.join(t.dataDir, 'files', entries[0].id.slice(0, 2), entries[0].id))).toBe(true);
  });

  it('staff upload too; a video is accepted with its content type', async () => {
    const response = await upload([{ name: 'clip.MP4', content: MP4 }], { token: officer });
    expect(response.statusCode).toBe(200);
    const [entry] = response.json().data.entries;
    expect(entry.type).toBe('video');
    const [row] = await t.database.db.select({ mime: files.mime }).from(files).where(eq(files.id, entry.id));
    expect(row.mime).toBe('video/mp4');
  });

  it('a guest (no token) may upload; the file has no owner', async () => {
    const response = await upload([{ name: 'anh.jpg', content: JPEG }], { remoteAddress: '203.0.113.7' });
    expect(response.statusCode).toBe(200);
    const [row] = await t.database.db
      .select({ ownerId: files.ownerId })
      .from(files)
      .where(eq(files.id, response.json().data.entries[0].id));
    expect(row.ownerId).toBeNull();
  });

  it('a token that no longer works is refused instead of being taken for a guest', async () => {
    const response = await upload([{ name: 'anh.jpg', content: JPEG }], {
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('more than 10 files are refused and none of them is kept', async () => {
    const before = [await fileCount(), await storedBlobs()];
    const parts = Array.from({ length: 11 }, (_, i) => ({ name: `anh-${i}.png`, content: PNG }));
    const response = await upload(parts, { token: resident });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Chỉ được tải lên tối đa 10 tệp mỗi lần');
    expect([await fileCount(), await storedBlobs()]).toEqual(before);
  });

  it('10 files are fine', async () => {
    const parts = Array.from({ length: 10 }, (_, i) => ({ name: `anh-${i}.png`, content: PNG }));
    const response = await upload(parts, { token: resident });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.total).toBe(10);
  });

  it('an extension outside the groups is refused, naming what is accepted', async () => {
    const response = await upload([{ name: 'setup.exe', content: EXE }], { token: resident });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Tệp "setup.exe" không đúng định dạng cho phép (.doc, .docx, .xls, .xlsx, .pdf, .ppt, .pptx, .jpg, .jpeg, .png, .mp4, .mov)',
    );
  });

  it('an .exe renamed .png is refused by its first bytes; the good file before it is not kept either', async () => {
    const before = [await fileCount(), await storedBlobs()];
    const response = await upload(
      [
        { name: 'that.png', content: PNG },
        { name: 'anh.png', content: EXE, type: 'image/png' },
      ],
      { token: resident },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Nội dung tệp "anh.png" không khớp với phần mở rộng của tệp');
    expect([await fileCount(), await storedBlobs()]).toEqual(before);
  });

  it('a form may limit the groups: a video where only images are accepted', async () => {
    const response = await upload([{ name: 'clip.mov', content: MP4 }], { token: resident, query: '?groups=image' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Tệp "clip.mov" không đúng định dạng cho phép (.jpg, .jpeg, .png)');
    expect(
      (await upload([{ name: 'a.png', content: PNG }], { token: resident, query: '?groups=image,nope' })).json()
        .message,
    ).toBe('Nhóm tệp không đúng định dạng!');
  });

  it('an image over 10 MB is refused (413) and nothing is left on disk', async () => {
    const before = [await fileCount(), await storedBlobs()];
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const response = await upload([{ name: 'lon.png', content: big }], { token: resident });
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe('Tệp "lon.png" vượt quá dung lượng cho phép (10 MB)');
    expect([await fileCount(), await storedBlobs()]).toEqual(before);
    // the same size is fine for a video (100 MB)
    const video = await upload([{ name: 'dai.mp4', content: Buffer.concat([MP4, Buffer.alloc(10 * 1024 * 1024)]) }], {
      token: resident,
    });
    expect(video.statusCode).toBe(200);
  });

  it('an empty file, a request without files and a body that is not multipart are refused in Vietnamese', async () => {
    expect((await upload([{ name: 'rong.pdf', content: Buffer.alloc(0) }], { token: resident })).json().message).toBe(
      'Tệp "rong.pdf" không có nội dung',
    );
    expect((await upload([], { token: resident })).json().message).toBe('Vui lòng chọn tệp tải lên');
    const json = await t.request({ method: 'POST', url: '/api/files', token: resident, payload: { files: [] } });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe('Vui lòng chọn tệp tải lên');
    const otherField = await upload([{ name: 'a.png', content: PNG, field: 'image' }], { token: resident });
    expect(otherField.json().message).toBe('Vui lòng chọn tệp tải lên');
  });

  it('guests are limited per IP address (30 uploads an hour), shared through the database', async () => {
    const ip = '198.51.100.23';
    for (let i = 0; i < 30; i++) {
      const response = await upload([{ name: 'anh.png', content: PNG }], { remoteAddress: ip });
      expect(response.statusCode).toBe(200);
    }
    const refused = await upload([{ name: 'anh.png', content: PNG }], { remoteAddress: ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      code: 429,
      message: 'Bạn đã tải lên quá nhiều tệp, vui lòng thử lại sau',
      data: null,
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    // another address, and signed-in accounts, are not affected
    expect((await upload([{ name: 'anh.png', content: PNG }], { remoteAddress: '198.51.100.24' })).statusCode).toBe(
      200,
    );
    expect((await upload([{ name: 'anh.png', content: PNG }], { remoteAddress: ip, token: resident })).statusCode).toBe(
      200,
    );
  });

  it('guests also have a volume per address (500 MB an hour), counted in the shared counters', async () => {
    const ip = '198.51.100.40';
    const video = Buffer.concat([MP4, Buffer.alloc(3 * 1024 * 1024)]);
    expect((await upload([{ name: 'clip.mp4', content: video }], { remoteAddress: ip })).statusCode).toBe(200);
    const used = await t.app.rateCounter.hit(`upload-guest-kib:${ip}`, 3_600_000, 0);
    expect(used.hits).toBe(Math.ceil(video.length / 1024));
    // what is left of the hour's volume: less than nothing
    await t.app.rateCounter.hit(`upload-guest-kib:${ip}`, 3_600_000, 500 * 1024 - used.hits);
    const refused = await upload([{ name: 'anh.png', content: PNG }], { remoteAddress: ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Bạn đã tải lên quá nhiều tệp, vui lòng thử lại sau');
  });
});

describe('GET /api/files/{id}/{name}', () => {
  let image: { id: string; path: string };
  let pdf: { id: string; path: string };
  beforeAll(async () => {
    const response = await upload(
      [
        { name: 'Ảnh hiện trường.png', content: PNG },
        { name: "Báo cáo (đợt 1) 'mới'.pdf", content: PDF },
      ],
      { token: resident },
    );
    [image, pdf] = response.json().data.entries;
  });

  it('an image opens inline with its type, nosniff, a long private cache and the Vietnamese name (RFC 5987)', async () => {
    const response = await t.request({ method: 'GET', url: image.path });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PNG)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(PNG.length),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=31536000, immutable',
      etag: `"${image.id}"`,
      'accept-ranges': 'bytes',
    });
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="Anh hien truong.png"; filename*=UTF-8''${encodeURIComponent('Ảnh hiện trường.png')}`,
    );
  });

  it('a document downloads as an attachment; the encoded name escapes what RFC 5987 reserves', async () => {
    const response = await t.request({ method: 'GET', url: pdf.path });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Bao cao (dot 1) 'moi'.pdf"; filename*=UTF-8''B%C3%A1o%20c%C3%A1o%20%28%C4%91%E1%BB%A3t%201%29%20%27m%E1%BB%9Bi%27.pdf`,
    );
  });

  it('answers byte ranges (video players seek), 416 outside the file, 304 for a cached copy', async () => {
    const part = await t.request({ method: 'GET', url: image.path, headers: { range: 'bytes=1-3' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1-3/${PNG.length}`);
    expect(part.rawPayload.equals(PNG.subarray(1, 4))).toBe(true);
    const tail = await t.request({ method: 'GET', url: image.path, headers: { range: 'bytes=-4' } });
    expect(tail.rawPayload.equals(PNG.subarray(PNG.length - 4))).toBe(true);
    const outside = await t.request({ method: 'GET', url: image.path, headers: { range: `bytes=${PNG.length}-` } });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe(`bytes */${PNG.length}`);
    const cached = await t.request({ method: 'GET', url: image.path, headers: { 'if-none-match': `"${image.id}"` } });
    expect(cached.statusCode).toBe(304);
  });

  it('HEAD answers the headers without the bytes', async () => {
    const response = await t.request({ method: 'HEAD', url: image.path });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-length']).toBe(String(PNG.length));
    expect(response.rawPayload.length).toBe(0);
  });

  it('the name segment does not matter, the id does; unknown and malformed ids answer 404', async () => {
    expect((await t.request({ method: 'GET', url: `/api/files/${image.id}/anything.png` })).statusCode).toBe(200);
    const unknown = await t.request({ method: 'GET', url: '/api/files/6f1c1c39-1111-4c11-8111-111111111111/a.png' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Không tìm thấy dữ liệu');
    expect((await t.request({ method: 'GET', url: '/api/files/..%2F..%2Fetc/passwd' })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: '/api/files/not-a-uuid/a.png' })).statusCode).toBe(404);
  });
});
