import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentimentCategories } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { userNamed } from './sentiment-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const url = '/api/admin/sentiment-categories';
const patch = async (
  username: string,
  id: number,
  payload: Record<string, unknown>,
  method: 'PATCH' | 'PUT' = 'PATCH',
) => t.request({ method, url: `${url}/${id}`, token: await t.login(username), payload });

describe('sentiment categories', () => {
  it('every staff member reads the seven categories with their default processing time', async () => {
    const response = await t.request({ method: 'GET', url, token: await t.login('thon1') });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.total).toBe(7);
    expect(response.json().data.entries[0]).toEqual({ id: 1, name: 'Y tế', sla_days: 7 });
    expect(response.json().data.entries.map((c: { name: string }) => c.name)).toEqual([
      'Y tế',
      'Môi trường',
      'Nông nghiệp',
      'Công nghệ',
      'Giáo dục',
      'Kinh tế',
      'Khác',
    ]);
    const one = await t.request({ method: 'GET', url: `${url}/7`, token: await t.login('canbo1') });
    expect(one.json().data.entry).toEqual({ id: 7, name: 'Khác', sla_days: 7 });
    expect((await t.request({ method: 'GET', url: `${url}/8`, token: await t.login('canbo1') })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url, token: await t.login('nguoidan1') })).statusCode).toBe(403);
  });

  it('administrators change the processing time (PATCH or PUT); who and when are kept', async () => {
    const response = await patch('admin', 2, { sla_days: 3 });
    expect([response.statusCode, response.json().message]).toEqual([200, 'Cập nhật thời hạn xử lý thành công']);
    expect(response.json().data.entry).toEqual({ id: 2, name: 'Môi trường', sla_days: 3 });
    const [row] = await t.database.db.select().from(sentimentCategories).where(eq(sentimentCategories.id, 2));
    expect(row.updatedBy).toBe((await userNamed(t, 'admin')).id);
    expect((await patch('root', 3, { sla_days: '14' }, 'PUT')).json().data.entry.sla_days).toBe(14);
    expect((await patch('admin', 9, { sla_days: 3 })).statusCode).toBe(404);
  });

  it('validates the number of days', async () => {
    for (const [payload, message] of [
      [{}, 'Số ngày xử lý không được trống!'],
      [{ sla_days: 0 }, 'Số ngày xử lý không đúng định dạng!'],
      [{ sla_days: 2.5 }, 'Số ngày xử lý không đúng định dạng!'],
      [{ sla_days: 366 }, 'Số ngày xử lý không đúng định dạng!'],
      [{ sla_days: 'bay' }, 'Số ngày xử lý không đúng định dạng!'],
    ] as const) {
      const response = await patch('admin', 1, payload);
      expect([response.statusCode, response.json().message]).toEqual([400, message]);
    }
  });

  it('is refused to everyone whose reach is not the whole platform, even with update on sentiments', async () => {
    for (const username of ['tinh', 'huyen', 'quantri1', 'canbo1', 'thon1']) {
      const response = await patch(username, 1, { sla_days: 2 });
      expect([username, response.statusCode, response.json().message]).toEqual([
        username,
        403,
        'Bạn không có quyền thực hiện chức năng này',
      ]);
    }
    const [row] = await t.database.db.select().from(sentimentCategories).where(eq(sentimentCategories.id, 1));
    expect(row.slaDays).toBe(7);
  });
});
