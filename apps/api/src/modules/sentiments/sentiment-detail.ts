import type { Action } from '@console/shared/domain/permissions-catalog';
import {
  canDo,
  type SentimentAction,
  type SentimentState,
  type SentimentStatus,
} from '@console/shared/domain/sentiments';
import type { AppAbility } from '@console/shared/permissions';
import type {
  SentimentAttachment,
  SentimentDetail,
  SentimentListRow,
  SentimentTimelineEvent,
} from '@console/shared/sentiment-types';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sentimentAttachments, sentimentEvaluations, sentimentEvents, sentiments } from '../../db/schema/index.ts';
import { SENTIMENT_ROW } from './sentiment-queries.ts';
import { isVillageOfficer, sentimentsInScope, type SentimentCaller } from './sentiment-scope.ts';

/** the moves a console user makes (mark_overdue is the job's, evaluate the citizen's), in the order of the option
 * buttons, and the permission each needs */
export const STAFF_ACTION_PERMISSION = {
  receive: 'update',
  update: 'update',
  complete: 'update',
  archive: 'archive_menu',
  reopen: 'update',
  change_active: 'update',
  delete: 'delete',
} as const satisfies Partial<Record<SentimentAction, Action>>;
export type StaffAction = keyof typeof STAFF_ACTION_PERMISSION;

/** spec §6: the hamlet officer does not choose confidentiality (receive) or category (update), nor change it later */
const VILLAGE_FORBIDDEN: readonly StaffAction[] = ['change_active'];

export function mayAct(action: StaffAction, caller: SentimentCaller & { ability: AppAbility }) {
  if (isVillageOfficer(caller.user) && VILLAGE_FORBIDDEN.includes(action)) return false;
  return caller.ability.can(STAFF_ACTION_PERMISSION[action], 'sentiments');
}

/** state machine ∩ the caller's permissions ∩ the hamlet officer's limits: the option buttons of the detail screen */
export function allowedActions(
  state: SentimentState,
  caller: SentimentCaller & { ability: AppAbility },
): SentimentAction[] {
  return (Object.keys(STAFF_ACTION_PERMISSION) as StaffAction[]).filter(
    (action) => canDo(action, state) && mayAct(action, caller),
  );
}

const stateColumns = {
  // PostgreSQL's own row version: any writer (an officer, the overdue job, the citizen side) changes it
  version: sql<string>`${sentiments}.xmin::text`,
  evaluated: sql<boolean>`exists (select 1 from sentiment_evaluations where sentiment_id = ${sentiments.id})`,
};

export const stateOf = (row: {
  status: number;
  received_at: Date | null;
  archived_at: Date | string | null;
  evaluated: boolean;
}): SentimentState => ({
  status: row.status as SentimentStatus,
  received: row.received_at !== null,
  archived: row.archived_at !== null,
  deleted: false,
  evaluated: row.evaluated,
});

/** an item the caller reaches (deleted ones are gone), with what the actions need; null → 404 */
export async function loadSentiment(db: Db, caller: SentimentCaller, id: number) {
  const [row] = await db
    .select({
      id: sentiments.id,
      status: sentiments.status,
      title: sentiments.title,
      content: sentiments.content,
      category_id: sentiments.categoryId,
      active: sentiments.active,
      content_update: sentiments.contentUpdate,
      result_sentiment: sentiments.resultSentiment,
      time_start: sentiments.timeStart,
      time_finish: sentiments.timeFinish,
      time_reply: sentiments.timeReply,
      received_at: sentiments.receivedAt,
      archived_at: sentiments.archivedAt,
      updated_at: sentiments.updatedAt,
      ...stateColumns,
    })
    .from(sentiments)
    .where(and(eq(sentiments.id, id), sql`${sentiments.deletedAt} is null`, sentimentsInScope(caller)));
  return row ?? null;
}
export type LoadedSentiment = NonNullable<Awaited<ReturnType<typeof loadSentiment>>>;

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function attachmentsOf(db: Db, id: number) {
  return db
    .select({
      id: sentimentAttachments.id,
      purpose: sentimentAttachments.purpose,
      path: sentimentAttachments.path,
      name: sentimentAttachments.name,
      type: sentimentAttachments.type,
    })
    .from(sentimentAttachments)
    .where(eq(sentimentAttachments.sentimentId, id))
    .orderBy(asc(sentimentAttachments.position), asc(sentimentAttachments.id));
}

/** the timeline, oldest first */
export async function timelineOf(db: Db, id: number): Promise<SentimentTimelineEvent[]> {
  const rows = await db
    .select()
    .from(sentimentEvents)
    .where(eq(sentimentEvents.sentimentId, id))
    .orderBy(asc(sentimentEvents.id));
  return rows.map((e) => ({
    id: e.id,
    action: e.action as SentimentTimelineEvent['action'],
    actor_id: e.actorId,
    actor_name: e.actorName,
    from_status: e.fromStatus as SentimentStatus | null,
    to_status: e.toStatus as SentimentStatus | null,
    changes: e.changes as SentimentTimelineEvent['changes'],
    created_at: e.createdAt.toISOString(),
  }));
}

/** GET /api/admin/sentiments/{id}: the item with its files, rating, timeline and the caller's options; null → 404 */
export async function findSentimentDetail(db: Db, caller: SentimentCaller & { ability: AppAbility }, id: number) {
  const [row] = await db
    .select({
      ...SENTIMENT_ROW,
      content: sentiments.content,
      content_update: sentiments.contentUpdate,
      content_reply: sentiments.contentReply,
      address: sentiments.address,
      lat: sentiments.lat,
      lng: sentiments.lng,
      reporter_id: sentiments.reporterId,
      guest_phone: sentiments.guestPhone,
      received_at: sentiments.receivedAt,
      ...stateColumns,
    })
    .from(sentiments)
    .where(and(eq(sentiments.id, id), sql`${sentiments.deletedAt} is null`, sentimentsInScope(caller)));
  if (!row) return null;
  const [files, [evaluation], timeline] = await Promise.all([
    attachmentsOf(db, id),
    db.select().from(sentimentEvaluations).where(eq(sentimentEvaluations.sentimentId, id)),
    timelineOf(db, id),
  ]);
  const pick = (purpose: 'report' | 'result'): SentimentAttachment[] =>
    files
      .filter((f) => f.purpose === purpose)
      .map(({ id: fileId, path, name, type }) => ({ id: fileId, path, name, type }));
  const {
    version,
    evaluated,
    content,
    content_update,
    content_reply,
    address,
    lat,
    lng,
    reporter_id,
    guest_phone,
    received_at,
    ...listRow
  } = row;
  const detail: SentimentDetail = {
    ...(listRow as SentimentListRow),
    content,
    content_update,
    content_reply,
    address,
    lat,
    lng,
    reporter_id,
    guest_phone,
    received_at: iso(received_at),
    attachments: pick('report'),
    media_result: pick('result'),
    evaluation: evaluation
      ? {
          point: evaluation.point as 1 | 2 | 3,
          content_evaluate: evaluation.contentEvaluate,
          created_at: evaluation.createdAt.toISOString(),
        }
      : null,
    timeline,
    allowed_actions: allowedActions(
      stateOf({ status: row.status, received_at, archived_at: row.archived_at, evaluated }),
      caller,
    ),
  };
  return { detail, version };
}
