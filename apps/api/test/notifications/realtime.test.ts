import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { demoUnits } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import { connectSocket, type TestSocket } from './realtime-client.ts';

let t: TestApp;
let base: string;
let units: Awaited<ReturnType<typeof demoUnits>>;
const tokens: Record<string, string> = {};
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  units = await demoUnits(t);
  for (const name of ['canbo1', 'yte1', 'canbo2']) tokens[name] = await t.login(name);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

const open = async (token: string | undefined, lastEventId?: string) => {
  const socket = await connectSocket(base, token, lastEventId);
  sockets.push(socket);
  return socket;
};
/** canbo1 writes and sends a notice to their ward; answers its id */
async function sendToWard(title: string) {
  const made = await t.request({
    method: 'POST',
    url: '/api/admin/notifications',
    token: tokens.canbo1,
    payload: { title, content: '<p>Nội dung</p>', ward_ids: [units.ward1] },
  });
  const id = made.json().data.entry.id as number;
  const sent = await t.request({
    method: 'PATCH',
    url: `/api/admin/notifications/${id}/sent-status`,
    token: tokens.canbo1,
  });
  expect(sent.statusCode).toBe(200);
  return id;
}

describe('the realtime channel (one process, no Redis)', () => {
  it('refuses a socket without a live session token', async () => {
    await expect(connectSocket(base, undefined)).rejects.toThrow('UNAUTHENTICATED');
    await expect(connectSocket(base, 'not-a-token')).rejects.toThrow('UNAUTHENTICATED');
  });

  it('pushes a sent notification to its receivers at once, and to no one else', async () => {
    const receiver = await open(tokens.yte1);
    const stranger = await open(tokens.canbo2);
    const id = await sendToWard('Lịch trực Tết');
    const event = await receiver.next((e) => e.id === id);
    expect(event).toMatchObject({ title: 'Lịch trực Tết', type: 'general', sender_name: 'Nguyễn Thị Hoa' });
    expect(event.cursor).toMatch(/^\d{4}-.*Z_\d+$/);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(stranger.events.map((e) => e.id)).not.toContain(id);
  });

  it('catches a reconnecting client up on what it missed, by the last event id', async () => {
    const first = await open(tokens.yte1);
    const before = await sendToWard('Trước khi mất sóng');
    const last = await first.next((e) => e.id === before);
    first.close();
    const missed = [await sendToWard('Khi mất sóng 1'), await sendToWard('Khi mất sóng 2')];
    const again = await open(tokens.yte1, last.cursor);
    await again.next((e) => e.id === missed[1]);
    expect(again.events.map((e) => e.id)).toEqual(missed);
  });

  it('an event sent while a client reconnects reaches it once, after what it missed', async () => {
    // the send lands before, during or after the catch-up's query, by the round's delay: during used to give it twice
    for (let round = 0; round < 8; round++) {
      const first = await open(tokens.yte1);
      const before = await sendToWard(`Trước khi mất sóng ${round}`);
      const last = await first.next((e) => e.id === before);
      first.close();
      const missed = await sendToWard(`Khi mất sóng ${round}`);
      const sendLater = async () => {
        await new Promise((resolve) => setTimeout(resolve, round * 3));
        return sendToWard(`Lúc nối lại ${round}`);
      };
      const [again, during] = await Promise.all([open(tokens.yte1, last.cursor), sendLater()]);
      await again.next((e) => e.id === during);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(again.events.map((e) => e.id)).toEqual([missed, during]);
      again.close();
    }
  });

  it('cuts the socket of a session that ends, within a second', async () => {
    const token = await t.login('yte1');
    const socket = await open(token);
    const logout = await t.request({ method: 'POST', url: '/api/admin/logout', token });
    expect(logout.statusCode).toBe(200);
    // each node checks its sockets' sessions every SESSION_CHECK_MS (500 ms); the bound leaves room for a slow machine
    await socket.disconnected(2_000);
    expect(socket.ended).toBe(true);
  });
});
