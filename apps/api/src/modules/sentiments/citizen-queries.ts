import { canDo, isFinished, type SentimentStatus } from '@console/shared/domain/sentiments';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { offsetOf } from '../../query/list-params.ts';
import type { Db } from '../../db/client.ts';
import { sentimentAttachments, sentimentEvaluations, sentiments } from '../../db/schema/index.ts';
import type { CitizenSentimentDetail, CitizenSentimentRow, MySentimentsQuery } from './citizen-schemas.ts';

const s = sentiments;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

// names by scalar subqueries, as the staff list does; the outer columns are written out in full because drizzle
// leaves a single table's columns unqualified, and an inner table with a column of the same name would capture them
const outer = (column: string) => sql.raw(`"sentiments"."${column}"`);
const ROW = {
  id: s.id,
  title: s.title,
  status: s.status,
  category_id: s.categoryId,
  category_name: sql<string>`(select c.name from sentiment_categories c where c.id = ${outer('category_id')})`,
  ward_id: s.wardId,
  ward_name: sql<string>`(select w.name from wards w where w.id = ${outer('ward_id')})`,
  village_name: sql<string | null>`(select v.name from villages v where v.id = ${outer('village_id')})`,
  active: s.active,
  result_sentiment: s.resultSentiment,
  time_finish: s.timeFinish,
  time_reply: s.timeReply,
  created_at: s.createdAt,
  evaluated: sql<boolean>`exists (select 1 from sentiment_evaluations e where e.sentiment_id = ${outer('id')})`,
  thumbnail: sql<string | null>`(select a.path from sentiment_attachments a
    where a.sentiment_id = ${outer('id')} and a.purpose = 'report' and a.type = 'image' order by a.position, a.id limit 1)`,
};

type RawRow = { [K in keyof typeof ROW]: unknown } & {
  time_finish: Date | null;
  time_reply: Date | null;
  created_at: Date;
};
const toRow = (row: RawRow): CitizenSentimentRow => ({
  ...(row as unknown as CitizenSentimentRow),
  time_finish: iso(row.time_finish),
  time_reply: iso(row.time_reply),
  created_at: row.created_at.toISOString(),
});

/** the caller's own items, newest first; deleted ones are gone, archived ones stay (archiving is the ward's filing) */
export async function listMySentiments(db: Db, userId: number, query: MySentimentsQuery) {
  const where = and(
    eq(s.reporterId, userId),
    isNull(s.deletedAt),
    query.status ? eq(s.status, query.status) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(ROW)
      .from(s)
      .where(where)
      .orderBy(desc(s.createdAt), desc(s.id))
      .limit(query.length)
      .offset(offsetOf(query)),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(s)
      .where(where),
  ]);
  return { total, entries: rows.map(toRow) };
}

/**
 * An item as the caller may see it, or null (404): their own in any status, or a public (active) one that is
 * finished (3/4). Someone else's item never shows where it is or who sent it.
 */
export async function findCitizenSentiment(
  db: Db,
  id: number,
  viewerId: number | 'author',
): Promise<CitizenSentimentDetail | null> {
  const [row] = await db
    .select({
      ...ROW,
      content: s.content,
      address: s.address,
      lat: s.lat,
      lng: s.lng,
      content_reply: s.contentReply,
      reporter_id: s.reporterId,
      archived_at: s.archivedAt,
    })
    .from(s)
    .where(and(eq(s.id, id), isNull(s.deletedAt)));
  if (!row) return null;
  const mine = viewerId === 'author' || (row.reporter_id !== null && row.reporter_id === viewerId);
  const finished = isFinished(row.status as SentimentStatus);
  if (!mine && !(row.active && finished)) return null;

  const [files, [evaluation]] = await Promise.all([
    db
      .select({
        id: sentimentAttachments.id,
        purpose: sentimentAttachments.purpose,
        path: sentimentAttachments.path,
        name: sentimentAttachments.name,
        type: sentimentAttachments.type,
      })
      .from(sentimentAttachments)
      .where(eq(sentimentAttachments.sentimentId, id))
      .orderBy(asc(sentimentAttachments.position), asc(sentimentAttachments.id)),
    db
      .select({
        point: sentimentEvaluations.point,
        content_evaluate: sentimentEvaluations.contentEvaluate,
        created_at: sentimentEvaluations.createdAt,
      })
      .from(sentimentEvaluations)
      .where(eq(sentimentEvaluations.sentimentId, id)),
  ]);
  const { reporter_id: _reporter, archived_at, content, address, lat, lng, content_reply, ...rest } = row;
  const state = {
    status: row.status as SentimentStatus,
    received: true,
    archived: archived_at !== null,
    deleted: false,
    evaluated: !!evaluation,
  };
  const attachment = ({ purpose: _purpose, ...file }: (typeof files)[number]) => file;
  return {
    ...toRow(rest),
    content,
    address: mine ? address : null,
    lat: mine ? lat : null,
    lng: mine ? lng : null,
    // the reply belongs to the result: shown once the item is finished
    content_reply: finished ? content_reply : null,
    attachments: files.filter((f) => f.purpose === 'report').map(attachment),
    media_result: finished ? files.filter((f) => f.purpose === 'result').map(attachment) : [],
    evaluation: evaluation ? { ...evaluation, created_at: evaluation.created_at.toISOString() } : null,
    is_mine: mine,
    can_evaluate: mine && viewerId !== 'author' && canDo('evaluate', state),
  };
}
