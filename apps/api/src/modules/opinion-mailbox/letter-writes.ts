import { randomInt } from 'node:crypto';
import type { Attachment } from '@console/shared/field-kinds/attachments';
import type { LetterKind } from '@console/shared/opinion-mailbox/letters';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { rowsOf, type Db, type Tx } from '../../db/client.ts';
import { opinionLetters as letters } from '../../db/schema/areas/opinion-letters.ts';
import type { UnitScope } from '../../core/scope.ts';
import { AppError } from '../../lib/app-error.ts';
import { wardColumnInScope } from '../../query/unit-scope-sql.ts';
import { auditRows } from '../../crud/audit-rows.ts';
import type { Delivered } from '../notifications/notification-delivery.ts';
import { countNoticeReceivers, noticeTitle } from '../notifications/sentiment-notices.ts';

/** the follow-up code's alphabet: no 0/O, 1/I, to be read out over the phone (32 letters: 60 bits in 12) */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const followUpCode = () => Array.from({ length: 12 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

export type Sender =
  { kind: 'resident'; userId: number } | { kind: 'guest'; name: string; phone: string } | { kind: 'anonymous' };

/**
 * A new letter and its follow-up code. An anonymous one is written with its kind, ward and words only: no account,
 * name, phone, address or browser of its sender — and no audit row, which would name an actor.
 */
export async function insertLetter(
  db: Db,
  sender: Sender,
  values: { ward_id: number; title: string; content: string },
) {
  const code = followUpCode();
  const [row] = await db
    .insert(letters)
    .values({
      kind: sender.kind satisfies LetterKind,
      wardId: values.ward_id,
      title: values.title,
      content: values.content,
      senderId: sender.kind === 'resident' ? sender.userId : null,
      guestName: sender.kind === 'guest' ? sender.name : null,
      guestPhone: sender.kind === 'guest' ? sender.phone : null,
      followUpCode: code,
    })
    .returning({ id: letters.id });
  return { id: row.id, code };
}

const inScope = (scope: UnitScope, id: number) => and(eq(letters.id, id), wardColumnInScope(scope, letters.wardId));

/** the row as it is, locked for the write; none (another ward's, missing): 404 */
async function lockedLetter(tx: Tx, scope: UnitScope, id: number) {
  const [row] = await tx
    .select({
      status: letters.status,
      reply: letters.reply,
      replyAttachments: letters.replyAttachments,
      kind: letters.kind,
      senderId: letters.senderId,
      repliedAt: letters.repliedAt,
    })
    .from(letters)
    .where(inScope(scope, id))
    .for('update');
  if (!row) throw new AppError('NOT_FOUND');
  return row;
}

/** 'Thư góp ý "…" đã được trả lời' to the resident who wrote it, in the reply's transaction */
async function noticeSender(tx: Tx, id: number): Promise<Delivered[]> {
  const result = await tx.execute(sql`
    with letter as (
      select l.title, l.sender_id, l.ward_id, w.province_id, w.district_id
      from opinion_letters l join wards w on w.id = l.ward_id
      where l.id = ${id} and l.kind = 'resident' and l.sender_id is not null
    ),
    note as (
      insert into notifications (type, title, content, status, sent_at, ward_id, province_id, district_id)
      select 'individual', 'Thư góp ý "' || ${noticeTitle(sql`title`)} || '" đã được trả lời', '', 'sent', now(),
             ward_id, province_id, district_id
      from letter
      returning id
    ),
    receipt as (
      insert into notification_receivers (notification_id, user_id)
      select note.id, letter.sender_id from note cross join letter
      returning notification_id
    )
    select id from note`);
  const ids = rowsOf<{ id: number }>(result).map((row) => row.id);
  return countNoticeReceivers((query) => tx.execute(query), ids);
}

/**
 * Staff answer a letter (or correct their answer) while it is in the mailbox. The first answer tells a resident
 * sender (a notification); a guest or anonymous sender reads it with their code. The history keeps each answer.
 */
export async function replyToLetter(
  db: Db,
  scope: UnitScope,
  actorId: number,
  id: number,
  values: { reply: string; reply_attachments?: Attachment[] | null },
) {
  return db.transaction(async (tx) => {
    const before = await lockedLetter(tx, scope, id);
    if (before.status === 'archived') throw new AppError('CONFLICT', 'Thư đã lưu trữ, không thể trả lời lại');
    const attachments = values.reply_attachments ?? null;
    await tx
      .update(letters)
      .set({
        reply: values.reply,
        replyAttachments: attachments,
        status: 'replied',
        repliedAt: sql`now()`,
        repliedBy: actorId,
        updatedAt: sql`now()`,
      })
      .where(eq(letters.id, id));
    await auditRows(tx, 'opinion_letters', actorId, 'reply', [
      {
        id,
        details: {
          changes: {
            reply: { before: before.reply, after: values.reply },
            ...(JSON.stringify(before.replyAttachments ?? null) !== JSON.stringify(attachments)
              ? { reply_attachments: { before: before.replyAttachments, after: attachments } }
              : {}),
            ...(before.status !== 'replied' ? { status: { before: before.status, after: 'replied' } } : {}),
          },
        },
      },
    ]);
    return before.repliedAt === null ? noticeSender(tx, id) : [];
  });
}

/** spec §4 archive: a letter leaves the mailbox for the archive once it has been answered */
export async function archiveLetter(db: Db, scope: UnitScope, actorId: number, id: number) {
  await db.transaction(async (tx) => {
    const before = await lockedLetter(tx, scope, id);
    if (before.status === 'archived') throw new AppError('CONFLICT', 'Thư đã được lưu trữ');
    if (before.status !== 'replied') throw new AppError('CONFLICT', 'Chỉ lưu trữ thư đã trả lời');
    await tx
      .update(letters)
      .set({ status: 'archived', archivedAt: sql`now()`, archivedBy: actorId, updatedAt: sql`now()` })
      .where(and(eq(letters.id, id), isNull(letters.archivedAt)));
    await auditRows(tx, 'opinion_letters', actorId, 'archive', [
      { id, details: { changes: { status: { before: 'replied', after: 'archived' } } } },
    ]);
  });
}

export async function deleteLetter(db: Db, scope: UnitScope, actorId: number, id: number) {
  await db.transaction(async (tx) => {
    const before = await lockedLetter(tx, scope, id);
    await tx.delete(letters).where(eq(letters.id, id));
    await auditRows(tx, 'opinion_letters', actorId, 'delete', [
      { id, details: { changes: { status: { before: before.status, after: null } } } },
    ]);
  });
}
