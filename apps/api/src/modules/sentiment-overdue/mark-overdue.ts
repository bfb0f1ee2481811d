import { SENTIMENT_STATUS, type SentimentStatus } from '@console/shared/domain/sentiments';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { actorFields } from '../sentiments/sentiment-events.ts';
import type { Delivered } from '../notifications/notification-delivery.ts';
import { countNoticeReceivers, noticeTitle, sentimentNoticeCtes } from '../notifications/sentiment-notices.ts';

/** one key for the whole job: several API nodes may tick at the same moment, one of them works */
export const OVERDUE_JOB_LOCK = 7_241_005;

export interface MovedItem {
  id: number;
  wardId: number;
  fromStatus: SentimentStatus;
}

export interface OverdueRun {
  /** false when another node held the job's lock: this run did nothing */
  locked: boolean;
  moved: MovedItem[];
  /** the notices written for the staff (one per item), for the realtime channel */
  notices: Delivered[];
}

/**
 * Moves every open item (waiting or processing) whose deadline has passed to overdue (5), in one transaction and one
 * statement: the status change, a timeline row per item (the system actor, action mark_overdue, from → 5) and one notice
 * per item (an individual notification) received by the staff who handle it (notifications/sentiment-notices.ts). Set-based, so 10,000 items at once cost one statement, not 30,000.
 *
 * The allowed move is the state machine's (packages/shared/src/domain/sentiments.ts: mark_overdue from 1, 2), written
 * as the update's condition: an item moves once even if two runs overlap, and an officer who receives or completes it
 * at the same moment either wins (the row no longer matches) or waits for this transaction and then finds it overdue.
 */
export async function markOverdueSentiments(db: Db): Promise<OverdueRun> {
  return db.transaction(async (tx) => {
    const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(${OVERDUE_JOB_LOCK}) as locked`);
    if (!rowsOf<{ locked: boolean }>(lock)[0]?.locked) return { locked: false, moved: [], notices: [] };
    const system = actorFields({ kind: 'system' });
    const { OVERDUE } = SENTIMENT_STATUS;
    const result = await tx.execute(sql`
      with due as (
        -- locks the rows and reads the status each leaves (an update's RETURNING only sees the new one)
        select id, status
        from sentiments
        where status in (1, 2) and time_finish < now() and deleted_at is null and archived_at is null
        for update
      ),
      moved as (
        update sentiments s
        set status = ${OVERDUE}, updated_at = now()
        from due
        where s.id = due.id and s.status in (1, 2)
        returning s.id, s.ward_id, s.title, due.status as from_status
      ),
      timeline as (
        insert into sentiment_events (sentiment_id, actor_id, actor_name, action, from_status, to_status, changes)
        select id, ${system.actorId}::int, ${system.actorName}, 'mark_overdue', from_status, ${OVERDUE}, '{}'::jsonb
        from moved
      ),
      noticed as (
        select id as sentiment_id,
          'Phản ánh "' || ${noticeTitle(sql`title`)} || '" đã quá hạn xử lý' as title
        from moved
      ),
      ${sentimentNoticeCtes('noticed', 'notes')}
      -- joined, not a subquery per item: a CTE has no index, so that would compare 10,000 items with 10,000 notices
      select moved.id, moved.ward_id as "wardId", moved.from_status as "fromStatus", notes.id as "noticeId"
      from moved left join notes on notes.sentiment_id = moved.id
      order by moved.id`);
    const rows = rowsOf<MovedItem & { noticeId: number }>(result);
    const notices = await countNoticeReceivers(
      (query) => tx.execute(query),
      rows.map((row) => row.noticeId),
    );
    return { locked: true, moved: rows.map(({ noticeId: _, ...item }) => item), notices };
  });
}
