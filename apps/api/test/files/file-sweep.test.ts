import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql, type SQL } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { files } from '../../src/db/schema/index.ts';
import { localDiskStorage, type FileStorage } from '../../src/modules/files/file-storage.ts';
import { FILE_SWEEP_LOCK, sweepUnattachedFiles, type FileSweepOptions } from '../../src/modules/files/file-sweep.ts';
import { variantKey } from '../../src/modules/files/image-variants.ts';
import { demoUnits } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { resourceClient } from '../resources/resource-client.ts';
import { multipart } from './multipart.ts';

let t: TestApp;
let token: string;
/** the ward administrator: ward officers may not delete */
let wardAdmin: string;
let storage: FileStorage;
let units: Awaited<ReturnType<typeof demoUnits>>;
let articleCategory: number;
let knowledgeCategory: number;
/** a picture sharp can read, so the upload also stores its thumb and list copies */
let picture: Buffer;

beforeAll(async () => {
  t = await buildTestApp();
  picture = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3a7d44' } })
    .png()
    .toBuffer();
  token = await t.login('canbo1');
  wardAdmin = await t.login('quantri1');
  // where the app keeps the bytes (file-routes.ts: DATA_DIR/files)
  storage = localDiskStorage(filesDir());
  units = await demoUnits(t);
  articleCategory = (await resourceClient(t, 'article-categories').rows(token))[0].id;
  knowledgeCategory = (await resourceClient(t, 'knowledge-categories').rows(token))[0].id;
  // the seed's photos are old and were never swept: a first run settles them (all in use), so every count below
  // is this file's own uploads
  expect(await sweep()).toMatchObject({ locked: true, removed: 0 });
});
afterAll(() => t.close());

/** node-postgres and PGlite both answer `execute` with an object holding `rows` */
const query = async <T>(statement: SQL) => ((await t.database.db.execute(statement)) as unknown as { rows: T[] }).rows;
const filesDir = () => path.join(t.dataDir, 'files');
const sweep = (options?: FileSweepOptions) => sweepUnattachedFiles(t.database.db, storage, options);

interface Uploaded {
  id: string;
  path: string;
  name: string;
}
/** a picture as the editor uploads it (canbo1, the image connector) */
async function upload(name = 'anh.png'): Promise<Uploaded> {
  const body = multipart([{ name, content: picture }]);
  const response = await t.request({
    method: 'POST',
    url: '/api/connector/images',
    token,
    payload: body.payload,
    headers: body.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.entries[0];
}
/** as if uploaded `hours` ago, by the database's clock */
async function age(file: Uploaded, hours = 48) {
  await t.database.db.execute(
    sql`update files set created_at = now() - make_interval(hours => ${hours}) where id = ${file.id}`,
  );
}
const rowOf = async (file: Uploaded) =>
  (await t.database.db.select({ attachedAt: files.attachedAt }).from(files).where(eq(files.id, file.id)))[0];
const fetchFile = (file: Uploaded, query = '') => t.request({ method: 'GET', url: `${file.path}${query}` });
/** the original's and the copies' keys, as the disk storage lays them out */
const keysOnDisk = (file: Uploaded) =>
  [file.id, variantKey(file.id, 'thumb'), variantKey(file.id, 'list')].filter((key) =>
    existsSync(path.join(filesDir(), key.slice(0, 2), key)),
  );
/**
 * A resource write also records its values in audit_log (a jsonb column the sweep reads too): dropped here, so the
 * test shows the resource's own column keeps the file.
 */
const forgetHistory = (file: Uploaded) =>
  t.database.db.execute(sql`delete from audit_log where details::text like ${`%${file.id}%`}`);

async function createRow(resource: string, body: Record<string, unknown>) {
  const response = await resourceClient(t, resource).create(token, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.entry as Record<string, unknown> & { id: number };
}

describe('sweeping uploads never attached to anything', () => {
  it('removes an unattached upload older than a day: its row, its link and its bytes with the copies', async () => {
    const file = await upload('bo-do.png');
    expect(keysOnDisk(file)).toHaveLength(3);
    expect((await fetchFile(file)).statusCode).toBe(200);
    await age(file);

    const run = await sweep();
    expect(run).toMatchObject({ locked: true, checked: 1, attached: 0, removed: 1 });
    // every text and json column of the schema was read
    expect(run.scanned).toBeGreaterThan(50);
    expect(await rowOf(file)).toBeUndefined();
    expect((await fetchFile(file)).statusCode).toBe(404);
    expect((await fetchFile(file, '?size=thumb')).statusCode).toBe(404);
    expect(keysOnDisk(file)).toEqual([]);
  });

  it('keeps an upload younger than a day, by the database clock', async () => {
    const fresh = await upload('moi.png');
    const almostADay = await upload('gan-mot-ngay.png');
    await age(almostADay, 23);
    const old = await upload('cu.png');
    await age(old, 25);

    expect(await sweep()).toMatchObject({ checked: 1, attached: 0, removed: 1 });
    for (const kept of [fresh, almostADay]) {
      expect(await rowOf(kept)).toEqual({ attachedAt: null });
      expect((await fetchFile(kept)).statusCode).toBe(200);
      expect(keysOnDisk(kept)).toHaveLength(3);
    }
    expect(await rowOf(old)).toBeUndefined();
  });

  it('keeps and marks an upload used as a resource’s image field (a text column)', async () => {
    const file = await upload('nha-van-hoa.png');
    await createRow('images', { title: 'Lễ khánh thành nhà văn hoá', image: file.path, ward_id: units.ward1 });
    await forgetHistory(file);
    await age(file);

    expect(await sweep()).toMatchObject({ checked: 1, attached: 1, removed: 0 });
    expect((await rowOf(file)).attachedAt).toBeInstanceOf(Date);
    expect((await fetchFile(file)).statusCode).toBe(200);
    expect(keysOnDisk(file)).toHaveLength(3);
  });

  it('keeps and marks an upload shown inside a rich-text field’s HTML', async () => {
    const file = await upload('tiep-cong-dan.png');
    const article = await createRow('articles', {
      title: 'Thông báo lịch tiếp công dân',
      content: `<p>Lịch tiếp công dân tháng 12.</p><p><img src="${file.path}" alt="Lịch"></p>`,
      category_id: articleCategory,
      ward_id: units.ward1,
    });
    expect(article.content).toContain(file.path);
    await forgetHistory(file);
    await age(file);

    expect(await sweep()).toMatchObject({ checked: 1, attached: 1, removed: 0 });
    expect((await rowOf(file)).attachedAt).toBeInstanceOf(Date);
    expect((await fetchFile(file)).statusCode).toBe(200);
  });

  it('keeps and marks an upload listed in a jsonb attachments column', async () => {
    const file = await upload('huong-dan.png');
    await createRow('library-articles', {
      title: 'Trồng gừng trong bao',
      category_id: knowledgeCategory,
      content: '<p>Đất tơi xốp trộn phân chuồng hoai.</p>',
      documents: [{ path: file.path, name: file.name, size: 120 }],
      ward_id: units.ward1,
    });
    const [{ type }] = await query<{ type: string }>(
      sql`select data_type as type from information_schema.columns
        where table_name = 'library_articles' and column_name = 'documents'`,
    );
    expect(type).toBe('jsonb');
    await forgetHistory(file);
    await age(file);

    expect(await sweep()).toMatchObject({ checked: 1, attached: 1, removed: 0 });
    expect((await rowOf(file)).attachedAt).toBeInstanceOf(Date);
    expect((await fetchFile(file)).statusCode).toBe(200);
  });

  it('reads a table added later, with identifiers that need quoting', async () => {
    const file = await upload('ghi-chu.png');
    const db = t.database.db;
    await db.execute(sql`create table "Ghi chú ""mới""" (id int, "Nội dung ""x""" varchar(500))`);
    await db.execute(sql`insert into "Ghi chú ""mới""" values (1, ${`xem https://xa.gov.vn${file.path}`})`);
    await age(file);

    expect(await sweep()).toMatchObject({ checked: 1, attached: 1, removed: 0 });
    expect((await rowOf(file)).attachedAt).toBeInstanceOf(Date);
    await db.execute(sql`drop table "Ghi chú ""mới"""`);
  });

  it('keeps a file once marked attached, even after the row using it is deleted', async () => {
    const file = await upload('le-hoi.png');
    const row = await createRow('images', { title: 'Lễ hội xuống đồng', image: file.path, ward_id: units.ward1 });
    await age(file);
    expect(await sweep()).toMatchObject({ checked: 1, attached: 1, removed: 0 });

    expect((await resourceClient(t, 'images').remove(wardAdmin, row.id)).statusCode).toBe(200);
    await forgetHistory(file);
    expect(await query(sql`select id from images where id = ${row.id}`)).toEqual([]);

    expect(await sweep()).toMatchObject({ checked: 0, removed: 0 });
    expect((await rowOf(file)).attachedAt).toBeInstanceOf(Date);
    expect((await fetchFile(file)).statusCode).toBe(200);
    expect(keysOnDisk(file)).toHaveLength(3);
  });

  it('removes each file once when two sweeps run at once (several API nodes)', async () => {
    const uploads = [await upload('a.png'), await upload('b.png'), await upload('c.png')];
    const used = await upload('d.png');
    await createRow('images', { title: 'Đình làng', image: used.path, ward_id: units.ward1 });
    for (const file of [...uploads, used]) await age(file);

    const runs = await Promise.all([sweep(), sweep()]);
    // PostgreSQL: one run holds the lock, the other steps aside; PGlite: they take turns, the second finds nothing
    expect(runs.reduce((sum, run) => sum + run.removed, 0)).toBe(3);
    expect(runs.reduce((sum, run) => sum + run.attached, 0)).toBe(1);
    expect(runs.reduce((sum, run) => sum + run.checked, 0)).toBe(4);
    for (const file of uploads) {
      expect(await rowOf(file)).toBeUndefined();
      expect(keysOnDisk(file)).toEqual([]);
    }
    expect((await rowOf(used)).attachedAt).toBeInstanceOf(Date);
  });

  it('does nothing while another node holds the sweep', async () => {
    const file = await upload('cho.png');
    await age(file);
    const db = t.database.db;
    if (t.database.driver === 'postgres') {
      // a second connection holds the sweep's lock: this node's run steps aside, the next hour does the work
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let held!: () => void;
      const holding = new Promise<void>((resolve) => (held = resolve));
      const holder = db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${FILE_SWEEP_LOCK})`);
        held();
        await released;
      });
      await holding;
      expect(await sweep()).toEqual({ locked: false, checked: 0, attached: 0, removed: 0, scanned: 0 });
      expect(await rowOf(file)).toEqual({ attachedAt: null });
      release();
      await holder;
    }
    // PGlite has one connection: runs take turns, so the lock is always free
    expect(await sweep()).toMatchObject({ locked: true, checked: 1, removed: 1 });
  });

  it('is fine with bytes already gone, and logs a storage failure instead of throwing', async () => {
    const gone = await upload('da-xoa.png');
    await rm(path.join(filesDir(), gone.id.slice(0, 2), gone.id));
    await age(gone);
    expect(await sweep()).toMatchObject({ checked: 1, removed: 1 });
    expect(await rowOf(gone)).toBeUndefined();

    const file = await upload('loi.png');
    await age(file);
    const failing: FileStorage = { ...storage, delete: () => Promise.reject(new Error('disk unavailable')) };
    const warn = vi.fn();
    const run = await sweepUnattachedFiles(t.database.db, failing, { log: { warn } as never });
    expect(run).toMatchObject({ checked: 1, removed: 1 });
    expect(await rowOf(file)).toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ file: file.id }), expect.any(String));
  });

  it('a sweep with nothing to do reads no column', async () => {
    const fresh = await upload('hom-nay.png');
    expect(await sweep()).toEqual({ locked: true, checked: 0, attached: 0, removed: 0, scanned: 0 });
    expect(await rowOf(fresh)).toEqual({ attachedAt: null });
  });
});
