import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, sentiments } from '../../src/db/schema/index.ts';
import { markOverdueSentiments } from '../../src/modules/sentiment-overdue/mark-overdue.ts';
import { demoUnits } from '../fixtures.ts';
import { buildTestApp, type TestApp } from '../helper.ts';
import {
  eventsOf,
  futureDeadline,
  insertManyOverdue,
  insertSentiments,
  noticesOf,
  pastDeadline,
  statusesOf,
} from './overdue-rows.ts';

let t: TestApp;
let units: Awaited<ReturnType<typeof demoUnits>>;
beforeAll(async () => {
  t = await buildTestApp();
  units = await demoUnits(t);
});
afterAll(() => t.close());

describe('the overdue job', () => {
  it('moves waiting and processing items past their deadline to overdue, with a timeline row and a notice each', async () => {
    const db = t.database.db;
    const ward = units.ward1;
    const [waiting, processing, processed, notProcessed, archived, deleted, future, noDeadline] =
      await insertSentiments(db, [
        { wardId: ward, status: 1, timeFinish: pastDeadline(), title: 'Đèn đường hỏng' },
        { wardId: units.ward2, status: 2, timeFinish: pastDeadline(), title: 'Rác thải ven suối' },
        { wardId: ward, status: 3, timeFinish: pastDeadline() },
        { wardId: ward, status: 4, timeFinish: pastDeadline() },
        { wardId: ward, status: 2, timeFinish: pastDeadline(), archivedAt: new Date() },
        { wardId: ward, status: 1, timeFinish: pastDeadline(), deletedAt: new Date() },
        { wardId: ward, status: 2, timeFinish: futureDeadline() },
        { wardId: ward, status: 1, timeFinish: null },
      ]);
    const all = [waiting, processing, processed, notProcessed, archived, deleted, future, noDeadline];

    const run = await markOverdueSentiments(db);
    expect(run.locked).toBe(true);
    expect(run.moved).toEqual([
      { id: waiting, wardId: ward, fromStatus: 1 },
      { id: processing, wardId: units.ward2, fromStatus: 2 },
    ]);
    expect(await statusesOf(db, all)).toEqual({
      [waiting]: 5,
      [processing]: 5,
      [processed]: 3,
      [notProcessed]: 4,
      [archived]: 2,
      [deleted]: 1,
      [future]: 2,
      [noDeadline]: 1,
    });

    const events = await eventsOf(db, all);
    expect(events.map((e) => [e.sentimentId, e.action, e.fromStatus, e.toStatus, e.actorId, e.actorName])).toEqual([
      [waiting, 'mark_overdue', 1, 5, null, 'Hệ thống'],
      [processing, 'mark_overdue', 2, 5, null, 'Hệ thống'],
    ]);
    const notices = await noticesOf(db, all);
    expect(notices.map((n) => [n.sentimentId, n.wardId, n.type, n.title])).toEqual([
      [waiting, ward, 'individual', 'Phản ánh "Đèn đường hỏng" đã quá hạn xử lý'],
      [processing, units.ward2, 'individual', 'Phản ánh "Rác thải ven suối" đã quá hạn xử lý'],
    ]);
    expect(notices.every((n) => n.receiverCount > 0)).toBe(true);
    const [moved] = await db
      .select({ updatedAt: sentiments.updatedAt, createdAt: sentiments.createdAt })
      .from(sentiments)
      .where(eq(sentiments.id, waiting));
    expect(moved.updatedAt.getTime()).toBeGreaterThanOrEqual(moved.createdAt.getTime());

    // a second run finds nothing left to do
    expect((await markOverdueSentiments(db)).moved).toEqual([]);
    expect(await eventsOf(db, all)).toHaveLength(2);
    expect(await noticesOf(db, all)).toHaveLength(2);
  });

  it('cuts a long title in the notice', async () => {
    const title = 'Đường liên thôn bị sạt lở '.repeat(10).trim();
    const [id] = await insertSentiments(t.database.db, [
      { wardId: units.ward1, status: 2, timeFinish: pastDeadline(), title },
    ]);
    await markOverdueSentiments(t.database.db);
    const [notice] = await noticesOf(t.database.db, [id]);
    expect(notice.title).toBe(`Phản ánh "${title.slice(0, 119)}…" đã quá hạn xử lý`);
  });

  it('moves each item once when several runs overlap (several API nodes)', async () => {
    const db = t.database.db;
    const ids = await insertSentiments(
      db,
      Array.from({ length: 40 }, (_, n) => ({
        wardId: n % 2 ? units.ward1 : units.ward2,
        status: 1 + (n % 2),
        timeFinish: pastDeadline(),
      })),
    );
    const runs = await Promise.all([markOverdueSentiments(db), markOverdueSentiments(db), markOverdueSentiments(db)]);
    const moved = runs.flatMap((r) => r.moved.map((m) => m.id)).sort((a, b) => a - b);
    expect(moved).toEqual(ids);
    expect(Object.values(await statusesOf(db, ids)).every((s) => s === 5)).toBe(true);
    expect(await eventsOf(db, ids)).toHaveLength(ids.length);
    expect(await noticesOf(db, ids)).toHaveLength(ids.length);
  });

  it('does nothing while another node holds the job', async () => {
    const db = t.database.db;
    const [id] = await insertSentiments(db, [{ wardId: units.ward1, status: 1, timeFinish: pastDeadline() }]);
    if (t.database.driver === 'postgres') {
      // a second connection holds the job's lock: this node's run steps aside, the next tick does the work
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let held!: () => void;
      const holding = new Promise<void>((resolve) => (held = resolve));
      const holder = db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(7241005)`);
        held();
        await released;
      });
      await holding;
      expect(await markOverdueSentiments(db)).toEqual({ locked: false, moved: [], notices: [] });
      release();
      await holder;
    }
    // PGlite has one connection: runs take turns, so the lock is always free
    expect((await markOverdueSentiments(db)).moved.map((m) => m.id)).toEqual([id]);
  });

  it('moves 10,000 items in one run', async () => {
    const db = t.database.db;
    await insertManyOverdue(db, units.ward2, 10_000);
    const started = performance.now();
    const run = await markOverdueSentiments(db);
    const elapsed = performance.now() - started;
    expect(run.moved).toHaveLength(10_000);
    const [notices] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(eq(notifications.wardId, units.ward2));
    expect(notices.n).toBeGreaterThanOrEqual(10_000);
    console.info(`overdue job: 10,000 items on ${t.database.driver} in ${elapsed.toFixed(0)} ms`);
    // a scale run, timed for the record only: the embedded database on a busy two-core machine needs its time
  }, 90_000);
});

describe('the job in the running server', () => {
  it('ticks once the server listens and stops when it closes', async () => {
    const server = await buildTestApp({ OVERDUE_JOB_INTERVAL_MS: '50' });
    try {
      const [id] = await insertSentiments(server.database.db, [
        { wardId: units.ward1, status: 2, timeFinish: pastDeadline() },
      ]);
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      await expect.poll(async () => (await statusesOf(server.database.db, [id]))[id], { timeout: 5_000 }).toBe(5);
      const [later] = await insertSentiments(server.database.db, [
        { wardId: units.ward1, status: 1, timeFinish: new Date(Date.now() + 300) },
      ]);
      await expect.poll(async () => (await statusesOf(server.database.db, [later]))[later], { timeout: 5_000 }).toBe(5);
    } finally {
      await server.close();
    }
  });

  it.each([
    ['OVERDUE_JOB_INTERVAL_MS=0', { OVERDUE_JOB_INTERVAL_MS: '0' }],
    [
      'BACKGROUND_JOBS=false (a node that only answers requests)',
      { OVERDUE_JOB_INTERVAL_MS: '50', BACKGROUND_JOBS: 'false' },
    ],
  ])('is off with %s', async (_name, env) => {
    const server = await buildTestApp(env);
    try {
      const [id] = await insertSentiments(server.database.db, [
        { wardId: units.ward1, status: 2, timeFinish: pastDeadline() },
      ]);
      await server.app.listen({ port: 0, host: '127.0.0.1' });
      await new Promise((r) => setTimeout(r, 300));
      expect((await statusesOf(server.database.db, [id]))[id]).toBe(2);
    } finally {
      await server.close();
    }
  });
});
