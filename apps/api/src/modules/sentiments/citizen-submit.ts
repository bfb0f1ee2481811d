import type { SessionUser } from '@console/shared/api-types';
import { attachmentType, SENTIMENT_STATUS } from '@console/shared/domain/sentiments';
import { SENTIMENT_LABELS as L, type SubmitBody } from '@console/shared/forms/sentiment';
import { formatMessage } from '@console/shared/validation/messages';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { files, sentimentAttachments, sentiments, villages, wards } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { fileIdFromPath, filePath } from '../files/file-names.ts';
import type { Delivered } from '../notifications/notification-delivery.ts';
import { noticeNewSentiment } from '../notifications/sentiment-notices.ts';
import { recordEvent, type Actor } from './sentiment-events.ts';

export type Reporter = { kind: 'resident'; user: SessionUser } | { kind: 'guest'; name: string; phone: string };

export const WARD_MERGED_MESSAGE = 'Xã/phường đã được sáp nhập, vui lòng chọn xã/phường mới';
export const ATTACHMENT_UNKNOWN_MESSAGE = 'Tệp đính kèm không tồn tại hoặc đã hết hạn, vui lòng tải lên lại';
/** a guest's upload must be attached within this time (they have no account to own it) */
const GUEST_UPLOAD_MAX_AGE = sql`interval '1 hour'`;

/** the ward must exist and not be merged away; the village must be one of its villages */
export async function placeOf(db: Db, body: Pick<SubmitBody, 'ward_id' | 'village_id'>) {
  const [ward] = await db
    .select({
      id: wards.id,
      provinceId: wards.provinceId,
      districtId: wards.districtId,
      mergedIntoId: wards.mergedIntoId,
    })
    .from(wards)
    .where(eq(wards.id, body.ward_id));
  if (!ward) throw new AppError('VALIDATION', formatMessage(L.ward_id));
  if (ward.mergedIntoId !== null) throw new AppError('VALIDATION', WARD_MERGED_MESSAGE);
  if (body.village_id) {
    const [village] = await db
      .select({ id: villages.id })
      .from(villages)
      .where(and(eq(villages.id, body.village_id), eq(villages.wardId, ward.id)));
    if (!village) throw new AppError('VALIDATION', formatMessage(L.village_id));
  }
  return ward;
}

/**
 * The uploads named by the form, in its order, each once: a resident's own files, or for a guest files uploaded
 * without an account in the last hour. Anything else is refused as unknown, so nobody attaches another's file.
 */
export async function reporterUploads(db: Db, paths: string[], reporter: Reporter) {
  const ids = [...new Set(paths.map(fileIdFromPath))];
  if (ids.some((id) => id === null)) throw new AppError('VALIDATION', formatMessage(L.attachments));
  if (ids.length === 0) return [];
  const owned =
    reporter.kind === 'resident'
      ? eq(files.ownerId, reporter.user.id)
      : and(isNull(files.ownerId), gt(files.createdAt, sql`now() - ${GUEST_UPLOAD_MAX_AGE}`));
  const rows = await db
    .select({ id: files.id, name: files.name })
    .from(files)
    .where(and(inArray(files.id, ids as string[]), owned));
  const names = new Map(rows.map((row) => [row.id, row.name]));
  if (names.size !== ids.length) throw new AppError('VALIDATION', ATTACHMENT_UNKNOWN_MESSAGE);
  return (ids as string[]).map((id, position) => {
    const name = names.get(id)!;
    return { path: filePath(id, name), name, type: attachmentType(name), position };
  });
}

/**
 * Stores a new item waiting for the ward (status 1) with its deadline from the category's processing time, the
 * reporter's files, the 'submit' line of the timeline and the notice for the staff who handle it, in one transaction.
 * Answers the item and the notice, which the realtime channel pushes to those staff.
 */
export async function insertSentiment(
  db: Db,
  body: SubmitBody,
  reporter: Reporter,
  ward: Awaited<ReturnType<typeof placeOf>>,
  uploads: Awaited<ReturnType<typeof reporterUploads>>,
): Promise<{ id: number; notices: Delivered[] }> {
  const actor: Actor =
    reporter.kind === 'resident' ? { kind: 'user', user: reporter.user } : { kind: 'guest', name: reporter.name };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(sentiments)
      .values({
        title: body.title,
        content: body.content,
        categoryId: body.category_id,
        status: SENTIMENT_STATUS.WAITING,
        active: body.active,
        // now() is the transaction's time, the same as created_at
        timeFinish: sql`now() + (select sla_days from sentiment_categories where id = ${body.category_id}) * interval '1 day'`,
        provinceId: ward.provinceId,
        districtId: ward.districtId,
        wardId: ward.id,
        villageId: body.village_id ?? null,
        address: body.address ?? null,
        lat: body.lat ?? null,
        lng: body.lng ?? null,
        reporterId: reporter.kind === 'resident' ? reporter.user.id : null,
        guestName: reporter.kind === 'guest' ? reporter.name : null,
        guestPhone: reporter.kind === 'guest' ? reporter.phone : null,
      })
      .returning({ id: sentiments.id });
    if (uploads.length) {
      await tx
        .insert(sentimentAttachments)
        .values(uploads.map((file) => ({ ...file, sentimentId: row.id, purpose: 'report' as const })));
    }
    await recordEvent(tx, {
      sentimentId: row.id,
      actor,
      action: 'submit',
      fromStatus: null,
      toStatus: SENTIMENT_STATUS.WAITING,
    });
    return { id: row.id, notices: await noticeNewSentiment(tx, row.id) };
  });
}
