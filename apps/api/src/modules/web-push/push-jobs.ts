import type { PushMessage } from '@console/shared/forms/web-push';
import { eq, inArray, sql } from 'drizzle-orm';
import { claimDue } from '../../lib/leased-queue.ts';
import type { Db, Tx } from '../../db/client.ts';
import { notificationReceivers, notifications, webPushJobs, webPushSubscriptions } from '../../db/schema/index.ts';
import { pushBody, type PushOutcome, type PushTarget } from './push-sender.ts';

/** subscriptions handled per claim of a job; the job row then moves on to the next ones */
export const PUSH_BATCH = 200;
/** pushes in flight at once from one node */
const PUSH_CONCURRENCY = 20;
/** longer than a batch can take (200 pushes, 20 at a time, each given up after 10 s): no batch is pushed twice */
const LEASE = sql`interval '3 minutes'`;
/** a job whose batch keeps failing (the database, not a device) is dropped: the inbox still holds the notification */
export const PUSH_JOB_MAX_ATTEMPTS = 5;
/** a device whose pushes fail this many times in a row, with none arriving, is forgotten */
export const PUSH_MAX_FAILURES = 20;

/** in the sending transaction: the notification's pushes are to go out (one row, however many receivers) */
export async function queuePushes(tx: Tx, notificationId: number) {
  await tx.insert(webPushJobs).values({ notificationId }).onConflictDoNothing();
}

interface Claimed {
  notificationId: number;
  afterSubscription: number;
  attempts: number;
}

/** takes the oldest due job for this node (lib/leased-queue.ts) */
async function claimJob(db: Db): Promise<Claimed | undefined> {
  const row = await claimDue<Record<string, number>>(db, webPushJobs, {
    key: 'notification_id',
    lease: LEASE,
    returning: ['notification_id', 'after_subscription', 'attempts'],
  });
  return (
    row && {
      notificationId: Number(row.notification_id),
      afterSubscription: Number(row.after_subscription),
      attempts: Number(row.attempts),
    }
  );
}

interface BatchRow extends PushTarget {
  id: number;
  message: PushMessage;
}

/**
 * The next subscriptions of the notification's receivers, in id order, with each receiver's text (an Excel
 * notification's own text, else the notification's). Driven by the subscriptions, usually far fewer than the
 * receivers: a notice to 100,000 people of whom 300 installed the app reads about 300 receipts by primary key.
 */
async function nextBatch(db: Db, job: Claimed): Promise<BatchRow[]> {
  const s = webPushSubscriptions;
  const r = notificationReceivers;
  const n = notifications;
  const rows = await db
    .select({
      id: s.id,
      endpoint: s.endpoint,
      p256dh: s.p256dh,
      auth: s.auth,
      type: n.type,
      title: n.title,
      content: sql<string>`coalesce(${r.content}, ${n.content})`,
    })
    .from(s)
    .innerJoin(r, sql`${r.userId} = ${s.userId} and ${r.notificationId} = ${job.notificationId}`)
    .innerJoin(n, eq(n.id, r.notificationId))
    .where(sql`${s.id} > ${job.afterSubscription}`)
    .orderBy(s.id)
    .limit(PUSH_BATCH);
  return rows.map(({ type, title, content, ...target }) => ({
    ...target,
    message: { id: job.notificationId, type, title, body: pushBody(content) },
  }));
}

/** what each push's answer does to its device: forgotten when gone or failing for too long, else counted */
async function recordOutcomes(db: Db, outcomes: { id: number; outcome: PushOutcome }[]) {
  const idsOf = (kind: PushOutcome['kind']) => outcomes.filter((o) => o.outcome.kind === kind).map((o) => o.id);
  const [sent, gone, failed] = [idsOf('sent'), idsOf('gone'), idsOf('failed')];
  const s = webPushSubscriptions;
  if (sent.length)
    await db
      .update(s)
      .set({ lastSuccessAt: sql`now()`, failures: 0 })
      .where(inArray(s.id, sent));
  if (gone.length) await db.delete(s).where(inArray(s.id, gone));
  if (failed.length) {
    await db
      .update(s)
      .set({ failures: sql`${s.failures} + 1` })
      .where(inArray(s.id, failed));
    await db.delete(s).where(sql`${inArray(s.id, failed)} and ${s.failures} >= ${PUSH_MAX_FAILURES}`);
  }
}

/** runs `work` over the items with at most `limit` in flight */
async function inParallel<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    for (let i = next++; i < items.length; i = next++) results[i] = await work(items[i]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

export type Push = (target: PushTarget, message: PushMessage) => Promise<PushOutcome>;

/**
 * One claimed batch: its pushes sent, their outcomes recorded, then the job moved past them (due again at once) or,
 * after the last batch, removed. False when no job was due. A node stopping half-way leaves the job leased; another
 * takes it up after the lease, pushing that batch again (a device may then show one notice twice; none is lost).
 */
export async function runPushBatch(db: Db, push: Push): Promise<boolean> {
  const job = await claimJob(db);
  if (!job) return false;
  const done = eq(webPushJobs.notificationId, job.notificationId);
  if (job.attempts > PUSH_JOB_MAX_ATTEMPTS) {
    await db.delete(webPushJobs).where(done);
    return true;
  }
  const batch = await nextBatch(db, job);
  const outcomes = await inParallel(batch, PUSH_CONCURRENCY, async (row) => ({
    id: row.id,
    outcome: await push(row, row.message),
  }));
  await recordOutcomes(db, outcomes);
  if (batch.length < PUSH_BATCH) await db.delete(webPushJobs).where(done);
  else
    await db
      .update(webPushJobs)
      .set({ afterSubscription: batch[batch.length - 1].id, runAfter: sql`now()`, attempts: 0 })
      .where(done);
  return true;
}
