import { readFile } from 'node:fs/promises';
import path from 'node:path';
import webPush from 'web-push';
import { PUSH_DEVICES_PER_PERSON } from '@console/shared/forms/web-push';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { appMeta, users, webPushJobs, webPushSubscriptions } from '../../src/db/schema/index.ts';
import { PUSH_BATCH, PUSH_JOB_MAX_ATTEMPTS } from '../../src/modules/web-push/push-jobs.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { checkVapid, decrypt, makeDevice, startPushService, type TestDevice } from './push-service.ts';

let t: TestApp;
let service: Awaited<ReturnType<typeof startPushService>>;
const tokens: Record<string, string> = {};
const SUBSCRIPTIONS = '/api/web/notifications/push-subscriptions';

beforeAll(async () => {
  service = await startPushService();
  t = await buildTestApp({}, undefined, { pushAgent: service.agent });
  for (const name of ['canbo1', 'nguoidan1', 'nguoidan2']) tokens[name] = await t.login(name);
});
afterAll(async () => {
  await t.close();
  await service.close();
});
beforeEach(async () => {
  await t.database.db.delete(webPushSubscriptions);
  service.received.length = 0;
});

/** what the residents' app sends: the browser's PushSubscription.toJSON() */
const subscriptionOf = (device: TestDevice, pathName: string) => ({
  endpoint: `${service.origin}${pathName}`,
  expirationTime: null,
  keys: device.keys,
});
const subscribe = (token: string | undefined, payload: unknown) =>
  t.request({ method: 'POST', url: SUBSCRIPTIONS, token, payload: payload as object });
const devicesOf = async (token: string) =>
  (await t.request({ method: 'GET', url: SUBSCRIPTIONS, token })).json().data.entries as { id: number }[];
const storedCount = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(webPushSubscriptions))[0].n;

/** canbo1 sends a notice to the residents of ward 1 (nguoidan1, not nguoidan2); the pushes go out at once */
async function sendToResidents(title: string, content = '<p>Mời bà con <b>đến họp</b> lúc 8&nbsp;giờ.</p>') {
  const created = await t.request({
    method: 'POST',
    url: '/api/admin/notifications',
    token: tokens.canbo1,
    payload: { title, content, role_ids: [7] },
  });
  const { id } = created.json().data.entry as { id: number };
  const sent = await t.request({
    method: 'PATCH',
    url: `/api/admin/notifications/${id}/sent-status`,
    token: tokens.canbo1,
  });
  expect(sent.statusCode, sent.body).toBe(200);
  await t.app.webPush.drain();
  return id;
}

describe('the server key to subscribe with', () => {
  it('is a P-256 public key, the same on every call, for anyone', async () => {
    const first = await t.request({ method: 'GET', url: '/api/web/notifications/push-key' });
    expect(first.statusCode).toBe(200);
    const key = first.json().data.public_key as string;
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    const again = await t.request({ method: 'GET', url: '/api/web/notifications/push-key' });
    expect(again.json().data.public_key).toBe(key);
  });

  it('is kept where every node reads it: DATA_DIR for the embedded database, the database for PostgreSQL', async () => {
    const key = (await t.request({ method: 'GET', url: '/api/web/notifications/push-key' })).json().data.public_key;
    const kept =
      t.database.driver === 'postgres'
        ? (await t.database.db.select().from(appMeta).where(eq(appMeta.key, 'web_push_vapid')))[0].value
        : await readFile(path.join(t.dataDir, 'web-push-vapid'), 'utf8');
    expect(JSON.parse(kept).publicKey).toBe(key);
  });

  it('is the configured pair when VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set', async () => {
    const pair = webPush.generateVAPIDKeys();
    const configured = await buildTestApp({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey });
    try {
      const answer = await configured.request({ method: 'GET', url: '/api/web/notifications/push-key' });
      expect(answer.json().data.public_key).toBe(pair.publicKey);
    } finally {
      await configured.close();
    }
  });
});

describe('a person’s devices', () => {
  it('keeps the browser’s subscription and shows only the push service’s host back', async () => {
    const device = makeDevice();
    const saved = await subscribe(tokens.nguoidan1, subscriptionOf(device, '/ok/a'));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().message).toBe('Đã bật thông báo đẩy trên thiết bị');
    expect(saved.json().data.entry).toMatchObject({ push_service: service.origin.slice(8), failures: 0 });
    expect(JSON.stringify(saved.json())).not.toContain('/ok/a');
    expect(await devicesOf(tokens.nguoidan1)).toHaveLength(1);
    expect(await devicesOf(tokens.nguoidan2)).toHaveLength(0);
  });

  it('refuses a bad subscription in Vietnamese and keeps nothing', async () => {
    const device = makeDevice();
    const cases: [unknown, string][] = [
      [
        { ...subscriptionOf(device, '/x'), endpoint: 'http://push.example.vn/x' },
        'Địa chỉ nhận thông báo đẩy không đúng định dạng!',
      ],
      [{ endpoint: `${service.origin}/x` }, 'Khoá mã hoá của thiết bị không được trống!'],
      [
        { ...subscriptionOf(device, '/x'), keys: { ...device.keys, p256dh: 'abc' } },
        'Khoá mã hoá của thiết bị không đúng định dạng!',
      ],
      [
        { ...subscriptionOf(device, '/x'), keys: { ...device.keys, auth: 'abc' } },
        'Khoá xác thực của thiết bị không đúng định dạng!',
      ],
      [{ ...subscriptionOf(device, '/x'), keys: 'abc' }, 'Khoá của thiết bị không đúng định dạng!'],
    ];
    for (const [payload, message] of cases) {
      const refused = await subscribe(tokens.nguoidan1, payload);
      expect([refused.statusCode, refused.json().message]).toEqual([400, message]);
    }
    expect((await subscribe(undefined, subscriptionOf(device, '/x'))).statusCode).toBe(401);
    expect(await storedCount()).toBe(0);
  });

  it('gives a device that signs in as someone else to them, and lets each remove only their own', async () => {
    const device = makeDevice();
    await subscribe(tokens.nguoidan1, subscriptionOf(device, '/ok/shared'));
    const moved = await subscribe(tokens.nguoidan2, subscriptionOf(device, '/ok/shared'));
    const { id } = moved.json().data.entry as { id: number };
    expect(await devicesOf(tokens.nguoidan1)).toHaveLength(0);
    expect((await devicesOf(tokens.nguoidan2)).map((d) => d.id)).toEqual([id]);

    const notTheirs = await t.request({ method: 'DELETE', url: `${SUBSCRIPTIONS}/${id}`, token: tokens.nguoidan1 });
    expect(notTheirs.statusCode).toBe(404);
    expect(await storedCount()).toBe(1);
    const removed = await t.request({ method: 'DELETE', url: `${SUBSCRIPTIONS}/${id}`, token: tokens.nguoidan2 });
    expect([removed.statusCode, removed.json().message]).toEqual([200, 'Đã tắt thông báo đẩy trên thiết bị']);
    expect(await storedCount()).toBe(0);
  });

  it(`keeps at most ${PUSH_DEVICES_PER_PERSON} devices a person, the oldest making room`, async () => {
    const ids: number[] = [];
    for (let i = 0; i <= PUSH_DEVICES_PER_PERSON; i++)
      ids.push((await subscribe(tokens.nguoidan1, subscriptionOf(makeDevice(), `/ok/${i}`))).json().data.entry.id);
    const kept = (await devicesOf(tokens.nguoidan1)).map((d) => d.id);
    expect(kept).toHaveLength(PUSH_DEVICES_PER_PERSON);
    expect(kept).not.toContain(ids[0]);
  });
});

describe('pushing a sent notification', () => {
  it('reaches the receivers’ devices encrypted for each and signed with the server key', async () => {
    const mine = makeDevice();
    const otherWard = makeDevice();
    await subscribe(tokens.nguoidan1, subscriptionOf(mine, '/ok/mine'));
    await subscribe(tokens.nguoidan2, subscriptionOf(otherWard, '/ok/other-ward'));
    const id = await sendToResidents('Họp dân thôn Đông');

    expect(service.received.map((push) => push.path)).toEqual(['/ok/mine']);
    const [push] = service.received;
    expect(push.headers).toMatchObject({ 'content-encoding': 'aes128gcm', ttl: '86400' });
    expect(decrypt(mine, push)).toEqual({
      id,
      type: 'general',
      title: 'Họp dân thôn Đông',
      body: 'Mời bà con đến họp lúc 8 giờ.',
    });
    const vapid = checkVapid(push, service.origin);
    const serverKey = (await t.request({ method: 'GET', url: '/api/web/notifications/push-key' })).json().data
      .public_key;
    expect(vapid).toMatchObject({ valid: true, publicKey: serverKey, forThisService: true, live: true });
    expect(vapid.payload.sub).toMatch(/^mailto:/);
    expect(await t.database.db.select().from(webPushJobs)).toEqual([]);
    const [device] = await devicesOf(tokens.nguoidan1);
    expect(device).toMatchObject({ failures: 0, last_success_at: expect.any(String) });
  });

  it('forgets a device the push service says is gone and counts the failures of one that fails', async () => {
    await subscribe(tokens.nguoidan1, subscriptionOf(makeDevice(), '/device/gone'));
    await subscribe(tokens.nguoidan1, subscriptionOf(makeDevice(), '/device/broken'));
    await sendToResidents('Lịch cắt điện');
    expect(service.received.map((push) => push.path).sort()).toEqual(['/device/broken', '/device/gone']);
    const left = await t.database.db.select().from(webPushSubscriptions);
    expect(left.map((row) => [row.endpoint.slice(service.origin.length), row.failures])).toEqual([
      ['/device/broken', 1],
    ]);
  });

  it('pushes once however often the send is repeated', async () => {
    await subscribe(tokens.nguoidan1, subscriptionOf(makeDevice(), '/ok/once'));
    const id = await sendToResidents('Thông báo tiêm chủng');
    const again = await t.request({
      method: 'PATCH',
      url: `/api/admin/notifications/${id}/sent-status`,
      token: tokens.canbo1,
    });
    expect(again.statusCode).toBe(200);
    await t.app.webPush.drain();
    expect(service.received).toHaveLength(1);
  });

  it(`goes on past ${PUSH_BATCH} devices, batch after batch`, async () => {
    const [resident] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'nguoidan1'));
    const device = makeDevice();
    // more devices than one batch, written directly (the API keeps ten a person)
    await t.database.db.insert(webPushSubscriptions).values(
      Array.from({ length: PUSH_BATCH + 5 }, (_, i) => ({
        userId: resident.id,
        endpoint: `${service.origin}/many/${i}`,
        ...device.keys,
      })),
    );
    await sendToResidents('Thông báo nhiều thiết bị');
    expect(new Set(service.received.map((push) => push.path)).size).toBe(PUSH_BATCH + 5);
    expect(await t.database.db.select().from(webPushJobs)).toEqual([]);
  });

  it('drops a job that keeps failing instead of retrying it for ever', async () => {
    await subscribe(tokens.nguoidan1, subscriptionOf(makeDevice(), '/ok/late'));
    const id = await sendToResidents('Thông báo cũ');
    service.received.length = 0;
    // a job claimed and lost as many times as allowed (its node stopped each time)
    await t.database.db.insert(webPushJobs).values({ notificationId: id, attempts: PUSH_JOB_MAX_ATTEMPTS });
    await t.app.webPush.drain();
    expect(service.received).toHaveLength(0);
    expect(await t.database.db.select().from(webPushJobs)).toEqual([]);
  });
});
