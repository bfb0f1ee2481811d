import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { adminQuery, withDatabase } from '../global-setup.ts';
import { DEMO_PASSWORD } from '../../src/seed/seed-demo.ts';
import { connectSocket, type TestSocket } from './realtime-client.ts';

// issue 13: two API processes on one PostgreSQL and one Redis. Runs in the PostgreSQL run (npm run test:pg), where
// TEST_REDIS_URL is set; the embedded default has one process and no Redis.
const target = inject('testDatabase');
const redisUrl = process.env.TEST_REDIS_URL;
const enabled = target.kind === 'postgres' && !!redisUrl;

const nodes: ChildProcess[] = [];
const sockets: TestSocket[] = [];
let databaseName = '';
let serverUrl = '';
let a = '';
let b = '';

function startNode(databaseUrl: string) {
  const child = fork(path.join(import.meta.dirname, 'api-node.ts'), [databaseUrl, redisUrl!], {
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  nodes.push(child);
  return new Promise<string>((resolve, reject) => {
    child.once('message', (message: { base: string }) => resolve(message.base));
    child.once('exit', (code) => reject(new Error(`API node exited with ${code}`)));
  });
}

async function call(base: string, method: string, url: string, token?: string, body?: unknown) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  return {
    status: response.status,
    json: (await response.json()) as {
      data: { token: string; entry: { id: number; ward_id: number } };
      message: string;
    },
  };
}
const login = async (base: string, username: string) =>
  (await call(base, 'POST', '/api/auth/login', undefined, { username, password: DEMO_PASSWORD })).json.data.token;

beforeAll(async () => {
  if (target.kind !== 'postgres' || !enabled) return;
  serverUrl = target.serverUrl;
  databaseName = `${target.template}_nodes_${process.pid}`;
  await adminQuery(serverUrl, `create database ${databaseName} template ${target.template}`);
  const url = withDatabase(serverUrl, databaseName);
  [a, b] = await Promise.all([startNode(url), startNode(url)]);
}, 60_000);

afterAll(async () => {
  for (const socket of sockets) socket.close();
  await Promise.all(nodes.map((node) => new Promise((resolve) => (node.once('exit', resolve), node.kill('SIGTERM')))));
  if (databaseName) await adminQuery(serverUrl, `drop database if exists ${databaseName} with (force)`);
});

describe.skipIf(!enabled)('realtime across two API processes (PostgreSQL + Redis)', () => {
  it('delivers a notification sent through node A to a socket connected to node B', async () => {
    const officer = await login(a, 'canbo1');
    const receiver = await connectSocket(b, await login(b, 'yte1'));
    sockets.push(receiver);
    const wardId = (await call(a, 'GET', '/api/admin/profile', officer)).json.data.entry.ward_id as number;
    const made = await call(a, 'POST', '/api/admin/notifications', officer, {
      title: 'Thông báo qua hai máy chủ',
      content: '<p>Kiểm tra</p>',
      ward_ids: [wardId],
    });
    const id = made.json.data.entry.id as number;
    expect((await call(a, 'PATCH', `/api/admin/notifications/${id}/sent-status`, officer)).status).toBe(200);
    const event = await receiver.next((e) => e.id === id);
    expect(event.title).toBe('Thông báo qua hai máy chủ');
  });

  it('disconnects on node B the socket of a session revoked through node A', async () => {
    const token = await login(a, 'yte1');
    const socket = await connectSocket(b, token);
    sockets.push(socket);
    expect((await call(a, 'POST', '/api/admin/logout', token)).status).toBe(200);
    await socket.disconnected(2_000);
    expect(socket.ended).toBe(true);
  });
});
