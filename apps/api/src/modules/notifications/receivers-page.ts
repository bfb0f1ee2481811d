import { and, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notificationReceivers, notifications, users } from '../../db/schema/index.ts';
import type { UnitScope } from '../../core/scope.ts';
import { isoOf } from '../../lib/timestamps.ts';
import { likePattern, offsetOf, type Paging, searchPattern } from '../../query/list-params.ts';
import { nameOf } from '../../query/name-of.ts';
import {
  inline,
  pageWindow,
  placeholderBinder,
  preparedStatement,
  rawRows,
  type Bind,
} from '../../query/prepared-shapes.ts';
import { managedNotificationsBound } from './notification-owner.ts';

const n = notifications;
const r = notificationReceivers;

export interface ReceiverQuery extends Paging {
  read?: boolean;
}

interface RawReceiver {
  user_id: number;
  username: string;
  full_name: string | null;
  phone: string | null;
  role_name: string;
  ward_name: string | null;
  village_name: string | null;
  read_at: string | null;
  receiver_count: number;
}

/** which receipts: of this notification, only if the caller manages it (a one-time condition), read or not, by name */
function receiptsWhere(scope: UnitScope, notificationId: number, query: ReceiverQuery, bind: Bind = inline) {
  const id = bind('notification_id', notificationId);
  const keyword = query.keyword ? bind('keyword', likePattern(query.keyword)) : undefined;
  return and(
    eq(r.notificationId, id),
    sql`exists (select 1 from ${n} where ${managedNotificationsBound(scope, bind, eq(n.id, id))})`,
    query.read === undefined ? undefined : query.read ? isNotNull(r.readAt) : isNull(r.readAt),
    keyword === undefined
      ? undefined
      : sql`(search_text(${users.fullName}) like ${searchPattern(keyword)} or ${users.username} like ${keyword})`,
  );
}

/**
 * The page's statement: its receipts first, then their people (the names are looked up for 20 rows, not for every
 * row an OFFSET skips), with the count written at sending beside them (an uncorrelated subquery, computed once).
 */
function buildPage(
  db: Db,
  where: SQL | undefined,
  notificationId: unknown,
  keyword: boolean,
  window: { limit: number; offset: number },
) {
  const receipts = db.select({ user_id: r.userId, read_at: r.readAt }).from(r);
  const paged = (keyword ? receipts.innerJoin(users, eq(users.id, r.userId)) : receipts)
    .where(where)
    .orderBy(r.userId)
    .limit(window.limit)
    .offset(window.offset)
    .as('paged');
  return db
    .select({
      user_id: paged.user_id,
      username: users.username,
      full_name: users.fullName,
      phone: users.phone,
      role_name: nameOf<string>('roles', users.roleId, 'role_name'),
      ward_name: nameOf<string | null>('wards', users.wardId, 'ward_name'),
      village_name: nameOf<string | null>('villages', users.villageId, 'village_name'),
      read_at: paged.read_at,
      receiver_count: sql<number>`(select ${n.receiverCount} from ${n} where ${n.id} = ${notificationId})`.as(
        'receiver_count',
      ),
    })
    .from(paged)
    .innerJoin(users, eq(users.id, paged.user_id))
    .orderBy(paged.user_id);
}

/**
 * A page of who a notification reached, with when each read it; null when the caller does not manage it. One
 * prepared statement per shape (scope level, filters, first page or not: query/prepared-shapes.ts) with the managing
 * check inside it rather than a round trip before it: a page costs one statement, built by Drizzle once
 * (docs/benchmarks.md). Unfiltered, the total is the count written at sending (counting 100,000 receipts on every page
 * would cost more than the page; a receiver whose account is deleted since leaves the last page one short). Only an
 * empty page asks again whether the notification is the caller's at all.
 */
export async function listReceivers(db: Db, scope: UnitScope, notificationId: number, query: ReceiverQuery) {
  const offset = offsetOf(query);
  const window = pageWindow(offset, query.length);
  const { bind, values } = placeholderBinder();
  const where = receiptsWhere(scope, notificationId, query, bind);
  const shape = `receivers:${scope.level}|${Object.keys(values).join()}|${query.read ?? ''}|${window.shape}`;
  const page = preparedStatement(db, shape, () =>
    buildPage(db, where, bind('notification_id', notificationId), !!query.keyword, window),
  );
  const filtered = query.read !== undefined || !!query.keyword;
  const [rows, filteredTotal] = await Promise.all([
    rawRows<RawReceiver>(page, { ...values, limit: query.length, offset }),
    filtered ? countReceipts(db, receiptsWhere(scope, notificationId, query)) : undefined,
  ]);
  const receiverCount = rows.length ? rows[0].receiver_count : await managedCount(db, scope, notificationId);
  if (receiverCount === null) return null;
  const entries = rows.map(({ receiver_count: _count, read_at, ...row }) => ({
    ...row,
    read_at: read_at === null ? null : isoOf(read_at),
  }));
  return { total: filteredTotal ?? receiverCount, entries };
}

/** a notification the caller manages, with its receiver count only (asked when a page came back empty) */
async function managedCount(db: Db, scope: UnitScope, id: number) {
  const [row] = await db
    .select({ receiver_count: n.receiverCount })
    .from(n)
    .where(managedNotificationsBound(scope, inline, eq(n.id, id)));
  return row?.receiver_count ?? null;
}

/** a filtered page's total (read or unread, a name): counted, as no count was written for it */
async function countReceipts(db: Db, where: SQL | undefined) {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(r)
    .innerJoin(users, eq(users.id, r.userId))
    .where(where);
  return row.total;
}
