import type { NewsStatus } from '@console/shared/domain/group-members';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../../db/client.ts';
import { groupNews, groups } from '../../db/schema/areas/groups.ts';
import { users } from '../../db/schema/index.ts';
import { auditRows } from '../../crud/audit-rows.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoText } from '../../lib/timestamps.ts';
import { likePattern, offsetOf, searchPattern, type Paging } from '../../query/list-params.ts';
import type { Delivered } from '../notifications/notification-delivery.ts';
import { countNoticeReceivers, noticeTitle } from '../notifications/sentiment-notices.ts';

// A group's news (issue 17): staff's items are published at once, a member's wait for staff; publishing an item the
// first time tells the group's members (one individual notification, in the publishing transaction).

export const newsColumns = {
  id: groupNews.id,
  group_id: groupNews.groupId,
  title: groupNews.title,
  content: groupNews.content,
  image: groupNews.image,
  status: groupNews.status,
  author_id: groupNews.authorId,
  author_name: users.fullName,
  published_at: isoText(groupNews.publishedAt).as('published_at'),
  created_at: sql<string>`${isoText(groupNews.createdAt)}`.as('created_at'),
};

export interface NewsQuery extends Paging {
  status?: NewsStatus;
  keyword?: string;
}

/** a group's news, newest first, with the total (the group's scope is the caller's to check) */
export async function listNews(db: Db, groupId: number, query: NewsQuery) {
  const where = and(
    eq(groupNews.groupId, groupId),
    query.status ? eq(groupNews.status, query.status) : undefined,
    query.keyword ? sql`search_text(${groupNews.title}) like ${searchPattern(likePattern(query.keyword))}` : undefined,
  );
  const [entries, [{ total }]] = await Promise.all([
    db
      .select(newsColumns)
      .from(groupNews)
      .leftJoin(users, eq(users.id, groupNews.authorId))
      .where(where)
      .orderBy(desc(groupNews.createdAt), desc(groupNews.id))
      .limit(query.length)
      .offset(offsetOf(query)),
    db.select({ total: count() }).from(groupNews).where(where),
  ]);
  return { total, entries };
}

export async function findNews(db: Db, groupId: number, newsId: number) {
  const [row] = await db
    .select(newsColumns)
    .from(groupNews)
    .leftJoin(users, eq(users.id, groupNews.authorId))
    .where(and(eq(groupNews.id, newsId), eq(groupNews.groupId, groupId)));
  return row ?? null;
}

/** 'Tin mới của nhóm …: "…"' to the group's members but its author, in the caller's transaction */
async function noticeMembers(tx: Tx, newsId: number): Promise<Delivered[]> {
  const result = await tx.execute(sql`
    with item as (
      select n.title, n.author_id, g.id as group_id, g.name, g.ward_id, w.province_id, w.district_id
      from ${groupNews} n join ${groups} g on g.id = n.group_id join wards w on w.id = g.ward_id
      where n.id = ${newsId}
    ),
    note as (
      insert into notifications (type, title, content, status, sent_at, ward_id, province_id, district_id)
      select 'individual', 'Tin mới của nhóm ' || name || ': "' || ${noticeTitle(sql`title`)} || '"', '', 'sent', now(),
             ward_id, province_id, district_id
      from item
      -- an item no one else would receive gives no notification
      where exists (select 1 from group_members m
                    where m.group_id = item.group_id and m.status = 'approved' and m.user_id is distinct from item.author_id)
      returning id
    ),
    receipts as (
      insert into notification_receivers (notification_id, user_id)
      select note.id, m.user_id
      from note cross join item
      join group_members m on m.group_id = item.group_id and m.status = 'approved'
      where m.user_id is distinct from item.author_id
      returning notification_id
    )
    select id from note`);
  const ids = rowsOf<{ id: number }>(result).map((row) => row.id);
  return countNoticeReceivers((query) => tx.execute(query), ids);
}

/** a new item: published at once (staff) or waiting (a member); members told of a published one */
export async function createNews(
  db: Db,
  values: { groupId: number; title: string; content: string; image: string | null; authorId: number; publish: boolean },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(groupNews)
      .values({
        groupId: values.groupId,
        title: values.title,
        content: values.content,
        image: values.image,
        authorId: values.authorId,
        status: values.publish ? 'published' : 'pending',
        publishedAt: values.publish ? new Date() : null,
        moderatedBy: values.publish ? values.authorId : null,
      })
      .returning({ id: groupNews.id });
    await auditRows(tx, 'group_news', values.authorId, 'create', [
      { id: row.id, details: { group_id: values.groupId, status: values.publish ? 'published' : 'pending' } },
    ]);
    return { id: row.id, notices: values.publish ? await noticeMembers(tx, row.id) : [] };
  });
}

/** publishes or hides an item; the first publishing tells the members */
export async function moderateNews(db: Db, groupId: number, newsId: number, status: NewsStatus, actorId: number) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: groupNews.status, publishedAt: groupNews.publishedAt })
      .from(groupNews)
      .where(and(eq(groupNews.id, newsId), eq(groupNews.groupId, groupId)))
      .for('update');
    if (!before) throw new AppError('NOT_FOUND');
    const firstPublish = status === 'published' && before.publishedAt === null;
    await tx
      .update(groupNews)
      .set({
        status,
        moderatedBy: actorId,
        updatedAt: sql`now()`,
        ...(firstPublish ? { publishedAt: sql`now()` } : {}),
      })
      .where(eq(groupNews.id, newsId));
    if (before.status !== status)
      await auditRows(tx, 'group_news', actorId, 'approve', [
        { id: newsId, details: { changes: { status: { before: before.status, after: status } } } },
      ]);
    return firstPublish ? noticeMembers(tx, newsId) : [];
  });
}

export async function deleteNews(db: Db, groupId: number, newsId: number, actorId: number) {
  return db.transaction(async (tx) => {
    const gone = await tx
      .delete(groupNews)
      .where(and(eq(groupNews.id, newsId), eq(groupNews.groupId, groupId)))
      .returning({ id: groupNews.id, title: groupNews.title });
    if (!gone.length) throw new AppError('NOT_FOUND');
    await auditRows(tx, 'group_news', actorId, 'delete', [
      { id: newsId, details: { group_id: groupId, title: gone[0].title } },
    ]);
  });
}
