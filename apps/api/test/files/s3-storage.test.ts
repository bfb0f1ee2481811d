import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { localDiskStorage, type FileStorage } from '../../src/modules/files/file-storage.ts';
import { s3Storage } from '../../src/modules/files/s3-storage.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { testConfig } from '../test-config.ts';
import { multipart, PNG } from './multipart.ts';
import { startS3Server } from './s3-server.ts';

// Issue 21: uploads in an S3-compatible object store, so that several API nodes share them — tested against a real
// S3-compatible server (s3rver) on loopback. Both drivers keep the same contract.

const BUCKET = 'console-files';
let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3 = await startS3Server(BUCKET);
});
afterAll(() => s3?.close());

const s3Of = (bucket = BUCKET) =>
  s3Storage({
    url: s3.env.S3_URL,
    bucket,
    region: s3.env.S3_REGION,
    accessKeyId: s3.env.S3_ACCESS_KEY_ID,
    secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
  });
const read = async (storage: FileStorage, key: string, range?: { start: number; end: number }) => {
  const stream = await storage.get(key, range);
  return stream ? (await buffer(stream)).toString() : null;
};
const key = () => crypto.randomUUID();

describe.each([
  ['local disk', async () => localDiskStorage(await mkdtemp(path.join(os.tmpdir(), 'console-files-')))],
  ['S3', async () => s3Of()],
])('the %s driver', (_name, make) => {
  let storage: FileStorage;
  beforeAll(async () => {
    storage = await make();
  });

  it('keeps a stream whole, answers byte ranges, nothing for a missing key, and deletes', async () => {
    const id = key();
    await storage.put(id, Readable.from([Buffer.from('Xin chào '), Buffer.from('thôn Khe Cam')]));
    expect(await read(storage, id)).toBe('Xin chào thôn Khe Cam');
    // bytes 4-8 of the UTF-8 text: 'chào' is c h à(2 bytes) o
    expect(await read(storage, id, { start: 4, end: 8 })).toBe('chào');
    expect(await read(storage, key())).toBeNull();
    await storage.delete(id);
    expect(await read(storage, id)).toBeNull();
    // deleting what is not there is no error
    await storage.delete(id);
    await storage.check();
  });

  it('keeps a file larger than one upload part (S3: a multipart upload)', async () => {
    const id = key();
    const big = Buffer.alloc(6 * 1024 * 1024 + 123, 7);
    big.write('đầu tệp', 0);
    await storage.put(id, Readable.from([big.subarray(0, 3_000_000), big.subarray(3_000_000)]));
    const back = await buffer((await storage.get(id))!);
    expect(back.length).toBe(big.length);
    expect(back.equals(big)).toBe(true);
    await storage.delete(id);
  });

  it('leaves nothing behind when the stream fails half-way', async () => {
    const id = key();
    async function* failing() {
      yield Buffer.from('nửa tệp');
      throw new Error('client went away');
    }
    await expect(storage.put(id, Readable.from(failing()))).rejects.toThrow();
    expect(await read(storage, id)).toBeNull();
  });
});

it('the S3 driver fails its check for a bucket that is not there (GET /api/ready: storage down)', async () => {
  await expect(s3Of('no-such-bucket').check()).rejects.toThrow();
});

describe('two API nodes on one database and one object store', () => {
  let a: TestApp;
  let b: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    a = await buildTestApp(s3.env);
    // a second node: its own data directory (nothing shared on disk), the same database and bucket
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'console-node-b-'));
    const config = testConfig({ DATA_DIR: dataDir, ...s3.env });
    b = await buildApp({ config, database: a.database, tokenSecret: config.TOKEN_SECRET! });
    await b.ready();
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a picture uploaded through node A downloads through node B, whole and by range; ready on both', async () => {
    const body = multipart([{ name: 'Ảnh cầu treo.png', content: PNG }]);
    const upload = await a.request({
      method: 'POST',
      url: '/api/files',
      token: await a.login('canbo1'),
      payload: body.payload,
      headers: body.headers,
    });
    expect(upload.statusCode).toBe(200);
    const [file] = upload.json().data.entries;

    const whole = await b.inject({ method: 'GET', url: file.path });
    expect(whole.statusCode).toBe(200);
    expect(whole.rawPayload.equals(PNG)).toBe(true);
    const part = await b.inject({ method: 'GET', url: file.path, headers: { range: 'bytes=1-3' } });
    expect([part.statusCode, part.headers['content-range']]).toEqual([206, `bytes 1-3/${PNG.length}`]);
    expect(part.rawPayload.equals(PNG.subarray(1, 4))).toBe(true);
    for (const node of [a.app, b]) {
      const ready = await node.inject({ method: 'GET', url: '/api/ready' });
      expect([ready.statusCode, ready.json().data.storage]).toEqual([200, 'ok']);
    }
  });
});
