import type { LetterKind } from '@console/shared/opinion-mailbox/letters';
import { and, desc, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { opinionLetters as letters } from '../../db/schema/areas/opinion-letters.ts';
import { users, wards } from '../../db/schema/index.ts';
import type { UnitScope } from '../../core/scope.ts';
import { isoText } from '../../lib/timestamps.ts';
import { qualified } from '../../crud/resource-table.ts';
import { countRows } from '../../query/count-rows.ts';
import { likePattern, offsetOf, searchPattern, type ZPaging } from '../../query/list-params.ts';
import { wardColumnInScope } from '../../query/unit-scope-sql.ts';

const ZFile = z.object({ path: z.string(), name: z.string(), size: z.number().optional() });

/**
 * A letter as staff read it. Who sent it: a resident's account and name, or a guest's name and phone — for an
 * anonymous letter all of these are null because nothing was ever stored. The follow-up code is the sender's only.
 */
export const ZLetter = z.object({
  id: z.number(),
  kind: z.enum(['resident', 'guest', 'anonymous']),
  ward_id: z.number(),
  ward_name: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  sender_id: z.number().nullable(),
  sender_name: z.string().nullable(),
  sender_phone: z.string().nullable(),
  status: z.enum(['new', 'replied', 'archived']),
  reply: z.string().nullable(),
  reply_attachments: z.array(ZFile).nullable(),
  replied_at: z.string().nullable(),
  replied_by_name: z.string().nullable(),
  archived_at: z.string().nullable(),
  created_at: z.string(),
});
export type Letter = z.infer<typeof ZLetter>;

const sender = sql.raw('letter_sender');
const replier = sql.raw('letter_replier');
/** the columns of ZLetter, the sender's and replier's names looked up per row */
const selection = {
  id: letters.id,
  kind: sql<LetterKind>`${letters.kind}`,
  ward_id: letters.wardId,
  ward_name: sql<string | null>`(select ${wards.name} from ${wards} where ${wards.id} = ${qualified(letters.wardId)})`,
  title: letters.title,
  content: letters.content,
  sender_id: letters.senderId,
  sender_name: sql<
    string | null
  >`coalesce(${letters.guestName}, (select ${sender}.full_name from ${users} ${sender} where ${sender}.id = ${qualified(letters.senderId)}))`,
  sender_phone: sql<
    string | null
  >`coalesce(${letters.guestPhone}, (select ${sender}.phone from ${users} ${sender} where ${sender}.id = ${qualified(letters.senderId)}))`,
  status: sql<Letter['status']>`${letters.status}`,
  reply: letters.reply,
  reply_attachments: letters.replyAttachments,
  replied_at: isoText(letters.repliedAt),
  replied_by_name: sql<
    string | null
  >`(select ${replier}.full_name from ${users} ${replier} where ${replier}.id = ${qualified(letters.repliedBy)})`,
  archived_at: isoText(letters.archivedAt),
  created_at: sql<string>`${isoText(letters.createdAt)}`,
};

export const ZLetterQuery = (paging: typeof ZPaging) =>
  paging.extend({
    kind: z.enum(['resident', 'guest', 'anonymous'], { error: 'Hình thức gửi không đúng định dạng!' }).optional(),
    /** true: the archive (spec §2 list-archive); otherwise the letters still in the mailbox */
    archived: z.enum(['true', 'false'], { error: 'Lưu trữ không đúng định dạng!' }).optional(),
    status: z.enum(['new', 'replied'], { error: 'Trạng thái không đúng định dạng!' }).optional(),
  });
export type LetterQuery = z.infer<ReturnType<typeof ZLetterQuery>>;

const inScope = (scope: UnitScope) => wardColumnInScope(scope, letters.wardId);

/** a page of the caller's units' letters, newest first */
export async function listLetters(db: Db, scope: UnitScope, query: LetterQuery) {
  const conditions: (SQL | undefined)[] = [
    inScope(scope),
    query.archived === 'true' ? isNotNull(letters.archivedAt) : isNull(letters.archivedAt),
    query.kind ? eq(letters.kind, query.kind) : undefined,
    query.status ? eq(letters.status, query.status) : undefined,
  ];
  if (query.keyword) {
    const pattern = searchPattern(likePattern(query.keyword));
    conditions.push(
      or(sql`search_text(${letters.title}) like ${pattern}`, sql`search_text(${letters.content}) like ${pattern}`),
    );
  }
  const where = and(...conditions);
  const [entries, total] = await Promise.all([
    db
      .select(selection)
      .from(letters)
      .where(where)
      .orderBy(desc(letters.createdAt), desc(letters.id))
      .limit(query.length)
      .offset(offsetOf(query)),
    countRows(db, letters, where),
  ]);
  return { total, entries: entries as Letter[] };
}

/** one letter of the caller's units, or null */
export async function findLetter(db: Db, scope: UnitScope, id: number): Promise<Letter | null> {
  const [row] = await db
    .select(selection)
    .from(letters)
    .where(and(eq(letters.id, id), inScope(scope)));
  return (row as Letter | undefined) ?? null;
}

/**
 * What a sender reads back with their code (GET /api/web/opinion-mailbox/{code}): the letter and the reply, never who
 * sent it or who answered.
 */
export const ZLetterFollowUp = ZLetter.pick({
  kind: true,
  ward_name: true,
  title: true,
  content: true,
  status: true,
  reply: true,
  reply_attachments: true,
  replied_at: true,
  created_at: true,
});

export async function letterOfCode(db: Db, code: string) {
  const { kind, ward_name, title, content, status, reply, reply_attachments, replied_at, created_at } = selection;
  const [row] = await db
    .select({ kind, ward_name, title, content, status, reply, reply_attachments, replied_at, created_at })
    .from(letters)
    .where(eq(letters.followUpCode, code));
  return (row as z.infer<typeof ZLetterFollowUp> | undefined) ?? null;
}

/** a resident's own letters (GET /api/web/opinion-mailbox), with their replies */
export async function lettersOfResident(
  db: Db,
  userId: number,
  paging: { length: number; start?: number; page?: number },
) {
  const where = and(eq(letters.senderId, userId), eq(letters.kind, 'resident'));
  const { kind, ward_name, title, content, status, reply, reply_attachments, replied_at, created_at, id } = selection;
  const [entries, total] = await Promise.all([
    db
      .select({ id, kind, ward_name, title, content, status, reply, reply_attachments, replied_at, created_at })
      .from(letters)
      .where(where)
      .orderBy(desc(letters.createdAt))
      .limit(paging.length)
      .offset(offsetOf(paging)),
    countRows(db, letters, where),
  ]);
  return { total, entries };
}
