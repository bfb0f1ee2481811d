import { UNREAD_COUNT_CAP, type StaffNotice } from '@console/shared/staff-notice-types';
import { and, desc, inArray, sql } from 'drizzle-orm';
import { offsetOf, type Paging } from '../../query/list-params.ts';
import { inline, placeholderBinder, preparedStatement } from '../../query/prepared-shapes.ts';
import type { Db } from '../../db/client.ts';
import { staffNotices } from '../../db/schema/index.ts';
import { noticeScopeShape, noticesInScope, type NoticeReader } from './staff-notice-scope.ts';

const readBy = (userId: unknown) =>
  sql<boolean>`exists (select 1 from staff_notice_reads r where r.notice_id = ${staffNotices.id} and r.user_id = ${userId})`;

/** a page of the caller's notices, newest first, with the total; through prepared statements (every staff polls) */
export async function listStaffNotices(
  db: Db,
  reader: NoticeReader,
  paging: Pick<Paging, 'start' | 'page' | 'length'>,
) {
  const { bind, values } = placeholderBinder();
  const where = noticesInScope(reader, bind);
  const shape = noticeScopeShape(reader);
  const page = preparedStatement(db, `notices:page:${shape}`, () =>
    db
      .select({
        id: staffNotices.id,
        kind: staffNotices.kind,
        message: staffNotices.message,
        ward_id: staffNotices.wardId,
        sentiment_id: staffNotices.sentimentId,
        sentiment_status: sql<number | null>`(select status from sentiments where id = ${staffNotices.sentimentId})`,
        sentiment_received: sql<boolean>`coalesce((select received_at is not null from sentiments where id = ${staffNotices.sentimentId}), false)`,
        created_at: staffNotices.createdAt,
        read: readBy(sql.placeholder('user_id')),
      })
      .from(staffNotices)
      .where(where)
      .orderBy(desc(staffNotices.createdAt), desc(staffNotices.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset')),
  );
  const count = preparedStatement(db, `notices:total:${shape}`, () =>
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(staffNotices)
      .where(where),
  );
  const [rows, [{ total }]] = await Promise.all([
    page.execute({ ...values, user_id: reader.user.id, limit: paging.length, offset: offsetOf(paging) }),
    count.execute(values),
  ]);
  const entries = rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }) as StaffNotice);
  return { total, entries };
}

/** how many of the caller's notices they have not read, counted up to UNREAD_COUNT_CAP */
export async function countUnreadNotices(db: Db, reader: NoticeReader): Promise<number> {
  const { bind, values } = placeholderBinder();
  const where = noticesInScope(reader, bind);
  const statement = preparedStatement(db, `notices:unread:${noticeScopeShape(reader)}`, () => {
    const unread = db
      .select({ one: sql`1`.as('one') })
      .from(staffNotices)
      .where(and(where, sql`not ${readBy(sql.placeholder('user_id'))}`))
      .limit(UNREAD_COUNT_CAP)
      .as('unread');
    return db.select({ total: sql<number>`count(*)::int` }).from(unread);
  });
  const [{ total }] = await statement.execute({ ...values, user_id: reader.user.id });
  return total;
}

/** marks the given notices read for the caller (those outside their reach are ignored); answers how many were new */
export async function markNoticesRead(db: Db, reader: NoticeReader, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  const where = and(inArray(staffNotices.id, ids), noticesInScope(reader, inline));
  const result = await db.execute(sql`
    insert into staff_notice_reads (notice_id, user_id)
    select ${staffNotices.id}, ${reader.user.id}::int from ${staffNotices} where ${where}
    on conflict (notice_id, user_id) do nothing
    returning notice_id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}
