import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { excelNotificationRows, excelNotificationUploads, notifications, users } from '../../db/schema/index.ts';
import type { UnitScope } from '../../core/scope.ts';
import { countRows } from '../../query/count-rows.ts';
import { likePattern, offsetOf, type Paging } from '../../query/list-params.ts';
import { managedExcelNotifications } from './notification-owner.ts';
import { asJson, listColumns, listFilters, listOrder, type NotificationListQuery } from './notification-queries.ts';

const n = notifications;
const u = excelNotificationUploads;
const excelColumns = {
  ...listColumns,
  file_name: sql<string | null>`${u.file}->>'name'`,
  valid_count: sql<number>`coalesce(${u.validCount}, 0)`,
  invalid_count: sql<number>`coalesce(${u.invalidCount}, 0)`,
};

/** the officer's list of their units' Excel notifications, newest first */
export async function listExcelNotifications(db: Db, scope: UnitScope, query: NotificationListQuery) {
  const where = managedExcelNotifications(scope, ...listFilters(query));
  const [rows, total] = await Promise.all([
    db
      .select(excelColumns)
      .from(n)
      .leftJoin(u, eq(u.notificationId, n.id))
      .where(where)
      .orderBy(...listOrder(query))
      .limit(query.length)
      .offset(offsetOf(query)),
    countRows(db, n, where),
  ]);
  return { total, entries: rows.map(asJson) };
}

/** one Excel notification: its text, file, columns and counts */
export async function findExcelNotification(db: Db, scope: UnitScope, id: number) {
  const [row] = await db
    .select({
      ...excelColumns,
      content: n.content,
      file: u.file,
      columns: sql<string[]>`coalesce(${u.columns}, '{}')`,
    })
    .from(n)
    .leftJoin(u, eq(u.notificationId, n.id))
    .where(managedExcelNotifications(scope, eq(n.id, id)));
  return row ? asJson(row) : null;
}

export interface ExcelLineQuery extends Paging {
  /** true: only the lines that cannot be sent; false: only those that can */
  invalid?: boolean;
}

/** a page of the sheet's lines as checked (the preview): who each names, its values, its text or why it is refused */
export async function listExcelLines(db: Db, id: number, query: ExcelLineQuery) {
  const r = excelNotificationRows;
  const where = and(
    eq(r.notificationId, id),
    query.invalid === undefined ? undefined : query.invalid ? isNotNull(r.error) : isNull(r.error),
    query.keyword ? sql`${r.recipient} like ${likePattern(query.keyword)}` : undefined,
  );
  const [rows, total] = await Promise.all([
    db
      .select({
        line: r.line,
        recipient: r.recipient,
        user_id: r.userId,
        full_name: users.fullName,
        values: r.values,
        content: r.content,
        error: r.error,
      })
      .from(r)
      .leftJoin(users, eq(users.id, r.userId))
      .where(where)
      .orderBy(r.line)
      .limit(query.length)
      .offset(offsetOf(query)),
    countRows(db, r, where),
  ]);
  return { total, entries: rows };
}
