// npx tsx bench/users-import.ts: 10,000 valid rows, then 10,000 with one bad row at the end, through the real
// route (app.inject with a multipart upload) on the bench database; reports the time after upload.
import ExcelJS from 'exceljs';
import { eq, like, sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config/env.ts';
import { users, wards } from '../apps/api/src/db/schema/index.ts';
import { benchUrl, openBenchDatabase } from './bench-database.ts';

const ROWS = 10_000;
const database = await openBenchDatabase();
await database.db.delete(users).where(like(users.username, 'nhapbench%'));
const config = loadConfig({
  DATABASE_URL: benchUrl(),
  LOG_LEVEL: 'warn',
  TOKEN_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
});
const app = await buildApp({ config, database, tokenSecret: config.TOKEN_SECRET! });
const [officer] = await database.db.select({ wardId: users.wardId }).from(users).where(eq(users.username, 'quantri1'));
const [ward] = await database.db.select({ code: wards.code }).from(wards).where(eq(wards.id, officer.wardId!));

async function file(badLast: boolean) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Người dùng');
  sheet.addRow([
    'Tên đăng nhập',
    'Họ và tên',
    'Vai trò',
    'Mã xã/phường',
    'Thôn/xóm',
    'Số điện thoại',
    'Email',
    'Ngày sinh',
    'Giới tính',
    'Số CCCD',
  ]);
  for (let i = 0; i < ROWS; i++) {
    const bad = badLast && i === ROWS - 1;
    sheet.addRow([
      `nhapbench${i}`,
      `Người Nhập ${i}`,
      'resident',
      ward.code,
      null,
      bad ? '123' : `09${String(i).padStart(8, '0')}`,
      null,
      '15/05/1990',
      'Nam',
      null,
    ]);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function upload(buffer: Buffer, token: string) {
  const form = new FormData();
  form.append('file', new Blob([buffer]), 'nhap.xlsx');
  const encoded = new Response(form);
  const payload = Buffer.from(await encoded.arrayBuffer());
  const started = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/import-users',
    headers: { authorization: `Bearer ${token}`, 'content-type': encoded.headers.get('content-type')! },
    payload,
  });
  return { ms: performance.now() - started, body: response.json() as { code: number; message: string } };
}

const login = await app.inject({
  method: 'POST',
  url: '/api/auth/login',
  payload: { username: 'quantri1', password: 'Demo@2026' },
});
const token = login.json().data.token as string;
const count = async () =>
  (
    await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(like(users.username, 'nhapbench%'))
  )[0].n;

const bad = await upload(await file(true), token);
console.log(
  `10,000 rows, last one bad: ${bad.ms.toFixed(0)} ms, answer ${bad.body.code} '${bad.body.message}', stored ${await count()}`,
);
const good = await upload(await file(false), token);
console.log(
  `10,000 valid rows: ${good.ms.toFixed(0)} ms, answer ${good.body.code} '${good.body.message}', stored ${await count()}`,
);
await database.db.delete(users).where(like(users.username, 'nhapbench%'));
await app.close();
await database.close();
