import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUnits } from './fixtures.ts';
import { buildTestApp, type TestApp } from './helper.ts';

/** issue 9 items 5–7: the probe's own inputs, each a Vietnamese 400 (never a 500, never silently coerced) */
let t: TestApp;
let admin: string;
let units: Awaited<ReturnType<typeof demoUnits>>;
beforeAll(async () => {
  t = await buildTestApp();
  units = await demoUnits(t);
  admin = await t.login('admin');
});
afterAll(() => t.close());

const count = async (table: string) => {
  const result = await t.database.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`));
  return ((result as { rows?: { n: number }[] }).rows ?? (result as unknown as { n: number }[]))[0].n;
};
const expect400 = (
  response: { statusCode: number; json(): { code: number; message: string; data: unknown } },
  message: string | RegExp,
) => {
  expect(response.statusCode).toBe(400);
  const body = response.json();
  expect(body.code).toBe(400);
  expect(body.data).toBeNull();
  expect(body.message).toMatch(message);
};

describe('text PostgreSQL cannot store', () => {
  it('refuses a NUL or a lone surrogate in a body field with the field’s own message, storing nothing', async () => {
    const before = await count('villages');
    for (const name of ['a\u0000b', 'a\uD800b', 'b\uDC00']) {
      const response = await t.request({
        method: 'POST',
        url: '/api/admin/villages',
        token: admin,
        payload: { name, ward_id: units.ward1 },
      });
      expect400(response, 'Tên thôn/xóm không đúng định dạng!');
    }
    expect(await count('villages')).toBe(before);
  });

  it('refuses a NUL in a keyword and in a field of a raw schema', async () => {
    expect400(
      await t.request({ method: 'GET', url: '/api/admin/users?keyword=a%00b', token: admin }),
      /không đúng định dạng!$/,
    );
    expect400(
      await t.request({ method: 'GET', url: '/api/admin/villages?keyword=a%00b', token: admin }),
      /không đúng định dạng!$/,
    );
    const role = await t.request({
      method: 'POST',
      url: '/api/admin/roles',
      token: admin,
      payload: { field: 'x_y', name: 'Tên', scope: 'ward', permissions: [{ action: 'list\u0000', subject: 'users' }] },
    });
    expect(role.statusCode).toBe(400);
  });
});

describe('ids and numbers', () => {
  it('answers 400 for ids beyond the integer column, in paths, queries and bodies', async () => {
    expect400(
      await t.request({ method: 'GET', url: '/api/admin/users/2147483648', token: admin }),
      'Mã không đúng định dạng!',
    );
    expect400(
      await t.request({ method: 'GET', url: '/api/admin/users?ward_id=99999999999', token: admin }),
      'Xã/phường không đúng định dạng!',
    );
    const before = await count('sentiments');
    const guest = await t.request({
      method: 'POST',
      url: '/api/web/sentiments',
      payload: {
        title: 'Đèn hỏng',
        content: 'Đèn đường hỏng',
        category_id: 2,
        ward_id: 2_147_483_648,
        guest_name: 'Khách',
        guest_phone: '0912345678',
      },
    });
    expect400(guest, /không đúng định dạng!$/);
    expect(await count('sentiments')).toBe(before);
  });

  it('does not coerce arrays, hex, exponents or blanks into numbers', async () => {
    expect400(
      await t.request({ method: 'GET', url: '/api/admin/users/0x10', token: admin }),
      'Mã không đúng định dạng!',
    );
    expect400(
      await t.request({ method: 'GET', url: '/api/admin/users/1e1', token: admin }),
      'Mã không đúng định dạng!',
    );
    expect400(
      await t.request({ method: 'GET', url: '/api/admin/users/%2016', token: admin }),
      'Mã không đúng định dạng!',
    );
    const before = await count('villages');
    const wrapped = await t.request({
      method: 'POST',
      url: '/api/admin/villages',
      token: admin,
      payload: { name: 'Thôn Mới', ward_id: [units.ward1] },
    });
    expect400(wrapped, 'Xã/phường không đúng định dạng!');
    const asText = await t.request({
      method: 'POST',
      url: '/api/admin/villages',
      token: admin,
      payload: { name: 'Thôn Mới', ward_id: true },
    });
    expect400(asText, 'Xã/phường không đúng định dạng!');
    expect(await count('villages')).toBe(before);
  });

  it('answers 400, not a database error, for a category id beyond its smallint column', async () => {
    expect400(
      await t.request({
        method: 'PATCH',
        url: '/api/admin/sentiment-categories/40000',
        token: admin,
        payload: { sla_days: 3 },
      }),
      'Lĩnh vực không đúng định dạng!',
    );
  });
});

describe('booleans', () => {
  it('treats a null optional boolean as not given, and refuses anything but a boolean', async () => {
    const base = { question: 'Hỏi?', answer: '<p>Đáp</p>', ward_id: units.ward1 };
    const created = await t.request({
      method: 'POST',
      url: '/api/admin/freq-asked-questions',
      token: admin,
      payload: { ...base, is_active: null },
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().data.entry.is_active).toBe(true);
    const before = await count('freq_asked_questions');
    for (const is_active of ['true', 1, [true], {}]) {
      expect400(
        await t.request({
          method: 'POST',
          url: '/api/admin/freq-asked-questions',
          token: admin,
          payload: { ...base, is_active },
        }),
        'Hiển thị không đúng định dạng!',
      );
    }
    expect(await count('freq_asked_questions')).toBe(before);
  });
});

describe('whole bodies and zod’s own wording', () => {
  it('answers Vietnamese for a null, array, string or text/plain body and an over-long keyword', async () => {
    for (const payload of ['null', '[]', '"chữ"', '42']) {
      const response = await t.request({
        method: 'POST',
        url: '/api/admin/villages',
        token: admin,
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect400(response, 'Dữ liệu gửi lên không đúng định dạng!');
    }
    const plain = await t.request({
      method: 'POST',
      url: '/api/admin/villages',
      token: admin,
      payload: 'name=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(plain.statusCode).toBeGreaterThanOrEqual(400);
    expect(plain.statusCode).toBeLessThan(500);
    expect(plain.json().message).not.toMatch(/Invalid|expected|received/);
    expect400(
      await t.request({ method: 'GET', url: `/api/admin/villages?keyword=${'a'.repeat(300)}`, token: admin }),
      /Từ khoá|200/,
    );
  });
});
