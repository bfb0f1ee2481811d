import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, getTableName, sql, type Table } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Database } from '../../src/db/client.ts';
import { passwordResetRequests, passwordResets, users } from '../../src/db/schema/index.ts';
import type { Mail } from '../../src/lib/mailer.ts';
import { drainResetQueue } from '../../src/modules/auth/reset-queue-plugin.ts';
import { RESET_MAX_ATTEMPTS } from '../../src/modules/auth/reset-queue.ts';
import { openTestDatabase } from '../helper.ts';
import { memoryLog } from '../memory-log.ts';
import { testConfig } from '../test-config.ts';

/** records sent mails; fails (quoting the recipient, as SMTP servers do) while `failing` is set */
const mailbox = {
  sent: [] as Mail[],
  failing: false,
  /** fail only mails to this address */
  failingTo: '',
  async send(mail: Mail) {
    // a little time per mail, so two nodes draining at once really overlap
    await new Promise((resolve) => setTimeout(resolve, 2));
    if (mailbox.failing || (mailbox.failingTo && mail.to === mailbox.failingTo))
      throw Object.assign(new Error(`550 5.1.1 <${mail.to}>: Recipient address rejected`), { responseCode: 550 });
    mailbox.sent.push(mail);
  },
};
const mailsTo = (address: string) => mailbox.sent.filter((mail) => mail.to.toLowerCase() === address.toLowerCase());

const log = memoryLog();
let app: FastifyInstance;
let database: Database;
let drop: () => Promise<void>;
let dataDir: string;

async function buildNode() {
  const config = testConfig({ DATA_DIR: dataDir });
  return buildApp({ config, database, tokenSecret: config.TOKEN_SECRET!, mailer: mailbox, logger: log.logger });
}

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'console-reset-queue-'));
  app = await buildNode();
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await drop();
  await rm(dataDir, { recursive: true, force: true });
});

let requests = 0;
const requestReset = (email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { email },
    remoteAddress: `10.2.0.${++requests}`,
  });
const setEmail = (username: string, email: string) =>
  database.db.update(users).set({ email }).where(eq(users.username, username));
const queued = () => database.db.select().from(passwordResetRequests).orderBy(passwordResetRequests.id);

const DB_METHODS = ['select', 'insert', 'update', 'delete', 'execute', 'transaction'] as const;

/** every call made on the database object until stop(), with the table where the call names one */
function recordDatabaseWork() {
  const calls: string[] = [];
  const db = database.db as unknown as Record<string, (...args: unknown[]) => unknown>;
  const spies = DB_METHODS.map((method) => {
    const original = db[method];
    return vi.spyOn(db, method).mockImplementation((...args: unknown[]) => {
      const table = ['insert', 'update', 'delete'].includes(method) ? `:${getTableName(args[0] as Table)}` : '';
      calls.push(`${method}${table}`);
      return original.apply(database.db, args);
    });
  });
  return { calls, stop: () => spies.forEach((spy) => spy.mockRestore()) };
}

describe('POST /api/auth/reset-password only enqueues', () => {
  it('does the same database work for a known and an unknown address, and sends nothing itself', async () => {
    await setEmail('canbo1', 'canbo1@example.vn');
    const kick = vi.spyOn(app.resetQueue, 'kick').mockImplementation(() => {});
    const work: Record<string, string[]> = {};
    try {
      for (const email of ['canbo1@example.vn', 'khongai@example.vn']) {
        const recording = recordDatabaseWork();
        const response = await requestReset(email);
        recording.stop();
        expect(response.statusCode).toBe(200);
        work[email] = recording.calls;
      }
      expect(kick).toHaveBeenCalledTimes(2);
    } finally {
      kick.mockRestore();
    }
    expect(work['khongai@example.vn']).toEqual(work['canbo1@example.vn']);
    expect(work['canbo1@example.vn'].filter((call) => call === 'insert:password_reset_requests')).toHaveLength(1);
    expect(work['canbo1@example.vn'].filter((call) => call.endsWith(':password_resets'))).toEqual([]);

    // the two submitted addresses wait in the queue; no link was made and no mail sent during the requests
    expect((await queued()).map((row) => row.email)).toEqual(['canbo1@example.vn', 'khongai@example.vn']);
    expect(await database.db.$count(passwordResets)).toBe(0);
    expect(mailbox.sent).toEqual([]);

    await drainResetQueue(app);
    expect(mailsTo('canbo1@example.vn')).toHaveLength(1);
    expect(mailsTo('khongai@example.vn')).toEqual([]);
    expect(await queued()).toEqual([]);
    expect(await database.db.$count(passwordResets)).toBe(1);
  });

  it('wakes the job itself: the mail arrives without a drain and without a listening server', async () => {
    await setEmail('quantri1', 'quantri1@example.vn');
    expect((await requestReset('quantri1@example.vn')).statusCode).toBe(200);
    await vi.waitFor(() => expect(mailsTo('quantri1@example.vn')).toHaveLength(1), { timeout: 5_000, interval: 20 });
    await vi.waitFor(async () => expect(await queued()).toEqual([]), { timeout: 5_000, interval: 20 });
  });
});

describe('the reset mail job', () => {
  it('keeps a request whose mail failed for a later try, and never logs the address', async () => {
    await setEmail('yte1', 'Yte1.Bimat@example.vn');
    const before = log.lines.length;
    mailbox.failing = true;
    try {
      await requestReset('yte1.bimat@example.vn');
      await drainResetQueue(app);
    } finally {
      mailbox.failing = false;
    }
    const [row] = await queued();
    expect(row).toMatchObject({ email: 'yte1.bimat@example.vn', attempts: 1 });
    // leased into the future: not due again at once
    expect(row.runAfter.getTime()).toBeGreaterThan(Date.now() + 60_000);

    // due again: the retry sends it and removes the request
    await database.db.update(passwordResetRequests).set({ runAfter: sql`now() - interval '1 second'` });
    await drainResetQueue(app);
    expect(mailsTo('Yte1.Bimat@example.vn')).toHaveLength(1);
    expect(await queued()).toEqual([]);

    const written = log.lines.slice(before).join('');
    expect(written).toContain('không gửi được thư đặt lại mật khẩu');
    expect(written).toContain('"responseCode":550');
    expect(written.toLowerCase()).not.toContain('yte1.bimat');
  });

  it('mails on a retry only the accounts still without their link, and one failing account does not hold up the others', async () => {
    // three accounts share one address; the first of them (by the query's order) cannot be mailed the first time
    for (const username of ['thon1', 'thon2', 'congan1']) await setEmail(username, 'chung@example.vn');
    await database.db.update(users).set({ email: 'CHUNG@example.vn' }).where(eq(users.username, 'thon2'));
    mailbox.failingTo = 'CHUNG@example.vn';
    const sentBefore = mailbox.sent.length;
    try {
      await requestReset('chung@example.vn');
      await drainResetQueue(app);
    } finally {
      mailbox.failingTo = '';
    }
    // the two others got theirs at once, with a link each; the failing one has no link yet
    const first = mailbox.sent.slice(sentBefore);
    expect(first.map((m) => m.to).sort()).toEqual(['chung@example.vn', 'chung@example.vn']);
    const thon2 = (await database.db.select({ id: users.id }).from(users).where(eq(users.username, 'thon2')))[0].id;
    expect(await database.db.select().from(passwordResets).where(eq(passwordResets.userId, thon2))).toEqual([]);

    await database.db.update(passwordResetRequests).set({ runAfter: sql`now() - interval '1 second'` });
    await drainResetQueue(app);
    // the retry mails only the one that failed
    expect(mailbox.sent.slice(sentBefore + first.length).map((m) => m.to)).toEqual(['CHUNG@example.vn']);
    expect(await database.db.select().from(passwordResets).where(eq(passwordResets.userId, thon2))).toHaveLength(1);
    expect(await queued()).toEqual([]);
  });

  it(`drops a request after ${RESET_MAX_ATTEMPTS} failed tries`, async () => {
    await database.db
      .insert(passwordResetRequests)
      .values({ email: 'canbo2@example.vn', attempts: RESET_MAX_ATTEMPTS - 1 });
    await setEmail('canbo2', 'canbo2@example.vn');
    mailbox.failing = true;
    try {
      await drainResetQueue(app);
    } finally {
      mailbox.failing = false;
    }
    expect(await queued()).toEqual([]);
    expect(mailsTo('canbo2@example.vn')).toEqual([]);
  });

  it('sends each request once when two API nodes drain the queue at the same moment', async () => {
    const accounts = ['phutrach1', 'phutrach2', 'congan1', 'congan2', 'doanthe1', 'doanthe2', 'chinhanh1', 'chinhanh2'];
    for (const username of accounts) await setEmail(username, `${username}@example.vn`);
    await database.db
      .insert(passwordResetRequests)
      .values(accounts.map((username) => ({ email: `${username}@example.vn` })));
    const other = await buildNode();
    await other.ready();
    try {
      await Promise.all([drainResetQueue(app), drainResetQueue(other), drainResetQueue(app), drainResetQueue(other)]);
    } finally {
      await other.close();
    }
    for (const username of accounts) expect(mailsTo(`${username}@example.vn`), username).toHaveLength(1);
    expect(await queued()).toEqual([]);
  });

  it('catches up on requests queued while no node was running, once the server listens', async () => {
    await setEmail('thon1', 'thon1@example.vn');
    await database.db.insert(passwordResetRequests).values({ email: 'thon1@example.vn' });
    const node = await buildNode();
    await node.listen({ port: 0, host: '127.0.0.1' });
    try {
      await vi.waitFor(() => expect(mailsTo('thon1@example.vn')).toHaveLength(1), { timeout: 5_000, interval: 20 });
    } finally {
      await node.close();
    }
    expect(await queued()).toEqual([]);
  });
});
