import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helper.ts';
import { multipart, PDF, type Part } from './multipart.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  token = await t.login('canbo1');
});
afterAll(() => t.close());

const upload = async (parts: Part[]) => {
  const body = multipart(parts);
  const response = await t.request({
    method: 'POST',
    url: '/api/connector/images',
    token,
    payload: body.payload,
    headers: body.headers,
  });
  return response;
};
const get = (url: string) => t.request({ method: 'GET', url });

/** a 2,400 × 1,600 photo as a phone takes it: EXIF with the place it was taken and the camera, turned sideways */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 2_400, height: 1_600, channels: 3, background: '#3a7d44' } })
    .jpeg({ quality: 80 })
    .withExif({ IFD0: { Make: 'DienThoai', Model: 'X1', Artist: 'Nguyen Van A' } })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

describe('pictures made fit to publish, with smaller copies', () => {
  it('strips the metadata, turns the picture upright and answers its new size', async () => {
    const photo = await phonePhoto();
    expect(await sharp(photo).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });
    const response = await upload([{ name: 'le-hoi.jpg', content: photo }]);
    expect(response.statusCode, response.body).toBe(200);
    const [entry] = response.json().data.entries;
    const original = await get(entry.path);
    expect(original.headers['content-type']).toBe('image/jpeg');
    const stored = await sharp(original.rawPayload).metadata();
    expect(stored.exif).toBeUndefined();
    // orientation 6 (turned a quarter) applied: the stored picture stands upright
    expect([stored.width, stored.height]).toEqual([1_600, 2_400]);
    expect(Number(original.headers['content-length'])).toBe(entry.size);
  });

  it('?size=thumb and ?size=list answer WebP copies of 320 and 960 pixels wide, each with its own ETag', async () => {
    const [entry] = (await upload([{ name: 'canh-dong.jpg', content: await phonePhoto() }])).json().data.entries;
    for (const [size, width] of [
      ['thumb', 320],
      ['list', 960],
    ] as const) {
      const copy = await get(`${entry.path}?size=${size}`);
      expect(copy.statusCode).toBe(200);
      expect(copy.headers['content-type']).toBe('image/webp');
      expect(copy.headers.etag).toBe(`"${entry.id}-${size}"`);
      const meta = await sharp(copy.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(width);
      expect(meta.exif).toBeUndefined();
      expect(copy.rawPayload.length).toBeLessThan(entry.size);
      expect(Number(copy.headers['content-length'])).toBe(copy.rawPayload.length);
    }
  });

  it('a small picture is not enlarged; an unknown size or a document answers the file itself', async () => {
    const small = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const [entry] = (await upload([{ name: 'nho.png', content: small }])).json().data.entries;
    expect((await sharp((await get(`${entry.path}?size=list`)).rawPayload).metadata()).width).toBe(200);
    const unknown = await get(`${entry.path}?size=huge`);
    expect(unknown.headers['content-type']).toBe('image/png');
    const body = multipart([{ name: 'ke-hoach.pdf', content: PDF }]);
    const doc = (
      await t.request({
        method: 'POST',
        url: '/api/connector/files',
        token,
        payload: body.payload,
        headers: body.headers,
      })
    ).json().data.entries[0];
    const pdf = await get(`${doc.path}?size=thumb`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.equals(PDF)).toBe(true);
  });
});
