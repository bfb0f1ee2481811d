import { UNREAD_COUNT_CAP, type NotificationStatus } from '@console/shared/forms/notification';

import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { notificationReceivers, notifications } from '../../db/schema/index.ts';
import type { UnitScope } from '../../core/scope.ts';
import { countRows } from '../../query/count-rows.ts';
import { likePattern, offsetOf, type Paging, searchPattern } from '../../query/list-params.ts';
import { nameOf } from '../../query/name-of.ts';
import { managedNotifications } from './notification-owner.ts';

const n = notifications;
const searchTitle = (keyword: string) => sql`search_text(${n.title}) like ${searchPattern(likePattern(keyword))}`;

/** the names of a list of ids, in the order of the ids (a form labels what was chosen by position) */
const namesOf = (table: string, ids: typeof n.roleIds, label = sql`name`) =>
  sql<
    string[]
  >`coalesce((select array_agg(${label} order by array_position(${ids}, id)) from ${sql.identifier(table)} where id = any(${ids})), '{}')`;

export const listColumns = {
  id: n.id,
  title: n.title,
  status: n.status,
  scheduled_at: n.scheduledAt,
  sent_at: n.sentAt,
  receiver_count: n.receiverCount,
  ward_id: n.wardId,
  ward_name: nameOf('wards', n.wardId, 'ward_name'),
  created_at: n.createdAt,
  updated_at: n.updatedAt,
  created_by: n.createdBy,
  created_by_name: nameOf('users', n.createdBy, 'created_by_name', 'full_name'),
};

export const asJson = <T extends Record<string, unknown>>(row: T) =>
  Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v instanceof Date ? v.toISOString() : v])) as {
    [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
  };

export interface NotificationListQuery extends Paging {
  status?: NotificationStatus;
}

/** the filters a list of notifications takes (status, a word of the title), shared by the general and Excel lists */
export const listFilters = (query: NotificationListQuery) => [
  query.status ? eq(n.status, query.status) : undefined,
  query.keyword ? searchTitle(query.keyword) : undefined,
];
/** newest first unless asked otherwise, the id breaking ties */
export const listOrder = (query: NotificationListQuery) => [
  query.order === 'asc' ? n.createdAt : desc(n.createdAt),
  desc(n.id),
];

/** the officer's list of the general notifications of their units, newest first */
export async function listNotifications(db: Db, scope: UnitScope, query: NotificationListQuery) {
  const where = managedNotifications(scope, ...listFilters(query));
  const [rows, total] = await Promise.all([
    db
      .select(listColumns)
      .from(n)
      .where(where)
      .orderBy(...listOrder(query))
      .limit(query.length)
      .offset(offsetOf(query)),
    countRows(db, n, where),
  ]);
  return { total, entries: rows.map(asJson) };
}

/** one notification with what was chosen (ids and names) and how many of its receivers have read it */
export async function findNotification(db: Db, scope: UnitScope, id: number) {
  const [row] = await db
    .select({
      ...listColumns,
      content: n.content,
      attachments: n.attachments,
      role_ids: n.roleIds,
      province_ids: n.provinceIds,
      district_ids: n.districtIds,
      ward_ids: n.wardIds,
      village_ids: n.villageIds,
      user_ids: n.userIds,
      role_names: namesOf('roles', n.roleIds),
      province_names: namesOf('provinces', n.provinceIds),
      district_names: namesOf('districts', n.districtIds),
      ward_names: namesOf('wards', n.wardIds),
      village_names: namesOf('villages', n.villageIds),
      user_names: namesOf('users', n.userIds, sql`coalesce(full_name, username)`),
      read_count: sql<number>`(select count(*)::int from ${notificationReceivers} r where r.notification_id = ${n.id} and r.read_at is not null)`,
      updated_by: n.updatedBy,
    })
    .from(n)
    .where(managedNotifications(scope, eq(n.id, id)));
  return row ? asJson(row) : null;
}

export type InboxType = 'general' | 'individual';

export interface InboxQuery extends Paging {
  type?: InboxType;
  unread?: boolean;
}

const inboxRow = {
  id: n.id,
  type: n.type,
  title: n.title,
  link: n.link,
  // a notice about an item opens the screen of the state it is in now (it may have moved on since)
  sentiment_id: n.sentimentId,
  sentiment_status: sql<number | null>`(select status from sentiments where id = ${n.sentimentId})`,
  sentiment_received: sql<boolean>`coalesce((select received_at is not null from sentiments where id = ${n.sentimentId}), false)`,
  sent_at: n.sentAt,
  sender_name: nameOf('users', n.createdBy, 'sender_name', 'full_name'),
  read_at: notificationReceivers.readAt,
};

/** the caller's inbox: what reached them, newest first, with the unread count of the same kind */
export async function listInbox(db: Db, userId: number, query: InboxQuery) {
  const r = notificationReceivers;
  const mine = and(eq(r.userId, userId), query.type ? eq(n.type, query.type) : undefined);
  const where = and(
    mine,
    query.unread ? isNull(r.readAt) : undefined,
    query.keyword ? searchTitle(query.keyword) : undefined,
  );
  const [rows, [{ total }], counts] = await Promise.all([
    db
      .select(inboxRow)
      .from(r)
      .innerJoin(n, eq(n.id, r.notificationId))
      .where(where)
      .orderBy(desc(r.notificationId))
      .limit(query.length)
      .offset(offsetOf(query)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(r)
      .innerJoin(n, eq(n.id, r.notificationId))
      .where(where),
    unreadCounts(db, userId),
  ]);
  return { total, unread: query.type ? counts[query.type] : counts.total, entries: rows.map(asJson) };
}

/** one notification as its receiver sees it (null when it did not reach them) */
export async function findReceived(db: Db, userId: number, id: number, type?: InboxType) {
  const [row] = await db
    // an Excel notification's receipt carries the receiver's own text (its placeholders filled from their line)
    .select({
      ...inboxRow,
      content: sql<string>`coalesce(${notificationReceivers.content}, ${n.content})`,
      attachments: n.attachments,
    })
    .from(notificationReceivers)
    .innerJoin(n, eq(n.id, notificationReceivers.notificationId))
    .where(
      and(
        eq(notificationReceivers.userId, userId),
        eq(notificationReceivers.notificationId, id),
        type ? eq(n.type, type) : undefined,
      ),
    );
  return row ? asJson(row) : null;
}

/**
 * How many unread notifications a person has, by kind, counting at most UNREAD_COUNT_CAP of the newest (the bell and
 * the tabs show '99+' beyond 99): read off the partial index of unread receipts in its order, so a person with 10,000
 * unread costs what one with 100 does (p99 ≤ 10 ms, docs/benchmarks.md).
 */
export async function unreadCounts(db: Db, userId: number) {
  // the kind by a lookup per receipt: 100 primary-key reads, where a join would hash every notification
  const result = await db.execute(sql`
    select count(*) filter (where kind = 'general')::int as general,
           count(*) filter (where kind = 'individual')::int as individual
    from (select (select n.type from ${n} n where n.id = r.notification_id) as kind
          from ${notificationReceivers} r
          where r.user_id = ${userId} and r.read_at is null
          order by r.notification_id desc limit ${UNREAD_COUNT_CAP}) unread`);
  const [{ general, individual }] = rowsOf<{ general: number; individual: number }>(result);
  return { general, individual, total: Math.min(general + individual, UNREAD_COUNT_CAP) };
}

/** marks the caller's own receipts read (those given, or every unread one of the kind); answers how many changed */
export async function markRead(db: Db, userId: number, type: InboxType | undefined, ids: number[] | null) {
  const r = notificationReceivers;
  const result = await db
    .update(r)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(r.userId, userId),
        isNull(r.readAt),
        ids ? sql`${r.notificationId} = any(${sql.param(ids)}::int[])` : undefined,
        type ? sql`exists (select 1 from ${n} where ${n.id} = ${r.notificationId} and ${n.type} = ${type})` : undefined,
      ),
    )
    .returning({ id: r.notificationId });
  return result.length;
}
