import { initialApproval } from '@console/shared/market/approval-modes';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initialApprovalOf } from '../../src/modules/market/approval-mode-queries.ts';
import { mergeWards } from '../../src/modules/units/ward-merger.ts';
import { demoUnits, rowsOf } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helper.ts';

// The market's approval mode per ward and kind of post (issue 16, spec §7 "Approval mode: GET by target; PATCH; list
// users GET"): who reads and writes it, the trusted sellers, and what a resident's new post becomes under each mode.

let t: TestApp;
let units: Awaited<ReturnType<typeof demoUnits>>;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  units = await demoUnits(t);
  for (const name of ['admin', 'tinh', 'quantri1', 'quantri2', 'canbo2', 'nguoidan1', 'nguoidan2'])
    tokens[name] = await t.login(name);
  for (const row of rowsOf<{ id: number; username: string }>(
    await t.database.db.execute(
      sql`select id, username from users where username in ('nguoidan1', 'nguoidan2', 'canbo2')`,
    ),
  ))
    ids[row.username] = row.id;
});
afterAll(() => t.close());

const BASE = '/api/admin/market-approval-modes';
const get = (token: string, target: string, query = '') =>
  t.request({ method: 'GET', url: `${BASE}/${target}${query}`, token });
const patch = (token: string, target: string, payload: Record<string, unknown>) =>
  t.request({ method: 'PATCH', url: `${BASE}/${target}`, token, payload });
const modeRows = async () =>
  rowsOf<{ ward_id: number; target: string; mode: string }>(
    await t.database.db.execute(sql`select ward_id, target, mode from market_approval_modes order by 1, 2`),
  );

describe('what a new post becomes', () => {
  it('auto publishes, manual waits, trusted publishes only the trusted seller’s', () => {
    expect(initialApproval('auto', false)).toBe('approved');
    expect(initialApproval('manual', true)).toBe('waiting');
    expect(initialApproval('trusted', true)).toBe('approved');
    expect(initialApproval('trusted', false)).toBe('waiting');
  });

  it('reads the ward’s mode and its trusted sellers from the database (demo: ward 2 trusts nguoidan2 for products)', async () => {
    const db = t.database.db;
    expect(await initialApprovalOf(db, units.ward2, 'products', ids.nguoidan2)).toBe('approved');
    expect(await initialApprovalOf(db, units.ward2, 'products', ids.canbo2)).toBe('waiting');
    expect(await initialApprovalOf(db, units.ward2, 'albums', ids.canbo2)).toBe('approved');
    expect(await initialApprovalOf(db, units.ward2, 'articles', ids.nguoidan2)).toBe('waiting');
    // a ward that never chose: staff approve
    expect(await initialApprovalOf(db, units.ward1, 'products', ids.nguoidan1)).toBe('waiting');
  });
});

describe('GET and PATCH /api/admin/market-approval-modes/{target}', () => {
  it('a ward admin reads its own ward’s mode; a ward that never chose is manual', async () => {
    const response = await get(tokens.quantri1, 'products');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.entry).toMatchObject({
      ward_id: units.ward1,
      target: 'products',
      mode: 'manual',
      trusted_count: 0,
      updated_at: null,
    });
    const demo = (await get(tokens.quantri2, 'products')).json().data.entry;
    expect(demo).toMatchObject({ ward_id: units.ward2, mode: 'trusted', trusted_count: 1 });
    expect((await get(tokens.canbo2, 'albums')).json().data.entry.mode).toBe('auto');
  });

  it('sets the mode and the trusted sellers in one go, recorded with who did it', async () => {
    const response = await patch(tokens.quantri1, 'products', {
      mode: 'trusted',
      trusted_user_ids: [ids.nguoidan1, ids.nguoidan1],
    });
    expect(response.json()).toMatchObject({
      code: 200,
      message: 'Cập nhật chế độ duyệt thành công',
      data: { entry: { mode: 'trusted', trusted_count: 1, updated_by_name: 'Hoàng Văn Thắng' } },
    });
    const sellers = await get(tokens.quantri1, 'products/users');
    expect(sellers.json().data).toEqual({
      total: 1,
      entries: [expect.objectContaining({ user_id: ids.nguoidan1, username: 'nguoidan1' })],
    });
    expect(await initialApprovalOf(t.database.db, units.ward1, 'products', ids.nguoidan1)).toBe('approved');
    const [audit] = rowsOf<{ action: string; details: { mode: { before: string; after: string } } }>(
      await t.database.db.execute(
        sql`select action, details from audit_log where subject = 'hm_approval_mode' order by id desc limit 1`,
      ),
    );
    expect(audit).toMatchObject({ action: 'update', details: { mode: { before: 'manual', after: 'trusted' } } });
    // the mode alone leaves the list as it is; an empty list empties it
    await patch(tokens.quantri1, 'products', { mode: 'auto' });
    expect((await get(tokens.quantri1, 'products')).json().data.entry).toMatchObject({
      mode: 'auto',
      trusted_count: 1,
    });
    await patch(tokens.quantri1, 'products', { mode: 'manual', trusted_user_ids: [] });
    expect((await get(tokens.quantri1, 'products')).json().data.entry).toMatchObject({
      mode: 'manual',
      trusted_count: 0,
    });
  });

  it('offers only the ward’s residents as trusted sellers, and refuses anyone else without changing anything', async () => {
    const candidates = await get(tokens.quantri1, 'products/candidates', '?keyword=nguoidan');
    expect(candidates.json().data.entries.map((c: { username: string }) => c.username)).toEqual(['nguoidan1']);
    const before = await modeRows();
    for (const stranger of [ids.nguoidan2, ids.canbo2]) {
      const response = await patch(tokens.quantri1, 'articles', { mode: 'trusted', trusted_user_ids: [stranger] });
      expect(response.json()).toEqual({
        code: 400,
        message: 'Người bán tin cậy phải là người dân của xã/phường',
        data: null,
      });
    }
    expect(await modeRows()).toEqual(before);
  });

  it('answers bad input in Vietnamese', async () => {
    expect((await get(tokens.quantri1, 'cameras')).json()).toMatchObject({
      code: 400,
      message: 'Loại bài đăng không đúng định dạng!',
    });
    expect((await patch(tokens.quantri1, 'products', { mode: 'sometimes' })).json()).toMatchObject({
      code: 400,
      message: 'Chế độ duyệt không đúng định dạng!',
    });
    expect((await patch(tokens.quantri1, 'products', { mode: 'auto', trusted_user_ids: ['x'] })).json()).toMatchObject({
      code: 400,
      message: 'Người bán tin cậy không đúng định dạng!',
    });
    // a province officer names the ward
    expect((await get(tokens.tinh, 'products')).json()).toMatchObject({
      code: 400,
      message: 'Xã/phường không được trống!',
    });
    expect((await get(tokens.tinh, 'products', `?ward_id=${units.ward2}`)).json().data.entry.mode).toBe('trusted');
  });

  it('refuses who may not change it, and another ward’s officer finds nothing', async () => {
    const before = await modeRows();
    expect((await patch(tokens.canbo2, 'albums', { mode: 'manual' })).statusCode).toBe(403);
    expect((await get(tokens.nguoidan2, 'albums')).statusCode).toBe(403);
    expect((await get(tokens.quantri1, 'products', `?ward_id=${units.ward2}`)).statusCode).toBe(404);
    expect((await patch(tokens.quantri1, 'albums', { ward_id: units.ward2, mode: 'manual' })).statusCode).toBe(404);
    expect(await modeRows()).toEqual(before);
  });
});

describe('ward mergers', () => {
  it('keep the merged ward’s own modes and every ward’s trusted sellers', async () => {
    // ward 1 trusts nguoidan1 for albums; ward 2 (the demo market) trusts nguoidan2 for products
    await patch(tokens.quantri1, 'albums', { mode: 'trusted', trusted_user_ids: [ids.nguoidan1] });
    await mergeWards(t.database.db, 1, [units.ward1], units.ward2);
    const modes = await modeRows();
    expect(modes.filter((row) => row.ward_id === units.ward1)).toEqual([]);
    expect(modes.find((row) => row.ward_id === units.ward2 && row.target === 'albums')?.mode).toBe('auto');
    expect(await initialApprovalOf(t.database.db, units.ward2, 'products', ids.nguoidan2)).toBe('approved');
    const trusted = rowsOf<{ target: string; user_id: number }>(
      await t.database.db.execute(
        sql`select target, user_id from market_trusted_sellers where ward_id = ${units.ward2} order by 1, 2`,
      ),
    );
    expect(trusted).toEqual([
      { target: 'albums', user_id: ids.nguoidan1 },
      { target: 'products', user_id: ids.nguoidan2 },
    ]);
  });
});
