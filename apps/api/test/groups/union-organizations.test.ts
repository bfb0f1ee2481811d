import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUnits, rowsOf } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { refusal, resourceClient } from '../resources/resource-client.ts';

// Issue 17: union organisations (an engine area with the spec's DELETE with a body), their officers and validated
// members; a union officer (role 'union') manages the members of the organisations they are an officer of only.

let t: TestApp;
let units: Awaited<ReturnType<typeof demoUnits>>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp({}, process.env.DEBUG_LOG ? (await import('pino')).pino({ level: 'error' }) : undefined);
  units = await demoUnits(t);
  for (const name of ['quantri1', 'quantri2', 'canbo1', 'doanthe1']) tokens[name] = await t.login(name);
});
afterAll(() => t.close());

const unions = () => resourceClient(t, 'union-organizations');
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  t.request({ method, url, token, payload: payload as Record<string, unknown> });
const query = async <T>(text: string) => rowsOf<T>(await t.database.db.execute(sql.raw(text)));
const unionOf = async (kind: string, wardId: number) =>
  (
    await query<{ id: number; member_count: number }>(
      `select id, member_count from union_organizations where kind = '${kind}' and ward_id = ${wardId}`,
    )
  )[0];
const membersOf = async (unionId: number) =>
  query<{ id: number; username: string; role: string; is_validated: boolean }>(`
    select m.id, u.username, m.role, m.is_validated from union_members m join users u on u.id = m.user_id
    where m.union_id = ${unionId} order by m.id`);
const membersUrl = (unionId: number) => `/api/admin/union-organizations/${unionId}/members`;

describe('union organisations: the engine area', () => {
  it('lists the five organisations of the ward with their validated counts; deletes a selection all or none', async () => {
    const rows = await unions().rows(tokens.quantri1, '?length=100');
    expect(rows.map((row) => row.kind).sort()).toEqual(['farmers', 'fatherland_front', 'veterans', 'women', 'youth']);
    expect(rows.find((row) => row.kind === 'farmers')).toMatchObject({ member_count: 2 });
    const make = async (token: string, wardId: number) =>
      (await unions().create(token, { name: 'Chi hội thôn', kind: 'farmers', ward_id: wardId })).json().data.entry
        .id as number;
    const own = await make(tokens.quantri1, units.ward1);
    const other = await make(tokens.quantri2, units.ward2);
    expect(
      (await call('DELETE', '/api/admin/union-organizations', tokens.quantri1, { ids: [own, other] })).statusCode,
    ).toBe(404);
    expect((await query(`select id from union_organizations where id in (${own}, ${other})`)).length).toBe(2);
    const done = await call('DELETE', '/api/admin/union-organizations', tokens.quantri1, { ids: [own] });
    expect(done.json()).toMatchObject({ message: 'Xoá 1 tổ chức đoàn thể thành công' });
    expect(
      (await unions().create(tokens.quantri1, { name: 'Sai số', kind: 'farmers', ward_id: units.ward1, phone: '123' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('members of a union organisation', () => {
  it('staff of the ward list them, by validation and keyword; a ward officer cannot (403), another ward not (404)', async () => {
    const farmers = await unionOf('farmers', units.ward1);
    const all = await call('GET', membersUrl(farmers.id), tokens.quantri1);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data.total).toBe(3);
    const waiting = (await call('GET', `${membersUrl(farmers.id)}?validated=false`, tokens.quantri1)).json().data
      .entries;
    expect(waiting.map((row: { username: string }) => row.username)).toEqual(['thon1']);
    expect((await call('GET', `${membersUrl(farmers.id)}?validated=maybe`, tokens.quantri1)).json()).toEqual(
      refusal('Xác nhận không đúng định dạng!'),
    );
    expect((await call('GET', membersUrl(farmers.id), tokens.canbo1)).statusCode).toBe(403);
    expect((await call('GET', membersUrl(farmers.id), tokens.quantri2)).statusCode).toBe(404);
  });

  it('a union officer manages their organisations only', async () => {
    const farmers = await unionOf('farmers', units.ward1);
    const youth = await unionOf('youth', units.ward1);
    expect((await call('GET', membersUrl(farmers.id), tokens.doanthe1)).statusCode).toBe(200);
    expect((await call('GET', membersUrl(youth.id), tokens.doanthe1)).statusCode).toBe(404);
    const [youthMember] = await membersOf(youth.id);
    expect(
      (await call('GET', `/api/admin/members/${youthMember.id}?is-validated=true`, tokens.doanthe1)).statusCode,
    ).toBe(404);
    const validate = await call('PATCH', `${membersUrl(youth.id)}/validation`, tokens.doanthe1, {
      ids: [youthMember.id],
      validated: false,
    });
    expect(validate.statusCode).toBe(404);
    expect((await membersOf(youth.id))[0].is_validated).toBe(true);
  });

  it('validates a selection all or none; the count follows; the member’s detail by the spec’s flag', async () => {
    const farmers = await unionOf('farmers', units.ward1);
    const women = await unionOf('women', units.ward1);
    const thon = (await membersOf(farmers.id)).find((row) => row.username === 'thon1')!;
    const [chair] = await membersOf(women.id);
    const url = `${membersUrl(farmers.id)}/validation`;
    expect((await call('PATCH', url, tokens.doanthe1, { ids: [thon.id, chair.id], validated: true })).statusCode).toBe(
      404,
    );
    expect((await membersOf(farmers.id)).find((row) => row.id === thon.id)?.is_validated).toBe(false);
    expect((await call('PATCH', url, tokens.doanthe1, { ids: [thon.id], validated: 'yes' })).json()).toEqual(
      refusal('Xác nhận không đúng định dạng!'),
    );
    const done = await call('PATCH', url, tokens.doanthe1, { ids: [thon.id], validated: true });
    expect(done.json()).toMatchObject({ message: 'Xác nhận hội viên thành công' });
    expect((await unionOf('farmers', units.ward1)).member_count).toBe(farmers.member_count + 1);
    const detail = await call('GET', `/api/admin/members/${thon.id}?is-validated=true`, tokens.quantri1);
    expect(detail.json().data.entry).toMatchObject({
      username: 'thon1',
      is_validated: true,
      union_name: 'Hội Nông dân xã',
      validated_by_name: 'Hà Thị Nga',
    });
    expect((await call('GET', `/api/admin/members/${thon.id}?is-validated=sure`, tokens.quantri1)).json()).toEqual(
      refusal('Loại thành viên không đúng định dạng!'),
    );
    expect((await call('GET', `/api/admin/members/${thon.id}?is-validated=true`, tokens.canbo1)).statusCode).toBe(403);
  });

  it('registers accounts of the ward (waiting for validation), sets a role, removes a selection', async () => {
    const veterans = await unionOf('veterans', units.ward1);
    const candidates = (
      await call(
        'GET',
        `/api/admin/union-organizations/${veterans.id}/member-candidates?keyword=phutrach`,
        tokens.quantri1,
      )
    ).json().data.entries;
    expect(candidates.map((row: { username: string }) => row.username)).toEqual(['phutrach1']);
    const [stranger] = await query<{ id: number }>(`select id from users where username = 'phutrach2'`);
    expect(
      (
        await call('POST', membersUrl(veterans.id), tokens.quantri1, { user_ids: [candidates[0].id, stranger.id] })
      ).json(),
    ).toEqual(refusal('Chỉ thêm được tài khoản đang hoạt động của xã/phường có tổ chức'));
    const added = await call('POST', membersUrl(veterans.id), tokens.quantri1, { user_ids: [candidates[0].id] });
    expect(added.json()).toMatchObject({ message: 'Thêm hội viên thành công, chờ xác nhận' });
    const [row] = await membersOf(veterans.id);
    expect(row).toMatchObject({ username: 'phutrach1', role: 'member', is_validated: false });
    expect(
      (await call('PATCH', `${membersUrl(veterans.id)}/${row.id}`, tokens.quantri1, { role: 'boss' })).json(),
    ).toEqual(refusal('Vai trò không đúng định dạng!'));
    const promoted = await call('PATCH', `${membersUrl(veterans.id)}/${row.id}`, tokens.quantri1, { role: 'chair' });
    expect(promoted.json().data.entry.role).toBe('chair');
    const removed = await call('DELETE', membersUrl(veterans.id), tokens.quantri1, { ids: [row.id] });
    expect(removed.json()).toMatchObject({ message: 'Đã xoá 1 hội viên khỏi tổ chức' });
    expect(await membersOf(veterans.id)).toEqual([]);
  });
});
