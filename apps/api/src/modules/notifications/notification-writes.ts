import {
  NOTIFICATION_FIELDS,
  SCHEDULE_IN_PAST_MESSAGE,
  SENT_IS_FINAL_MESSAGE,
  type NotificationBody,
} from '@console/shared/forms/notification';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { notifications } from '../../db/schema/index.ts';
import type { UnitScope } from '../../core/scope.ts';
import { storedValues } from '../../crud/field-kind-hooks.ts';
import { AppError } from '../../lib/app-error.ts';
import { deliver, type Delivered } from './notification-delivery.ts';
import { managedNotifications, ownerUnitsOf } from './notification-owner.ts';
import { assertChoiceInScope } from './recipients.ts';

export interface Sender {
  id: number;
  scope: UnitScope;
}

const CONTENT_FIELDS = {
  title: NOTIFICATION_FIELDS.title,
  content: NOTIFICATION_FIELDS.content,
  attachments: NOTIFICATION_FIELDS.attachments,
};

/** the body as stored: rich text sanitised, recipients checked against the sender's units, the time not past */
async function columnsOf(db: Db, sender: Sender, body: NotificationBody) {
  await assertChoiceInScope(db, body, sender.scope);
  if (body.scheduled_at && Date.parse(body.scheduled_at) <= Date.now())
    throw new AppError('VALIDATION', SCHEDULE_IN_PAST_MESSAGE);
  const stored = await storedValues(db, { fields: CONTENT_FIELDS }, body, sender.scope, () => undefined);
  return {
    title: stored.title as string,
    content: stored.content as string,
    attachments: (stored.attachments as NotificationBody['attachments']) ?? [],
    roleIds: body.role_ids ?? [],
    provinceIds: body.province_ids ?? [],
    districtIds: body.district_ids ?? [],
    wardIds: body.ward_ids ?? [],
    villageIds: body.village_ids ?? [],
    userIds: body.user_ids ?? [],
    scheduledAt: body.scheduled_at ? new Date(body.scheduled_at) : null,
  };
}

/**
 * A new draft. With an Idempotency-Key, a retried request (a double click, a flaky link resending) answers the draft
 * the first one made instead of a second one.
 */
export async function createNotification(db: Db, sender: Sender, body: NotificationBody, idempotencyKey?: string) {
  const columns = await columnsOf(db, sender, body);
  const owner = await ownerUnitsOf(db, sender.scope);
  const [made] = await db
    .insert(notifications)
    .values({
      ...columns,
      ...owner,
      idempotencyKey: idempotencyKey ?? null,
      createdBy: sender.id,
      updatedBy: sender.id,
    })
    .onConflictDoNothing()
    .returning({ id: notifications.id });
  if (made) return made.id;
  const [earlier] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.createdBy, sender.id), eq(notifications.idempotencyKey, idempotencyKey ?? '')));
  return earlier.id;
}

/** the caller's notification, locked for the change; a sent one is final */
async function lockUnsent(tx: Tx, scope: UnitScope, id: number) {
  const [row] = await tx
    .select()
    .from(notifications)
    .where(managedNotifications(scope, eq(notifications.id, id)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function updateNotification(db: Db, sender: Sender, id: number, body: NotificationBody) {
  // another ward's notification is unknown (404) before its body is judged against the caller's units
  const [known] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(managedNotifications(sender.scope, eq(notifications.id, id)));
  if (!known) throw new AppError('NOT_FOUND');
  const columns = await columnsOf(db, sender, body);
  await db.transaction(async (tx) => {
    const row = await lockUnsent(tx, sender.scope, id);
    if (row.status === 'sent') throw new AppError('VALIDATION', SENT_IS_FINAL_MESSAGE);
    // a scheduled one edited goes back to a draft: its time and recipients are confirmed again by sending
    await tx
      .update(notifications)
      .set({ ...columns, status: 'draft', updatedBy: sender.id, updatedAt: sql`now()` })
      .where(eq(notifications.id, id));
  });
}

export async function deleteNotification(db: Db, scope: UnitScope, id: number) {
  await db.transaction(async (tx) => {
    const row = await lockUnsent(tx, scope, id);
    if (row.status === 'sent') throw new AppError('VALIDATION', SENT_IS_FINAL_MESSAGE);
    await tx.delete(notifications).where(eq(notifications.id, id));
  });
}

export type SendOutcome = { kind: 'sent'; delivered: Delivered } | { kind: 'scheduled' } | { kind: 'already-sent' };

/**
 * Sends a notification now, or at its time when it has one still ahead. Sending a sent one again changes nothing (a
 * double click, a retried request): the row lock makes the second wait for the first and then see it sent.
 */
export async function sendNotification(db: Db, sender: Sender, id: number): Promise<SendOutcome> {
  return db.transaction(async (tx) => {
    const row = await lockUnsent(tx, sender.scope, id);
    if (row.status === 'sent') return { kind: 'already-sent' };
    if (row.status === 'draft' && row.scheduledAt && row.scheduledAt.getTime() > Date.now()) {
      await tx
        .update(notifications)
        .set({ status: 'scheduled', updatedBy: sender.id, updatedAt: sql`now()` })
        .where(eq(notifications.id, id));
      return { kind: 'scheduled' };
    }
    return { kind: 'sent', delivered: await deliver(tx, row) };
  });
}
