import { queuePushes } from '../web-push/push-jobs.ts';
import {
  EXCEL_NOTIFICATION_MAX_LINES,
  EXCEL_NOTHING_TO_SEND_MESSAGE,
  type NotificationExcelBody,
} from '@console/shared/forms/notification-excel';
import { SENT_IS_FINAL_MESSAGE } from '@console/shared/forms/notification';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { type Db, type Tx, rowsOf } from '../../db/client.ts';
import {
  excelNotificationRows,
  excelNotificationUploads,
  notificationReceivers,
  notifications,
  users,
} from '../../db/schema/index.ts';
import type { UnitScope } from '../../core/scope.ts';
import { AppError } from '../../lib/app-error.ts';
import { usersInScope } from '../users/user-scope.ts';
import { checkLines, type CheckedLine } from './excel-lines-check.ts';
import { readRecipientSheet } from './excel-sheet.ts';
import type { Delivered } from './notification-delivery.ts';
import { managedExcelNotifications, ownerUnitsOf, scopeOfOwner } from './notification-owner.ts';
import type { Sender } from './notification-writes.ts';

// lines per INSERT: each statement is one set (jsonb_to_recordset), kept to a few MB of parameter
const LINES_PER_STATEMENT = 5_000;

interface Prepared {
  body: NotificationExcelBody;
  columns: string[];
  lines: CheckedLine[];
}

/** the body's sheet read and every line judged, outside any transaction (reading 100,000 lines takes a while) */
async function prepare(app: FastifyInstance, sender: Sender, body: NotificationExcelBody, currentPath?: string) {
  const file = body.file![0];
  const sheet = await readRecipientSheet(app, file, sender.id, currentPath);
  const lines = await checkLines(app.db, sender.scope, body.content, sheet.columns, sheet.lines);
  return { body, columns: sheet.columns, lines } satisfies Prepared;
}

/** the upload's summary and its lines, replacing what the notification had */
async function storeLines(tx: Tx, id: number, { body, columns, lines }: Prepared) {
  const invalidCount = lines.filter((line) => line.error).length;
  const upload = { file: body.file![0], columns, validCount: lines.length - invalidCount, invalidCount };
  await tx
    .insert(excelNotificationUploads)
    .values({ notificationId: id, ...upload })
    .onConflictDoUpdate({ target: excelNotificationUploads.notificationId, set: upload });
  await tx.delete(excelNotificationRows).where(eq(excelNotificationRows.notificationId, id));
  for (let from = 0; from < Math.min(lines.length, EXCEL_NOTIFICATION_MAX_LINES); from += LINES_PER_STATEMENT) {
    const batch = lines.slice(from, from + LINES_PER_STATEMENT).map((line) => ({
      line: line.line,
      recipient: line.recipient,
      user_id: line.userId,
      values: line.values,
      content: line.content,
      error: line.error,
    }));
    await tx.execute(sql`
      insert into ${excelNotificationRows} (notification_id, line, recipient, user_id, values, content, error)
      select ${id}::int, x.line, x.recipient, x.user_id, x.values, x.content, x.error
      from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb)
        as x(line int, recipient text, user_id int, values jsonb, content text, error text)`);
  }
}

/** a new draft from a sheet: the notification, its upload and its lines in one transaction */
export async function createExcelNotification(app: FastifyInstance, sender: Sender, body: NotificationExcelBody) {
  const prepared = await prepare(app, sender, body);
  const owner = await ownerUnitsOf(app.db, sender.scope);
  return app.db.transaction(async (tx) => {
    const [made] = await tx
      .insert(notifications)
      .values({
        title: body.title,
        content: body.content,
        source: 'excel',
        ...owner,
        createdBy: sender.id,
        updatedBy: sender.id,
      })
      .returning({ id: notifications.id });
    await storeLines(tx, made.id, prepared);
    return made.id;
  });
}

/** the caller's Excel notification, locked; a sent one is final */
async function lockUnsent(tx: Tx, scope: UnitScope, id: number) {
  const [row] = await tx
    .select()
    .from(notifications)
    .where(managedExcelNotifications(scope, eq(notifications.id, id)))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

export async function updateExcelNotification(
  app: FastifyInstance,
  sender: Sender,
  id: number,
  body: NotificationExcelBody,
) {
  // another ward's notification is unknown (404) before its file is read
  const [known] = await app.db
    .select({ file: excelNotificationUploads.file })
    .from(notifications)
    .leftJoin(excelNotificationUploads, eq(excelNotificationUploads.notificationId, notifications.id))
    .where(managedExcelNotifications(sender.scope, eq(notifications.id, id)));
  if (!known) throw new AppError('NOT_FOUND');
  const prepared = await prepare(app, sender, body, known.file?.path);
  await app.db.transaction(async (tx) => {
    const row = await lockUnsent(tx, sender.scope, id);
    if (row.status === 'sent') throw new AppError('VALIDATION', SENT_IS_FINAL_MESSAGE);
    await tx
      .update(notifications)
      .set({ title: body.title, content: body.content, updatedBy: sender.id, updatedAt: sql`now()` })
      .where(eq(notifications.id, id));
    await storeLines(tx, id, prepared);
  });
}

export async function deleteExcelNotification(db: Db, scope: UnitScope, id: number) {
  await db.transaction(async (tx) => {
    const row = await lockUnsent(tx, scope, id);
    if (row.status === 'sent') throw new AppError('VALIDATION', SENT_IS_FINAL_MESSAGE);
    await tx.delete(notifications).where(eq(notifications.id, id));
  });
}

/**
 * Sends the valid lines: one INSERT … SELECT of their receipts, each with its own text, then the notification marked
 * sent, under the row's lock (a second send waits, then finds it sent and changes nothing). The accounts are checked
 * again as they are now: one locked or moved out of the notification's units since the upload is not reached.
 */
export async function sendExcelNotification(
  db: Db,
  sender: Sender,
  id: number,
): Promise<{ kind: 'sent'; delivered: Delivered } | { kind: 'already-sent' }> {
  return db.transaction(async (tx) => {
    const row = await lockUnsent(tx, sender.scope, id);
    if (row.status === 'sent') return { kind: 'already-sent' as const };
    const [upload] = await tx
      .select({ valid: excelNotificationUploads.validCount })
      .from(excelNotificationUploads)
      .where(eq(excelNotificationUploads.notificationId, id));
    if (!upload?.valid) throw new AppError('VALIDATION', EXCEL_NOTHING_TO_SEND_MESSAGE);
    const lines = excelNotificationRows;
    const result = await tx.execute(sql`
      with added as (
        insert into ${notificationReceivers} (notification_id, user_id, content)
        select ${id}::int, ${users.id}, ${lines.content}
        from ${lines} join ${users} on ${users.id} = ${lines.userId}
        where ${lines.notificationId} = ${id} and ${lines.error} is null and ${users.isActive}
          and ${usersInScope(scopeOfOwner(row)) ?? sql`true`}
        on conflict do nothing
        returning 1
      )
      select count(*)::int as receivers from added`);
    const [{ receivers }] = rowsOf<{ receivers: number }>(result);
    await tx
      .update(notifications)
      .set({ status: 'sent', sentAt: sql`now()`, receiverCount: receivers, updatedBy: sender.id })
      .where(eq(notifications.id, id));
    await queuePushes(tx, id);
    return { kind: 'sent' as const, delivered: { id, receivers } };
  });
}
