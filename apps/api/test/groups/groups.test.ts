import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoUnits, rowsOf } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { refusal, resourceClient } from '../resources/resource-client.ts';

// Issue 17: groups (an engine area with the spec's bulk DELETE), their members and the requests to join them — the
// staff routes under /api/admin/groups/{id}/members and /api/admin/members, the resident's under /api/web/groups.

let t: TestApp;
let units: Awaited<ReturnType<typeof demoUnits>>;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp({}, process.env.DEBUG_LOG ? (await import('pino')).pino({ level: 'error' }) : undefined);
  units = await demoUnits(t);
  for (const name of ['admin', 'quantri1', 'quantri2', 'canbo1', 'doanthe1', 'nguoidan1', 'nguoidan2'])
    tokens[name] = await t.login(name);
});
afterAll(() => t.close());

const groupsApi = () => resourceClient(t, 'groups');
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  t.request({ method, url, token, payload: payload as Record<string, unknown> });
const query = async <T>(text: string) => rowsOf<T>(await t.database.db.execute(sql.raw(text)));
const groupNamed = async (name: string, wardId: number) =>
  (
    await query<{ id: number; member_count: number }>(
      `select id, member_count from groups where name = '${name}' and ward_id = ${wardId}`,
    )
  )[0];
const memberRows = async (groupId: number) =>
  query<{ id: number; user_id: number; role: string; status: string; refusal_reason: string | null }>(
    `select id, user_id, role, status, refusal_reason from group_members where group_id = ${groupId} order by id`,
  );
const TEA = 'Tổ hợp tác trồng chè Shan tuyết';
const CLUB = 'Câu lạc bộ văn nghệ dân gian';
const COOP = 'Hợp tác xã nông nghiệp xanh';
const POLICY = { visibility: 'members', join_policy: 'approval' };

describe('groups: the engine area and the spec’s DELETE with {ids}', () => {
  it('lists the demo groups of the ward with their member counts; a ward officer reads but does not write', async () => {
    const rows = await groupsApi().rows(tokens.quantri1, '?length=100');
    expect(rows.map((row) => row.name).sort()).toEqual([TEA, CLUB, COOP].sort());
    expect(rows.find((row) => row.name === TEA)).toMatchObject({ member_count: 2, join_policy: 'approval' });
    expect((await groupsApi().rows(tokens.canbo1)).length).toBe(3);
    const denied = await groupsApi().create(tokens.canbo1, {
      name: 'Nhóm mới',
      kind: 'club',
      ward_id: units.ward1,
      ...POLICY,
    });
    expect(denied.statusCode).toBe(403);
    // the count is the server's: a body's value is not taken
    const created = await groupsApi().create(tokens.quantri1, {
      name: 'Câu lạc bộ bóng chuyền',
      kind: 'club',
      ward_id: units.ward1,
      visibility: 'public',
      join_policy: 'open',
      member_count: 99,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data.entry).toMatchObject({ member_count: 0, visibility: 'public', is_active: true });
    expect(
      (await groupsApi().create(tokens.quantri1, { name: 'Thiếu loại', ward_id: units.ward1, ...POLICY })).json(),
    ).toEqual(refusal('Loại nhóm không được trống!'));
  });

  it('a group of one hamlet: the hamlet is of the group’s ward, and its name comes with the row', async () => {
    const [own] = await query<{ id: number; name: string }>(
      `select id, name from villages where ward_id = ${units.ward1} order by id limit 1`,
    );
    const [foreign] = await query<{ id: number }>(`select id from villages where ward_id = ${units.ward2} limit 1`);
    const body = { name: 'Tổ tự quản an ninh thôn', kind: 'self_management', ward_id: units.ward1, ...POLICY };
    const before = (await query(`select id from groups`)).length;
    expect((await groupsApi().create(tokens.quantri1, { ...body, village_id: foreign.id })).json()).toEqual(
      refusal('Thôn/xóm không thuộc xã/phường đã chọn'),
    );
    expect((await query(`select id from groups`)).length).toBe(before);
    const created = await groupsApi().create(tokens.quantri1, { ...body, village_id: own.id });
    expect(created.json().data.entry).toMatchObject({ village_id: own.id, village_name: own.name });
    const id = created.json().data.entry.id as number;
    const listed = (await groupsApi().rows(tokens.quantri1, '?length=100')).find((row) => row.id === id);
    expect(listed).toMatchObject({ village_name: own.name });
    // the ward changed alone would leave the hamlet in another ward
    expect((await groupsApi().update(tokens.admin, id, { ward_id: units.ward2 })).json()).toEqual(
      refusal('Thôn/xóm không thuộc xã/phường đã chọn'),
    );
    expect((await groupsApi().update(tokens.quantri1, id, { village_id: null })).statusCode).toBe(200);
    await call('DELETE', '/api/admin/groups', tokens.quantri1, { ids: [id] });
  });

  it('deletes the selected groups in one transaction with their members; one of another ward and none goes', async () => {
    const make = async (name: string, token: string, wardId: number) =>
      (await groupsApi().create(token, { name, kind: 'interest', ward_id: wardId, ...POLICY })).json().data.entry
        .id as number;
    const a = await make('Nhóm nuôi ong', tokens.quantri1, units.ward1);
    const b = await make('Nhóm trồng nấm', tokens.quantri1, units.ward1);
    const other = await make('Nhóm ward 2', tokens.quantri2, units.ward2);
    const mixed = await call('DELETE', '/api/admin/groups', tokens.quantri1, { ids: [a, b, other] });
    expect(mixed.statusCode).toBe(404);
    expect((await query(`select id from groups where id in (${a}, ${b}, ${other})`)).length).toBe(3);
    const bad = await call('DELETE', '/api/admin/groups', tokens.quantri1, { ids: [] });
    expect(bad.json()).toEqual(refusal('Danh sách bản ghi đã chọn không đúng định dạng!'));
    expect((await call('DELETE', '/api/admin/groups', tokens.canbo1, { ids: [a] })).statusCode).toBe(403);
    await call('POST', `/api/admin/groups/${a}/members`, tokens.quantri1, {
      user_ids: [(await query<{ id: number }>(`select id from users where username = 'nguoidan1'`))[0].id],
    });
    const done = await call('DELETE', '/api/admin/groups', tokens.quantri1, { ids: [a, b] });
    expect(done.json()).toMatchObject({ code: 200, message: 'Xoá 2 nhóm thành công' });
    expect((await query(`select id from groups where id in (${a}, ${b})`)).length).toBe(0);
    expect((await query(`select id from group_members where group_id = ${a}`)).length).toBe(0);
    const audit = await query(`select row_id from audit_log where subject = 'groups' and action = 'delete'`);
    expect(audit.length).toBeGreaterThanOrEqual(2);
  });
});

describe('a group’s members (GET/PATCH/DELETE /api/admin/groups/{id}/members…)', () => {
  it('lists members and requests with the resident’s identity; filters by state and keyword', async () => {
    const tea = await groupNamed(TEA, units.ward1);
    const all = await call('GET', `/api/admin/groups/${tea.id}/members`, tokens.quantri1);
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data.total).toBe(3);
    const pending = (await call('GET', `/api/admin/groups/${tea.id}/members?status=pending`, tokens.quantri1)).json()
      .data.entries;
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ username: 'nguoidan1', status: 'pending', group_name: TEA });
    expect(pending[0].message).toContain('2 sào chè');
    const byName = (
      await call('GET', `/api/admin/groups/${tea.id}/members?keyword=lo van sang`, tokens.quantri1)
    ).json().data.entries;
    expect(byName.map((row: { username: string }) => row.username)).toEqual(['thon1']);
    const detail = await call('GET', `/api/admin/groups/${tea.id}/members/${pending[0].id}`, tokens.quantri1);
    expect(detail.json().data.entry).toMatchObject({ full_name: 'Vàng A Dình', acc_status: expect.any(Number) });
    expect((await call('GET', `/api/admin/members/${pending[0].id}`, tokens.doanthe1)).statusCode).toBe(200);
  });

  it('is refused without list_member (403), to another ward (404), and a bad state is its format message', async () => {
    const tea = await groupNamed(TEA, units.ward1);
    expect((await call('GET', `/api/admin/groups/${tea.id}/members`, tokens.canbo1)).statusCode).toBe(403);
    expect((await call('GET', `/api/admin/groups/${tea.id}/members`, tokens.quantri2)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/groups/${tea.id}/members?status=ok`, tokens.quantri1)).json()).toEqual(
      refusal('Trạng thái không đúng định dạng!'),
    );
    const [one] = await memberRows(tea.id);
    expect((await call('GET', `/api/admin/members/${one.id}`, tokens.quantri2)).statusCode).toBe(404);
  });

  it('a new leader takes the place of the one before; a request’s role cannot be set; a bad role is refused', async () => {
    const tea = await groupNamed(TEA, units.ward1);
    const rows = await memberRows(tea.id);
    const leader = rows.find((row) => row.role === 'leader')!;
    const member = rows.find((row) => row.role === 'member' && row.status === 'approved')!;
    const pending = rows.find((row) => row.status === 'pending')!;
    const url = (id: number) => `/api/admin/groups/${tea.id}/members/${id}`;
    expect((await call('PATCH', url(member.id), tokens.quantri1, { role: 'chief' })).json()).toEqual(
      refusal('Vai trò không đúng định dạng!'),
    );
    expect((await call('PATCH', url(pending.id), tokens.quantri1, { role: 'deputy' })).json()).toEqual(
      refusal('Chỉ đổi vai trò của thành viên đã được duyệt'),
    );
    expect((await call('PATCH', url(member.id), tokens.quantri2, { role: 'leader' })).statusCode).toBe(404);
    const promoted = await call('PATCH', url(member.id), tokens.quantri1, { role: 'leader' });
    expect(promoted.json()).toMatchObject({
      message: 'Cập nhật vai trò thành công',
      data: { entry: { role: 'leader' } },
    });
    const after = await memberRows(tea.id);
    expect(after.find((row) => row.id === leader.id)?.role).toBe('member');
    // back as the demo had it, for the browser suite's sake of a familiar screen
    await call('PATCH', url(leader.id), tokens.quantri1, { role: 'leader' });
  });

  it('staff add accounts of the group’s ward (invitation only), never another ward’s; counts follow', async () => {
    const coop = await groupNamed(COOP, units.ward1);
    const candidates = (
      await call('GET', `/api/admin/groups/${coop.id}/member-candidates?keyword=nguoidan`, tokens.quantri1)
    ).json().data.entries;
    expect(candidates.map((row: { username: string }) => row.username)).toEqual(['nguoidan1']);
    const [stranger] = await query<{ id: number }>(`select id from users where username = 'nguoidan2'`);
    const refused = await call('POST', `/api/admin/groups/${coop.id}/members`, tokens.quantri1, {
      user_ids: [candidates[0].id, stranger.id],
    });
    expect(refused.json()).toEqual(refusal('Chỉ thêm được tài khoản đang hoạt động của xã/phường có nhóm'));
    expect((await groupNamed(COOP, units.ward1)).member_count).toBe(1);
    const added = await call('POST', `/api/admin/groups/${coop.id}/members`, tokens.quantri1, {
      user_ids: [candidates[0].id],
    });
    expect(added.json()).toMatchObject({ message: 'Thêm thành viên thành công' });
    expect((await groupNamed(COOP, units.ward1)).member_count).toBe(2);
  });

  it('removes the selected members, all or none: one of another group and nobody leaves', async () => {
    const coop = await groupNamed(COOP, units.ward1);
    const club = await groupNamed(CLUB, units.ward1);
    const coopRows = await memberRows(coop.id);
    const [clubRow] = await memberRows(club.id);
    const url = `/api/admin/groups/${coop.id}/members`;
    const mixed = await call('DELETE', url, tokens.quantri1, { ids: [coopRows[1].id, clubRow.id] });
    expect(mixed.statusCode).toBe(404);
    expect(await memberRows(coop.id)).toHaveLength(coopRows.length);
    expect((await call('DELETE', url, tokens.canbo1, { ids: [coopRows[1].id] })).statusCode).toBe(403);
    const done = await call('DELETE', url, tokens.quantri1, { ids: [coopRows[1].id] });
    expect(done.json()).toMatchObject({ message: 'Đã xoá 1 thành viên khỏi nhóm' });
    expect((await groupNamed(COOP, units.ward1)).member_count).toBe(1);
  });
});

describe('requests to join: the resident asks, staff decide (PATCH /api/admin/members/approval)', () => {
  it('every member of the caller’s groups, by state and group (GET /api/admin/members)', async () => {
    const tea = await groupNamed(TEA, units.ward1);
    const all = (await call('GET', '/api/admin/members?length=100', tokens.quantri1)).json().data;
    expect(all.entries.every((row: { ward_id: number }) => row.ward_id === units.ward1)).toBe(true);
    const ofTea = (await call('GET', `/api/admin/members?group_id=${tea.id}&status=approved`, tokens.quantri1)).json()
      .data.entries;
    expect(ofTea.every((row: { group_id: number; status: string }) => row.group_id === tea.id)).toBe(true);
    expect((await call('GET', '/api/admin/members', tokens.canbo1)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/members?group_id=abc', tokens.quantri1)).json()).toEqual(
      refusal('Nhóm không đúng định dạng!'),
    );
  });

  it('the queue holds the caller’s wards’ requests only', async () => {
    const mine = (await call('GET', '/api/admin/members/pending-approvals', tokens.quantri1)).json().data;
    expect(mine.entries.every((row: { ward_id: number }) => row.ward_id === units.ward1)).toBe(true);
    expect(mine.total).toBe(mine.entries.length);
    expect(mine.entries.map((row: { username: string }) => row.username)).toContain('nguoidan1');
    expect((await call('GET', '/api/admin/members/pending-approvals', tokens.canbo1)).statusCode).toBe(403);
  });

  it('refusing needs a reason; a selection with another ward’s request changes nothing; then refuse and approve', async () => {
    const tea1 = await groupNamed(TEA, units.ward1);
    const tea2 = await groupNamed(TEA, units.ward2);
    const [own] = (await memberRows(tea1.id)).filter((row) => row.status === 'pending');
    const [other] = (await memberRows(tea2.id)).filter((row) => row.status === 'pending');
    const url = '/api/admin/members/approval';
    expect((await call('PATCH', url, tokens.quantri1, { ids: [own.id], approve: false })).json()).toEqual(
      refusal('Lý do từ chối không được trống!'),
    );
    expect((await call('PATCH', url, tokens.quantri1, { ids: [own.id], approve: 'yes' })).json()).toEqual(
      refusal('Phê duyệt không đúng định dạng!'),
    );
    const mixed = await call('PATCH', url, tokens.quantri1, { ids: [own.id, other.id], approve: true });
    expect(mixed.statusCode).toBe(404);
    expect((await memberRows(tea1.id)).find((row) => row.id === own.id)?.status).toBe('pending');
    expect((await call('PATCH', url, tokens.canbo1, { ids: [own.id], approve: true })).statusCode).toBe(403);

    const reason = 'Tổ chỉ nhận hộ có chè đã chứng nhận VietGAP.';
    const refused = await call('PATCH', url, tokens.quantri1, { ids: [own.id], approve: false, reason });
    expect(refused.json()).toMatchObject({ message: 'Từ chối thành công', data: { ids: [own.id] } });
    const mine = (await call('GET', '/api/web/groups/mine', tokens.nguoidan1)).json().data.entries;
    expect(mine.find((row: { id: number }) => row.id === own.id)).toMatchObject({
      status: 'refused',
      refusal_reason: reason,
    });
    expect((await call('PATCH', url, tokens.quantri1, { ids: [own.id], approve: true })).json()).toEqual(
      refusal('Chỉ duyệt được các yêu cầu đang chờ duyệt'),
    );

    // asked again after the refusal: the same row waits again, without its reason; approved, the count grows
    const again = await call('POST', `/api/web/groups/${tea1.id}/join-requests`, tokens.nguoidan1, {
      message: 'Gia đình đã có chứng nhận VietGAP.',
    });
    expect(again.json()).toMatchObject({
      message: 'Đã gửi yêu cầu tham gia, vui lòng chờ phê duyệt',
      data: { entry: { id: own.id, status: 'pending', refusal_reason: null } },
    });
    const before = (await groupNamed(TEA, units.ward1)).member_count;
    const approved = await call('PATCH', url, tokens.doanthe1, { ids: [own.id], approve: true });
    expect(approved.json()).toMatchObject({ message: 'Phê duyệt thành công' });
    expect((await groupNamed(TEA, units.ward1)).member_count).toBe(before + 1);
    const history = await query<{ action: string }>(
      `select action from audit_log where subject = 'group_members' and row_id = ${own.id} order by id`,
    );
    expect(history.map((row) => row.action)).toEqual(['approve', 'approve']);
  });
});

describe('the resident side (POST /api/web/groups/{id}/join-requests)', () => {
  it('an open group takes them at once; an invitation-only one refuses; another ward’s is unknown', async () => {
    const club = await groupNamed(CLUB, units.ward1);
    const joined = await call('POST', `/api/web/groups/${club.id}/join-requests`, tokens.nguoidan1, {});
    expect(joined.json()).toMatchObject({
      message: 'Tham gia nhóm thành công',
      data: { entry: { status: 'approved', group_name: CLUB } },
    });
    expect((await groupNamed(CLUB, units.ward1)).member_count).toBe(club.member_count + 1);
    expect((await call('POST', `/api/web/groups/${club.id}/join-requests`, tokens.nguoidan1)).json()).toEqual(
      refusal('Bạn đã là thành viên của nhóm'),
    );
    const coop = await groupNamed(COOP, units.ward2);
    expect((await call('POST', `/api/web/groups/${coop.id}/join-requests`, tokens.nguoidan2)).json()).toMatchObject({
      code: 403,
      message: 'Nhóm chỉ nhận thành viên theo lời mời',
    });
    expect((await call('POST', `/api/web/groups/${coop.id}/join-requests`, tokens.nguoidan1)).statusCode).toBe(404);
    const tea2 = await groupNamed(TEA, units.ward2);
    expect((await call('POST', `/api/web/groups/${tea2.id}/join-requests`, tokens.nguoidan2)).json()).toEqual(
      refusal('Yêu cầu tham gia của bạn đang chờ duyệt'),
    );
    const long = await call('POST', `/api/web/groups/${tea2.id}/join-requests`, tokens.nguoidan2, {
      message: 'x'.repeat(501),
    });
    expect(long.json()).toEqual(refusal('Lời nhắn không được dài quá 500 ký tự!'));
  });

  it('leaving a group takes the resident out and the count down', async () => {
    const club = await groupNamed(CLUB, units.ward1);
    const left = await call('DELETE', `/api/web/groups/${club.id}/membership`, tokens.nguoidan1);
    expect(left.json()).toMatchObject({ message: 'Đã rời nhóm' });
    expect((await groupNamed(CLUB, units.ward1)).member_count).toBe(club.member_count - 1);
    expect((await call('DELETE', `/api/web/groups/${club.id}/membership`, tokens.nguoidan1)).statusCode).toBe(404);
  });

  it('the public list of a ward’s groups shows active groups with their counts', async () => {
    const shown = (await call('GET', `/api/web/groups?ward_id=${units.ward1}&length=100`)).json().data.entries;
    expect(shown.map((row: { name: string }) => row.name)).toContain(TEA);
    expect(shown[0]).toHaveProperty('member_count');
  });
});

describe('group news: staff post and moderate, members post where allowed, members-only news stays with members', () => {
  const inbox = async (token: string) =>
    (await call('GET', '/api/web/notifications?length=50', token))
      .json()
      .data.entries.map((row: { title: string }) => row.title);
  const newsUrl = (groupId: number) => `/api/admin/groups/${groupId}/news`;

  it('staff publish at once and the group’s members are told; the body is sanitised; a missing title is refused', async () => {
    const tea = await groupNamed(TEA, units.ward1);
    const bad = await call('POST', newsUrl(tea.id), tokens.quantri1, { content: '<p>Thiếu tiêu đề</p>' });
    expect(bad.json()).toEqual(refusal('Tiêu đề không được trống!'));
    const empty = await call('POST', newsUrl(tea.id), tokens.quantri1, {
      title: 'Rỗng',
      content: '<script>alert(1)</script>',
    });
    expect(empty.json()).toEqual(refusal('Nội dung không được trống!'));
    const before = (await query<{ n: number }>(`select count(*)::int as n from notifications`))[0].n;
    const posted = await call('POST', newsUrl(tea.id), tokens.quantri1, {
      title: 'Lịch thu hái chè vụ xuân',
      content: '<p>Tổ bắt đầu thu hái từ <b>thứ hai</b>.</p><img src=x onerror=alert(1)>',
    });
    expect(posted.statusCode, posted.body).toBe(200);
    const item = posted.json().data.entry;
    expect(item).toMatchObject({ status: 'published', title: 'Lịch thu hái chè vụ xuân' });
    expect(item.content).not.toContain('onerror');
    expect((await query<{ n: number }>(`select count(*)::int as n from notifications`))[0].n).toBe(before + 1);
    const receivers = await query<{ username: string }>(`
      select u.username from notification_receivers r join users u on u.id = r.user_id
      where r.notification_id = (select max(id) from notifications) order by u.username`);
    const members = await query<{ username: string }>(`
      select u.username from group_members m join users u on u.id = m.user_id
      where m.group_id = ${tea.id} and m.status = 'approved' order by u.username`);
    expect(receivers).toEqual(members);
    expect((await call('POST', newsUrl(tea.id), tokens.canbo1, { title: 'x', content: '<p>x</p>' })).statusCode).toBe(
      403,
    );
    expect((await call('GET', newsUrl(tea.id), tokens.quantri2)).statusCode).toBe(404);
    expect((await call('GET', `${newsUrl(tea.id)}?keyword=${'a'.repeat(201)}`, tokens.canbo1)).json()).toEqual(
      refusal('Từ khoá không đúng định dạng!'),
    );
    const listed = (await call('GET', `${newsUrl(tea.id)}?status=published`, tokens.canbo1)).json().data;
    expect(listed.entries.map((row: { id: number }) => row.id)).toContain(item.id);
  });

  it('a member posts where the group allows it; it waits, staff publish it and the others are told', async () => {
    const tea = await groupNamed(TEA, units.ward1);
    // nguoidan1 became a member of the tea team above
    const posted = await call('POST', `/api/web/groups/${tea.id}/news`, tokens.nguoidan1, {
      title: 'Nhà tôi cần thuê người hái chè',
      content: '<p>Cần 3 người, trả công theo kg.</p>',
    });
    expect(posted.json()).toMatchObject({
      message: 'Đã gửi tin, đang chờ cán bộ duyệt',
      data: { entry: { status: 'pending' } },
    });
    const id = posted.json().data.entry.id;
    const shown = async () =>
      (await call('GET', `/api/web/groups/${tea.id}/news`, tokens.nguoidan1))
        .json()
        .data.entries.map((row: { id: number }) => row.id);
    expect(await shown()).not.toContain(id);
    const url = `${newsUrl(tea.id)}/${id}/status`;
    expect((await call('PATCH', url, tokens.quantri1, { status: 'draft' })).json()).toEqual(
      refusal('Trạng thái không đúng định dạng!'),
    );
    expect((await call('PATCH', url, tokens.canbo1, { status: 'published' })).statusCode).toBe(403);
    const published = await call('PATCH', url, tokens.quantri1, { status: 'published' });
    expect(published.json()).toMatchObject({
      message: 'Đăng tin thành công',
      data: { entry: { status: 'published' } },
    });
    expect(await shown()).toContain(id);
    const told = await query<{ user_id: number }>(
      `select r.user_id from notification_receivers r where r.notification_id = (select max(id) from notifications)`,
    );
    const [author] = await query<{ id: number }>(`select id from users where username = 'nguoidan1'`);
    expect(told.length).toBeGreaterThan(0);
    expect(told.map((row) => row.user_id)).not.toContain(author.id);
    await call('PATCH', url, tokens.quantri1, { status: 'hidden' });
    expect(await shown()).not.toContain(id);
    expect((await call('DELETE', `${newsUrl(tea.id)}/${id}`, tokens.quantri1)).json()).toMatchObject({
      message: 'Xoá tin thành công',
    });
    expect((await call('DELETE', `${newsUrl(tea.id)}/${id}`, tokens.quantri1)).statusCode).toBe(404);
  });

  it('members-only news is hidden from non-members; a group without members’ posts refuses them', async () => {
    const coop = await groupNamed(COOP, units.ward2);
    await call('POST', newsUrl(coop.id), tokens.quantri2, { title: 'Họp xã viên', content: '<p>Họp cuối tháng.</p>' });
    const stranger = await call('GET', `/api/web/groups/${coop.id}/news`, tokens.nguoidan2);
    expect(stranger.json()).toMatchObject({ code: 403, message: 'Tin của nhóm chỉ dành cho thành viên' });
    expect((await call('GET', `/api/web/groups/${coop.id}/news`)).statusCode).toBe(403);
    const [resident] = await query<{ id: number }>(`select id from users where username = 'nguoidan2'`);
    await call('POST', `/api/admin/groups/${coop.id}/members`, tokens.quantri2, { user_ids: [resident.id] });
    const member = await call('GET', `/api/web/groups/${coop.id}/news`, tokens.nguoidan2);
    expect(member.json().data.entries.map((row: { title: string }) => row.title)).toContain('Họp xã viên');
    const refused = await call('POST', `/api/web/groups/${coop.id}/news`, tokens.nguoidan2, {
      title: 'Tin',
      content: '<p>x</p>',
    });
    expect(refused.json()).toMatchObject({ code: 403, message: 'Nhóm không cho thành viên đăng tin' });
    // added after the meeting's news: told of the next item, in their app's inbox
    await call('POST', newsUrl(coop.id), tokens.quantri2, { title: 'Nhận giống lúa', content: '<p>Thứ bảy.</p>' });
    expect(await inbox(tokens.nguoidan2)).toContain('Tin mới của nhóm Hợp tác xã nông nghiệp xanh: "Nhận giống lúa"');
  });
});
