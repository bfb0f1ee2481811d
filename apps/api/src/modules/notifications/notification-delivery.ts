import { and, eq, lte, sql } from 'drizzle-orm';
import { type Db, type Tx, rowsOf } from '../../db/client.ts';
import { notificationReceivers, notifications, users } from '../../db/schema/index.ts';
import { queuePushes } from '../web-push/push-jobs.ts';
import { scopeOfOwner } from './notification-owner.ts';
import { recipientCondition } from './recipients.ts';

export interface Delivered {
  id: number;
  receivers: number;
}

type Row = typeof notifications.$inferSelect;

/**
 * Delivers a locked, unsent notification inside the caller's transaction: one INSERT … SELECT of its receivers (set
 * based: 100,000 people are one statement, docs/benchmarks.md), then the row marked sent with the count. The
 * receivers' primary key makes a second delivery of the same row insert nothing.
 */
export async function deliver(tx: Tx, row: Row): Promise<Delivered> {
  const condition = recipientCondition(
    {
      role_ids: row.roleIds,
      province_ids: row.provinceIds,
      district_ids: row.districtIds,
      ward_ids: row.wardIds,
      village_ids: row.villageIds,
      user_ids: row.userIds,
    },
    scopeOfOwner(row),
    row.createdBy ?? 0,
  );
  const result = await tx.execute(sql`
      with added as (
        insert into ${notificationReceivers} (notification_id, user_id)
        select ${row.id}::int, ${users.id} from ${users} where ${condition}
        on conflict do nothing
        returning 1
      )
      select count(*)::int as receivers from added`);
  const [{ receivers }] = rowsOf<{ receivers: number }>(result);
  await tx
    .update(notifications)
    .set({ status: 'sent', sentAt: sql`now()`, receiverCount: receivers })
    .where(eq(notifications.id, row.id));
  await queuePushes(tx, row.id);
  return { id: row.id, receivers };
}

/**
 * The scheduler's turn (every API node runs it; SKIP LOCKED hands each due notification to one of them): delivers
 * the scheduled notifications whose time has come, each in its own transaction, a few at a time.
 */
export async function deliverDue(db: Db, batch = 10): Promise<Delivered[]> {
  const delivered: Delivered[] = [];
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const [due] = await tx
        .select()
        .from(notifications)
        .where(and(eq(notifications.status, 'scheduled'), lte(notifications.scheduledAt, sql`now()`)))
        .orderBy(notifications.scheduledAt)
        .limit(1)
        .for('update', { skipLocked: true });
      return due ? deliver(tx, due) : null;
    });
    if (!done) return delivered;
    delivered.push(done);
    if (delivered.length >= batch) return delivered;
  }
}
