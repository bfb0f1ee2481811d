import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { passwordResetRequests, passwordResets, users } from '../../src/db/schema/index.ts';
import type { Mail } from '../../src/lib/mailer.ts';
import { drainResetQueue } from '../../src/modules/auth/reset-queue-plugin.ts';
import { LOCKED_MESSAGE, NO_EMAIL_MESSAGE, RESET_MAIL_LIMIT } from '../../src/modules/users/reset-mail.ts';
import { buildTestApp, type TestApp } from '../helper.ts';

let t: TestApp;
let wardAdmin: string;
const sent: Mail[] = [];
const URL = '/api/admin/reset-password';

beforeAll(async () => {
  t = await buildTestApp();
  // the queue's mails land here instead of DATA_DIR/outbox
  vi.spyOn(t.app.mailer, 'send').mockImplementation(async (mail) => void sent.push(mail));
  wardAdmin = await t.login('quantri1');
});
afterAll(() => t.close());
beforeEach(() => {
  sent.length = 0;
});

async function account(username: string) {
  const [row] = await t.database.db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.username, username));
  return row;
}
const setEmail = (username: string, email: string | null) =>
  t.database.db.update(users).set({ email }).where(eq(users.username, username));
const send = (body: unknown, token: string | undefined = wardAdmin) =>
  t.request({ method: 'POST', url: URL, token, payload: body as object });

/** nothing waits in the reset queue and no link was made for these accounts */
async function expectNothingQueued(ids: number[]) {
  await drainResetQueue(t.app);
  expect(await t.database.db.$count(passwordResetRequests)).toBe(0);
  expect(await t.database.db.$count(passwordResets, inArray(passwordResets.userId, ids))).toBe(0);
  expect(sent).toEqual([]);
}

describe('POST /api/admin/reset-password', () => {
  it('queues the reset mail of a user the officer manages; the password stays until the link is used', async () => {
    await setEmail('canbo1', 'canbo1@example.vn');
    const target = await account('canbo1');
    const targetToken = await t.login('canbo1');

    const response = await send({ user_id: target.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, message: 'Đã gửi email đặt lại mật khẩu', data: null });

    await drainResetQueue(t.app);
    expect(sent.map((mail) => mail.to)).toEqual(['canbo1@example.vn']);
    expect(sent[0].subject).toBe('Đặt lại mật khẩu trang quản trị');
    expect(sent[0].text).toMatch(/\/auth\/reset-password\?token=[\w-]{20,}/);
    expect(await t.database.db.$count(passwordResets, eq(passwordResets.userId, target.id))).toBe(1);
    // a mail, not a reset: same password, sessions alive
    expect((await account('canbo1')).passwordHash).toBe(target.passwordHash);
    expect((await t.request({ method: 'GET', url: '/api/admin/profile', token: targetToken })).statusCode).toBe(200);

    // the link works with the public reset page
    const token = /token=([\w-]+)/.exec(sent[0].text)![1];
    const check = await t.request({ method: 'GET', url: `/api/auth/forgot-password/${token}` });
    expect(check.json().data).toEqual({ valid: true });
  });

  it('answers in Vietnamese when the user has no e-mail or is locked, and queues nothing', async () => {
    await setEmail('thon1', null);
    const noEmail = await send({ user_id: (await account('thon1')).id });
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.json()).toMatchObject({ code: 400, message: NO_EMAIL_MESSAGE, data: null });

    await setEmail('yte1', 'yte1@example.vn');
    await t.database.db.update(users).set({ isActive: false }).where(eq(users.username, 'yte1'));
    const locked = await send({ user_id: (await account('yte1')).id });
    expect(locked.statusCode).toBe(400);
    expect(locked.json().message).toBe(LOCKED_MESSAGE);

    const [thon1, yte1] = [await account('thon1'), await account('yte1')];
    await expectNothingQueued([thon1.id, yte1.id]);
  });

  it('validates the body in Vietnamese', async () => {
    for (const body of [{}, { user_id: 'abc' }, { user_id: 0 }]) {
      const response = await send(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message, JSON.stringify(body)).toMatch(/Người dùng/);
    }
    const missing = await send({ user_id: 999_999 });
    expect(missing.statusCode).toBe(404);
    await expectNothingQueued([]);
  });

  it('refuses without the users update permission, another ward’s user and a role the officer cannot give', async () => {
    await setEmail('canbo2', 'canbo2@example.vn');
    await setEmail('phutrach1', 'phutrach1@example.vn');
    await setEmail('tinh', 'tinh@example.vn');
    const [other, sameWard, province] = [await account('canbo2'), await account('phutrach1'), await account('tinh')];

    // unauthenticated, then a ward officer who may only read users
    expect((await send({ user_id: sameWard.id }, '')).statusCode).toBe(401);
    const officer = await send({ user_id: sameWard.id }, await t.login('canbo1'));
    expect(officer.statusCode).toBe(403);
    expect(officer.json().message).toBe('Bạn không có quyền thực hiện chức năng này');

    // another ward's user is not found for this officer, as on every users route
    const foreign = await send({ user_id: other.id });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Không tìm thấy dữ liệu');

    // the province account is out of a ward officer's reach too
    expect((await send({ user_id: province.id })).statusCode).toBe(404);

    // a user in the ward whose role the officer could not give (a province-level role): 403, as for edit and delete
    await setEmail('phongban1', 'phongban1@example.vn');
    const higher = await account('phongban1');
    await t.database.db.update(users).set({ roleId: 3 }).where(eq(users.id, higher.id));
    const above = await send({ user_id: higher.id });
    expect(above.statusCode).toBe(403);
    expect(above.json().message).toBe('Bạn không được cấp hoặc quản lý vai trò này');

    await expectNothingQueued([other.id, sameWard.id, province.id, higher.id]);
  });

  it('limits the mails per user', async () => {
    await setEmail('doanthe1', 'doanthe1@example.vn');
    const { id } = await account('doanthe1');
    for (let i = 0; i < RESET_MAIL_LIMIT.limit; i++) expect((await send({ user_id: id })).statusCode).toBe(200);
    const over = await send({ user_id: id });
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
    expect(over.json().message).toMatch(/quá nhiều yêu cầu đặt lại mật khẩu/);
    await drainResetQueue(t.app);
    // the app's own queue job may hold one request under its lease while the drain runs: wait until none is left
    await expect.poll(() => t.database.db.$count(passwordResetRequests), { timeout: 15_000 }).toBe(0);
    // a request whose account already got a link made after it was queued sends none (mailResetLinks): requests
    // sent faster than the queue works may share one mail, so the mails are between one and the limit, never more
    const mails = sent.filter((mail) => mail.to === 'doanthe1@example.vn').length;
    expect(mails).toBeGreaterThanOrEqual(1);
    expect(mails).toBeLessThanOrEqual(RESET_MAIL_LIMIT.limit);
    // and the refused fourth request left nothing behind: no request queued, no extra link
    const links = await t.database.db.$count(passwordResets, eq(passwordResets.userId, id));
    expect(links).toBe(mails);
  });
});
