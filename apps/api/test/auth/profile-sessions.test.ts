import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../../src/seed/seed-demo.ts';
import { buildTestApp, type TestApp } from '../helper.ts';

// Issue 21 (ASVS 3.3.2–3.3.4): the account's signed-in devices on its profile — list, end one, end every other —
// and sessions that end by themselves after 30 idle minutes or 12 hours (both configurable)

const URL = '/api/admin/profile/sessions';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function signIn(username: string, userAgent: string) {
  const response = await t.request({
    method: 'POST',
    url: '/api/auth/login',
    payload: { username, password: DEMO_PASSWORD },
    headers: { 'user-agent': userAgent },
  });
  return response.json().data.token as string;
}
const sessionIdOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { sid: string }).sid;
const status = async (token: string) => (await t.request({ method: 'GET', url: URL, token })).statusCode;
const seenAgo = (token: string, seconds: number) =>
  t.database.db
    .update(sessions)
    .set({ lastSeenAt: sql`now() - ${seconds} * interval '1 second'` })
    .where(eq(sessions.id, sessionIdOf(token)));
const rowOf = async (token: string) =>
  (
    await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.id, sessionIdOf(token)))
  )[0];

describe('the profile’s sessions', () => {
  it('lists the account’s live sessions, the asking one marked, newest activity first', async () => {
    const laptop = await signIn('canbo2', 'Mozilla/5.0 (Windows NT 10.0) Chrome/140');
    const phone = await signIn('canbo2', 'Mozilla/5.0 (Linux; Android 14) Chrome/140 Mobile');
    await signIn('canbo1', 'someone else');
    const response = await t.request({ method: 'GET', url: URL, token: laptop });
    expect(response.statusCode).toBe(200);
    const { total, entries } = response.json().data;
    expect(total).toBe(2);
    const ids = entries.map((entry: { id: string }) => entry.id);
    expect(ids.sort()).toEqual([sessionIdOf(laptop), sessionIdOf(phone)].sort());
    const current = entries.find((entry: { current: boolean }) => entry.current);
    expect(current).toMatchObject({ id: sessionIdOf(laptop), user_agent: 'Mozilla/5.0 (Windows NT 10.0) Chrome/140' });
    // a session lives 12 hours by default
    const lifetime = Date.parse(current.expires_at) - Date.parse(current.created_at);
    expect(Math.abs(lifetime - 12 * 3_600_000)).toBeLessThan(5_000);
  });

  it('ends one of them: its token stops working at once; another account’s or a wrong id is refused', async () => {
    const mine = await signIn('canbo2', 'máy tính xã');
    const other = await signIn('canbo2', 'điện thoại');
    const stranger = await signIn('canbo1', 'máy khác');
    const before = await rowOf(stranger);

    const foreign = await t.request({ method: 'DELETE', url: `${URL}/${sessionIdOf(stranger)}`, token: mine });
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, 'Không tìm thấy dữ liệu']);
    const malformed = await t.request({ method: 'DELETE', url: `${URL}/abc`, token: mine });
    expect([malformed.statusCode, malformed.json().message]).toEqual([400, 'Mã phiên đăng nhập không đúng định dạng!']);
    expect(await rowOf(stranger)).toEqual(before);
    expect(await status(stranger)).toBe(200);

    const ended = await t.request({ method: 'DELETE', url: `${URL}/${sessionIdOf(other)}`, token: mine });
    expect([ended.statusCode, ended.json().message]).toEqual([200, 'Đã đăng xuất phiên đăng nhập']);
    expect(await status(other)).toBe(401);
    expect(await status(mine)).toBe(200);
    // already ended: nothing to end
    expect((await t.request({ method: 'DELETE', url: `${URL}/${sessionIdOf(other)}`, token: mine })).statusCode).toBe(
      404,
    );
  });

  it('ends every other session of the account, keeping the asking one and other accounts’', async () => {
    const mine = await signIn('canbo2', 'a');
    const others = [await signIn('canbo2', 'b'), await signIn('canbo2', 'c')];
    const stranger = await signIn('canbo1', 'd');
    const response = await t.request({ method: 'POST', url: `${URL}/end-others`, token: mine });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Đã đăng xuất khỏi các thiết bị khác');
    expect(response.json().data.ended).toBeGreaterThanOrEqual(2);
    for (const token of others) expect(await status(token)).toBe(401);
    expect(await status(mine)).toBe(200);
    expect(await status(stranger)).toBe(200);
    expect((await t.request({ method: 'GET', url: URL, token: mine })).json().data.total).toBe(1);
  });

  it('is staff’s: a resident is refused, and nobody without a session', async () => {
    const resident = await signIn('nguoidan1', 'app');
    expect(await status(resident)).toBe(403);
    expect((await t.request({ method: 'GET', url: URL })).statusCode).toBe(401);
  });
});

describe('sessions that end by themselves', () => {
  it('after 30 idle minutes; a request keeps one alive, written at most once a minute', async () => {
    const token = await signIn('canbo2', 'idle test');
    await seenAgo(token, 20);
    const recent = (await rowOf(token)).lastSeenAt;
    expect(await status(token)).toBe(200);
    // seen 20 s ago: no write
    expect((await rowOf(token)).lastSeenAt).toEqual(recent);
    await seenAgo(token, 29 * 60);
    expect(await status(token)).toBe(200);
    // seen 29 minutes ago: the request wrote it again
    expect(Date.now() - (await rowOf(token)).lastSeenAt.getTime()).toBeLessThan(60_000);
    await seenAgo(token, 31 * 60);
    expect(await status(token)).toBe(401);
  });

  it('the idle time and the lifetime are settings', async () => {
    const short = await buildTestApp({ SESSION_IDLE_MINUTES: '5', TOKEN_TTL_HOURS: '2' });
    try {
      const token = (
        await short.request({
          method: 'POST',
          url: '/api/auth/login',
          payload: { username: 'canbo2', password: DEMO_PASSWORD },
        })
      ).json().data.token as string;
      const id = sessionIdOf(token);
      const [row] = await short.database.db.select().from(sessions).where(eq(sessions.id, id));
      expect(Math.abs(row.expiresAt.getTime() - row.createdAt.getTime() - 2 * 3_600_000)).toBeLessThan(5_000);
      await short.database.db
        .update(sessions)
        .set({ lastSeenAt: sql`now() - interval '6 minutes'` })
        .where(eq(sessions.id, id));
      expect((await short.request({ method: 'GET', url: URL, token })).statusCode).toBe(401);
    } finally {
      await short.close();
    }
  });
});
