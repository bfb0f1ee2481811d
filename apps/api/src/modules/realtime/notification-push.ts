import { CATCH_UP_LIMIT, type NotificationEvent } from '@console/shared/realtime-events';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notificationReceivers, notifications } from '../../db/schema/index.ts';
import { nameOf } from '../../query/name-of.ts';

const n = notifications;
const r = notificationReceivers;
// the event's order: when it was sent, then its id (a draft written earlier may be sent later, so ids alone would
// skip it on a catch-up); to the millisecond, as the cursor carries it
const sentMs = sql<string>`date_trunc('milliseconds', ${n.sentAt})`;

const EVENT_COLUMNS = {
  id: n.id,
  type: n.type,
  title: n.title,
  link: n.link,
  sent_at: n.sentAt,
  sender_name: nameOf('users', n.createdBy, 'sender_name', 'full_name'),
};

type EventRow = { id: number; type: string; title: string; link: string | null; sent_at: Date | null } & {
  sender_name: string | null;
};

function toEvent(row: EventRow): NotificationEvent {
  const sentAt = (row.sent_at ?? new Date()).toISOString();
  return {
    id: row.id,
    type: row.type === 'individual' ? 'individual' : 'general',
    title: row.title,
    link: row.link,
    sent_at: sentAt,
    sender_name: row.sender_name,
    cursor: `${sentAt}_${row.id}`,
  };
}

/** `2026-11-25T03:10:00.123Z_42` → its parts; anything else → null (no catch-up) */
export function parseCursor(value: unknown): { at: string; id: number } | null {
  if (typeof value !== 'string') return null;
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z)_(\d{1,10})$/.exec(value);
  if (!match || Number.isNaN(Date.parse(match[1]))) return null;
  const id = Number(match[2]);
  return id <= 2_147_483_647 ? { at: match[1], id } : null;
}

/**
 * A delivered notification's event, and which of the given people (those connected to this node) received it: one
 * query against the receivers' primary key, whatever the notification's size.
 */
export async function deliveredTo(db: Db, notificationId: number, connectedUserIds: number[]) {
  if (!connectedUserIds.length) return null;
  const [row] = await db.select(EVENT_COLUMNS).from(n).where(eq(n.id, notificationId));
  if (!row) return null;
  const receivers = await db
    .select({ userId: r.userId })
    .from(r)
    .where(and(eq(r.notificationId, notificationId), inArray(r.userId, connectedUserIds)));
  return { event: toEvent(row), userIds: receivers.map((receiver) => receiver.userId) };
}

/** what reached a person after the cursor, oldest first: what a reconnecting client missed while away */
export async function missedSince(db: Db, userId: number, cursor: { at: string; id: number }) {
  const rows = await db
    .select(EVENT_COLUMNS)
    .from(r)
    .innerJoin(n, eq(n.id, r.notificationId))
    .where(
      and(
        eq(r.userId, userId),
        eq(n.status, 'sent'),
        sql`(${sentMs}, ${n.id}) > (${cursor.at}::timestamptz, ${cursor.id}::int)`,
      ),
    )
    .orderBy(asc(sentMs), asc(n.id))
    .limit(CATCH_UP_LIMIT);
  return rows.map(toEvent);
}
