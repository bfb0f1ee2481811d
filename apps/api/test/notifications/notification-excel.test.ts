import { SENT_IS_FINAL_MESSAGE } from '@console/shared/forms/notification';
import {
  EXCEL_NOTHING_TO_SEND_MESSAGE,
  EXCEL_TOO_MANY_LINES_MESSAGE,
  LINE_ERRORS,
} from '@console/shared/forms/notification-excel';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { excelNotificationRows, notificationReceivers, notifications, users } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { sheetOf, uploadSheet } from './excel-sheets.ts';

let t: TestApp;
const tokens: Record<string, string> = {};
const URL = '/api/admin/notifications-excel';
const HEADER = ['nguoi_nhan', 'ho_ten', 'so_tien'];
const TEXT = 'Kính gửi {{ho_ten}},\nsố tiền cần nộp: {{ so_tien }} <đồng>.';

beforeAll(async () => {
  t = await buildTestApp();
  for (const name of ['quantri1', 'quantri2', 'canbo1', 'yte1', 'thon1', 'nguoidan1'])
    tokens[name] = await t.login(name);
  // a phone to find canbo1 by, and a locked account of the ward
  await t.database.db.update(users).set({ phone: '0912000001' }).where(eq(users.username, 'canbo1'));
  await t.database.db.update(users).set({ isActive: false }).where(eq(users.username, 'phongban1'));
});
afterAll(() => t.close());

const count = async (table: typeof notifications | typeof excelNotificationRows | typeof notificationReceivers) =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0].n;

/** uploads a sheet as `token` and posts the draft made of it */
async function draftFrom(token: string, rows: (string | number | null)[][], extra: Record<string, unknown> = {}) {
  const file = await uploadSheet(t, token, await sheetOf(HEADER, rows));
  return t.request({
    method: 'POST',
    url: URL,
    token,
    payload: { title: 'Thông báo thu phí vệ sinh', content: TEXT, file: [file], ...extra },
  });
}
const linesOf = async (id: number, query = '') =>
  (await t.request({ method: 'GET', url: `${URL}/${id}/detail?length=100${query}`, token: tokens.quantri1 })).json()
    .data as { total: number; entries: { line: number; error: string | null; content: string | null }[] };
const send = (id: number, token = tokens.quantri1) => t.request({ method: 'GET', url: `${URL}/${id}/send`, token });

describe('Excel notifications: upload, check each line, send personalised texts', () => {
  let id: number;

  it('makes a draft of a sheet and reports each bad line with its reason', async () => {
    const response = await draftFrom(tokens.quantri1, [
      ['yte1', 'Đỗ Thị Mai', '150.000'],
      [912000001, 'Nguyễn Thị Hoa', '200.000'], // canbo1 by phone; Excel dropped the leading zero
      [null, 'Không ai', '1'],
      ['khongtontai', 'Ai đó', '1'],
      ['canbo2', 'Phạm Minh Tuấn', '1'], // another ward's officer
      ['phongban1', 'Đinh Công Minh', '1'], // locked
      ['yte1', 'Đỗ Thị Mai', '150.000'], // the same person again
      ['congan1', 'Ngô Đức Long', null], // a placeholder without its value
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const { message, data } = response.json();
    expect(message).toBe('Thêm mới thông báo thành công');
    expect(data.entry).toMatchObject({
      status: 'draft',
      valid_count: 2,
      invalid_count: 6,
      columns: ['ho_ten', 'so_tien'],
    });
    id = data.entry.id;

    const bad = await linesOf(id, '&invalid=true');
    expect(bad.entries.map((line) => [line.line, line.error])).toEqual([
      [4, LINE_ERRORS.emptyRecipient],
      [5, LINE_ERRORS.unknownPerson],
      [6, LINE_ERRORS.outsideUnits],
      [7, LINE_ERRORS.locked],
      [8, LINE_ERRORS.duplicate(2)],
      [9, LINE_ERRORS.emptyValue('so_tien')],
    ]);
    const good = await linesOf(id, '&invalid=false');
    expect(good.entries[0].content).toBe('<p>Kính gửi Đỗ Thị Mai,<br>số tiền cần nộp: 150.000 &lt;đồng&gt;.</p>');
  });

  it('lists Excel notifications apart from the general ones', async () => {
    const excel = (await t.request({ method: 'GET', url: URL, token: tokens.quantri1 })).json().data.entries;
    expect(excel.map((row: { id: number }) => row.id)).toContain(id);
    const general = (await t.request({ method: 'GET', url: '/api/admin/notifications', token: tokens.quantri1 })).json()
      .data.entries;
    expect(general.map((row: { id: number }) => row.id)).not.toContain(id);
    // and the general routes do not manage it either
    const viaGeneral = await t.request({
      method: 'PATCH',
      url: `/api/admin/notifications/${id}/sent-status`,
      token: tokens.quantri1,
    });
    expect(viaGeneral.statusCode).toBe(404);
  });

  it('reports a placeholder with no such column on every line that names someone', async () => {
    const response = await draftFrom(tokens.quantri1, [['yte1', 'Đỗ Thị Mai', '1']], {
      content: 'Hạn nộp: {{han_nop}}',
    });
    expect(response.json().data.entry).toMatchObject({ valid_count: 0, invalid_count: 1 });
    const lines = await linesOf(response.json().data.entry.id);
    expect(lines.entries[0].error).toBe(LINE_ERRORS.missingColumn('han_nop'));
    // nothing valid: nothing to send
    const refused = await send(response.json().data.entry.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(EXCEL_NOTHING_TO_SEND_MESSAGE);
  });

  it('sends once: each valid person gets their own text, a second send changes nothing', async () => {
    const before = await count(notificationReceivers);
    const first = await send(id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().message).toBe('Gửi thông báo thành công tới 2 người nhận');
    expect(first.json().data.entry).toMatchObject({ status: 'sent', receiver_count: 2 });
    const again = await send(id);
    expect(again.json().message).toBe('Thông báo đã được gửi trước đó');
    expect(await count(notificationReceivers)).toBe(before + 2);

    const received = await t.request({
      method: 'GET',
      url: `/api/admin/notifications/received/${id}`,
      token: tokens.yte1,
    });
    expect(received.statusCode).toBe(200);
    expect(received.json().data.entry).toMatchObject({
      title: 'Thông báo thu phí vệ sinh',
      content: '<p>Kính gửi Đỗ Thị Mai,<br>số tiền cần nộp: 150.000 &lt;đồng&gt;.</p>',
    });
    const canbo = await t.request({
      method: 'GET',
      url: `/api/admin/notifications/received/${id}`,
      token: tokens.canbo1,
    });
    expect(canbo.json().data.entry.content).toContain('Nguyễn Thị Hoa');
    // people of refused lines got nothing (another ward's officer, the locked account)
    for (const name of ['quantri2']) {
      const other = await t.request({
        method: 'GET',
        url: `/api/admin/notifications/received/${id}`,
        token: tokens[name],
      });
      expect(other.statusCode).toBe(404);
    }
  });

  it('a sent one is final: no edit, no delete', async () => {
    const file = await uploadSheet(t, tokens.quantri1, await sheetOf(HEADER, [['yte1', 'A', '1']]));
    const edit = await t.request({
      method: 'PATCH',
      url: `${URL}/${id}`,
      token: tokens.quantri1,
      payload: { title: 'Sửa', content: 'x', file: [file] },
    });
    expect(edit.statusCode).toBe(400);
    expect(edit.json().message).toBe(SENT_IS_FINAL_MESSAGE);
    const remove = await t.request({ method: 'DELETE', url: `${URL}/${id}`, token: tokens.quantri1 });
    expect(remove.json().message).toBe(SENT_IS_FINAL_MESSAGE);
  });

  it('edits a draft with a new sheet (lines replaced) and deletes it', async () => {
    const made = (await draftFrom(tokens.quantri1, [['yte1', 'A', '1']])).json().data.entry;
    const file = await uploadSheet(
      t,
      tokens.quantri1,
      await sheetOf(HEADER, [
        ['yte1', 'B', '2'],
        ['congan1', 'C', '3'],
      ]),
    );
    const edited = await t.request({
      method: 'PATCH',
      url: `${URL}/${made.id}`,
      token: tokens.quantri1,
      payload: { title: 'Đã sửa', content: '{{ho_ten}}', file: [file] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.entry).toMatchObject({ title: 'Đã sửa', valid_count: 2, invalid_count: 0 });
    expect((await linesOf(made.id)).total).toBe(2);
    const removed = await t.request({ method: 'DELETE', url: `${URL}/${made.id}`, token: tokens.quantri1 });
    expect(removed.json().message).toBe('Xoá thông báo thành công');
    const rows = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(excelNotificationRows)
      .where(eq(excelNotificationRows.notificationId, made.id));
    expect(rows[0].n).toBe(0);
  });
});

describe('Excel notifications: refusals change nothing', () => {
  it('answers the body errors in Vietnamese', async () => {
    const response = await t.request({ method: 'POST', url: URL, token: tokens.quantri1, payload: { content: 'x' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Tiêu đề không được trống!');
    const noFile = await t.request({
      method: 'POST',
      url: URL,
      token: tokens.quantri1,
      payload: { title: 'a', content: 'b' },
    });
    expect(noFile.json().message).toContain('Tệp danh sách người nhận không được trống!');
  });

  it('refuses a sheet of more than 100,000 lines, and a file someone else uploaded', async () => {
    const before = [await count(notifications), await count(excelNotificationRows)];
    const rows = Array.from({ length: 100_001 }, (_, i) => [`nguoi${i}`, 'A', '1']);
    const big = await draftFrom(tokens.quantri1, rows);
    expect(big.statusCode).toBe(400);
    expect(big.json().message).toBe(EXCEL_TOO_MANY_LINES_MESSAGE);

    const theirs = await uploadSheet(t, tokens.canbo1, await sheetOf(HEADER, [['yte1', 'A', '1']]));
    const borrowed = await t.request({
      method: 'POST',
      url: URL,
      token: tokens.quantri1,
      payload: { title: 'a', content: 'b', file: [theirs] },
    });
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json().message).toBe('Tệp danh sách người nhận không đúng định dạng!');
    expect([await count(notifications), await count(excelNotificationRows)]).toEqual(before);
  });

  it('denies those without the permission: a hamlet officer, a resident, a ward officer without import', async () => {
    const before = await count(notifications);
    for (const name of ['thon1', 'nguoidan1']) {
      expect((await t.request({ method: 'GET', url: URL, token: tokens[name] })).statusCode).toBe(403);
      expect((await draftFrom(tokens[name], [['yte1', 'A', '1']])).statusCode).toBe(403);
    }
    expect((await t.request({ method: 'GET', url: URL, token: tokens.canbo1 })).statusCode).toBe(200);
    const officer = await draftFrom(tokens.canbo1, [['yte1', 'A', '1']]);
    expect(officer.statusCode).toBe(403);
    expect(await count(notifications)).toBe(before);
  });

  it("hides another ward's notification (404) from reading, sending and deleting", async () => {
    const made = (await draftFrom(tokens.quantri1, [['yte1', 'A', '1']])).json().data.entry;
    for (const [method, path] of [
      ['GET', `${URL}/${made.id}`],
      ['GET', `${URL}/${made.id}/detail`],
      ['GET', `${URL}/${made.id}/send`],
      ['DELETE', `${URL}/${made.id}`],
    ] as const)
      expect((await t.request({ method, url: path, token: tokens.quantri2 })).statusCode).toBe(404);
    const [row] = await t.database.db.select().from(notifications).where(eq(notifications.id, made.id));
    expect(row.status).toBe('draft');
  });

  it('serves the template', async () => {
    const response = await t.request({ method: 'GET', url: `${URL}/template`, token: tokens.quantri1 });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
  });
});
