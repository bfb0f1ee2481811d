import type { SessionUser } from '@console/shared/api-types';
import { isFinished, refusal, type SentimentStatus } from '@console/shared/domain/sentiments';
import type { EvaluateBody } from '@console/shared/forms/sentiment';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sentimentEvaluations, sentiments } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordEvent } from './sentiment-events.ts';

export const ONLY_REPORTER_MESSAGE = 'Chỉ người gửi phản ánh mới được đánh giá';

/**
 * The reporter's rating, once, after status 3 or 4 (the state machine decides), with its timeline line, in one
 * transaction. The item's row is updated first: that locks it against an officer acting at the same moment (who then
 * sees the row changed) and makes a second rating wait; the primary key of sentiment_evaluations settles a double
 * submission either way.
 */
export async function evaluateSentiment(db: Db, id: number, user: SessionUser, body: EvaluateBody) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(sentiments)
      .set({ updatedAt: sql`now()` })
      .where(and(eq(sentiments.id, id), isNull(sentiments.deletedAt)))
      .returning({
        status: sentiments.status,
        active: sentiments.active,
        reporterId: sentiments.reporterId,
        receivedAt: sentiments.receivedAt,
        archivedAt: sentiments.archivedAt,
        evaluated: sql<boolean>`exists (select 1 from sentiment_evaluations e where e.sentiment_id = ${id})`,
      });
    if (!row) throw new AppError('NOT_FOUND');
    const status = row.status as SentimentStatus;
    if (row.reporterId !== user.id) {
      // someone else's item: say so only when the caller could see it anyway (public and finished)
      throw row.active && isFinished(status)
        ? new AppError('FORBIDDEN', ONLY_REPORTER_MESSAGE)
        : new AppError('NOT_FOUND');
    }
    const state = {
      status,
      received: row.receivedAt !== null,
      archived: row.archivedAt !== null,
      deleted: false,
      evaluated: row.evaluated,
    };
    const refused = refusal('evaluate', state);
    if (refused) throw new AppError('CONFLICT', refused);

    const [evaluation] = await tx
      .insert(sentimentEvaluations)
      .values({ sentimentId: id, userId: user.id, point: body.point, contentEvaluate: body.content_evaluate ?? null })
      .onConflictDoNothing()
      .returning({
        point: sentimentEvaluations.point,
        content_evaluate: sentimentEvaluations.contentEvaluate,
        created_at: sentimentEvaluations.createdAt,
      });
    if (!evaluation) throw new AppError('CONFLICT', refusal('evaluate', { ...state, evaluated: true })!);

    await recordEvent(tx, {
      sentimentId: id,
      actor: { kind: 'user', user },
      action: 'evaluate',
      fromStatus: status,
      toStatus: status,
      changes: {
        point: { from: null, to: evaluation.point },
        content_evaluate: { from: null, to: evaluation.content_evaluate },
      },
    });
    return { ...evaluation, created_at: evaluation.created_at.toISOString() };
  });
}
