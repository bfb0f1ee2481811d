import { VILLAGE_ROLE_ID } from '@console/shared/domain/roles';
import { sql, type SQL } from 'drizzle-orm';
import { type Tx, rowsOf } from '../../db/client.ts';
import type { Delivered } from './notification-delivery.ts';

/** a notice's title is cut to this many characters of the item's title (it is a line in the bell's dropdown) */
export const NOTICE_TITLE_LENGTH = 120;

/** the SQL of an item's title, cut for a notice */
export const noticeTitle = (title: SQL) =>
  sql`case when char_length(${title}) > ${NOTICE_TITLE_LENGTH} then left(${title}, ${NOTICE_TITLE_LENGTH - 1}) || '…' else ${title} end`;

/**
 * Individual notices about sentiments (issue 13: one inbox, one bell). `items` is a query of (sentiment_id, title)
 * rows; each gets one notification of type 'individual', received by the staff who handle that item:
 *   - their units reach its ward (the role's level with the user's own units, as scopeOf reads them);
 *   - their role may list sentiments (admin and root may do everything);
 *   - their role handles its category (a role without category rows handles all);
 *   - a hamlet officer only of their own hamlet.
 * Written as CTEs of the caller's statement, so the item's change and its notices commit together.
 */
export function sentimentNoticeCtes(items: string, notes: string) {
  return sql.raw(`
    ${notes} as (
      insert into notifications (type, title, content, status, sent_at, ward_id, province_id, district_id, sentiment_id)
      select 'individual', i.title, '', 'sent', now(), s.ward_id, w.province_id, w.district_id, s.id
      from ${items} i join sentiments s on s.id = i.sentiment_id join wards w on w.id = s.ward_id
      returning id, sentiment_id
    ),
    -- the roles that handle sentiments and the staff who hold them, read once per statement rather than once per
    -- notice and person (10,000 items turn overdue at a time)
    ${notes}_roles as materialized (
      select ro.id, ro.scope,
             not exists (select 1 from role_sentiment_categories c where c.role_id = ro.id) as every_category
      from roles ro
      where ro.field in ('admin', 'root')
         or exists (select 1 from role_permissions p
                    where p.role_id = ro.id and p.action = 'list' and p.subject = 'sentiments')
    ),
    ${notes}_staff as materialized (
      select u.id, u.province_id, u.district_id, u.ward_id, u.village_id, ro.id as role_id, ro.scope, ro.every_category
      from users u join ${notes}_roles ro on ro.id = u.role_id
      where u.is_active
    ),
    ${notes}_receipts as (
      insert into notification_receivers (notification_id, user_id)
      select nt.id, u.id
      from ${notes} nt
      join sentiments s on s.id = nt.sentiment_id
      join wards w on w.id = s.ward_id
      join ${notes}_staff u on case u.scope
              when 'all' then true
              when 'province' then coalesce(u.province_id = w.province_id, u.district_id = w.district_id, u.ward_id = w.id, false)
              when 'district' then coalesce(u.district_id = w.district_id, u.ward_id = w.id, false)
              else coalesce(u.ward_id = w.id, false)
            end
      where (u.every_category
             or s.category_id in (select c.category_id from role_sentiment_categories c where c.role_id = u.role_id))
        and (u.role_id <> ${VILLAGE_ROLE_ID} or u.village_id = s.village_id)
      returning notification_id
    )`);
}

/** after the statement: each notice's receiver count, and the ids to push through the realtime channel */
export async function countNoticeReceivers(
  execute: (query: SQL) => Promise<unknown>,
  ids: number[],
): Promise<Delivered[]> {
  if (!ids.length) return [];
  const result = await execute(sql`
    update notifications n set receiver_count = (select count(*) from notification_receivers r where r.notification_id = n.id)
    where n.id = any(${sql.param(ids)}::int[])
    returning n.id, n.receiver_count as receivers`);
  return (result as { rows: { id: number; receivers: number }[] }).rows;
}

/** a new item's notice for the staff who handle it ('Có phản ánh mới: "…"'), in the submission's transaction */
export async function noticeNewSentiment(tx: Tx, sentimentId: number): Promise<Delivered[]> {
  const result = await tx.execute(sql`
    with noticed as (
      select id as sentiment_id, 'Có phản ánh mới: "' || ${noticeTitle(sql`title`)} || '"' as title
      from sentiments where id = ${sentimentId}
    ),
    ${sentimentNoticeCtes('noticed', 'notes')}
    select id from notes`);
  const ids = rowsOf<{ id: number }>(result).map((row) => row.id);
  return countNoticeReceivers((query) => tx.execute(query), ids);
}
