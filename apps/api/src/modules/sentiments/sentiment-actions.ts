import {
  deadlineChange,
  deadlineRefusal,
  isPastDeadline,
  nextStatus,
  type SentimentResult,
} from '@console/shared/domain/sentiments';
import {
  beforeTodayMessage,
  isBeforeToday,
  isReplyWritten,
  REPLY_REQUIRED_MESSAGE,
  SENTIMENT_LABELS as L,
  START_AFTER_DEADLINE_MESSAGE,
  type CompleteBody,
  type ReceiveBody,
  type UpdateBody,
} from '@console/shared/forms/sentiment';
import { and, eq, sql } from 'drizzle-orm';
import { sanitizeRichText } from '../../crud/rich-text.ts';
import type { Db } from '../../db/client.ts';
import { sentimentAttachments, sentiments } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { NO_CHANGE, runAction, type ActionCaller } from './sentiment-action-runner.ts';
import { changedFields } from './sentiment-events.ts';
import { resultFiles } from './sentiment-result-files.ts';
import { isVillageOfficer } from './sentiment-scope.ts';

// The staff moves of the workflow. Which move is allowed from which state lives in packages/shared (the state
// machine); these functions say what each move writes. Every one goes through runAction: scope, state machine,
// conditional update, one timeline row, one transaction.

type Target = { id: number; ifMatch?: string; arrivedAt?: Date };

const invalid = (message: string) => new AppError('VALIDATION', message);
const sameInstant = (a: Date | null, b: string | null) => (a?.getTime() ?? null) === (b ? Date.parse(b) : null);

/** spec §5: a new or changed date must not lie before today (Vietnam's calendar) */
function assertNotBeforeToday(value: string | null, label: string) {
  if (value && isBeforeToday(value)) throw invalid(beforeTodayMessage(label));
}

/** spec §4 receive: title, confidentiality, start and deadline; waiting (or never-received overdue) → processing */
export function receiveSentiment(db: Db, caller: ActionCaller, target: Target, body: ReceiveBody) {
  return runAction(db, caller, { ...target, action: 'receive' }, (row, state) => {
    assertNotBeforeToday(body.time_start, L.time_start);
    assertNotBeforeToday(body.time_finish, L.time_finish);
    // the flag follows the chosen confidentiality when it differs; a private report stays private (its selector is
    // disabled, spec §4), the hamlet officer does not choose it at all (spec §6), and a body without it (spec §7's
    // receive call) leaves it as it is
    const active = isVillageOfficer(caller.user) || !row.active || body.active === undefined ? row.active : body.active;
    const after = { title: body.title, active, time_start: body.time_start, time_finish: body.time_finish };
    return {
      set: {
        title: body.title,
        active,
        timeStart: new Date(body.time_start),
        timeFinish: new Date(body.time_finish),
        receivedAt: new Date(),
      },
      toStatus: nextStatus('receive', state),
      changes: changedFields(
        { title: row.title, active: row.active, time_start: row.time_start, time_finish: row.time_finish },
        after,
      ),
    };
  });
}

/**
 * spec §4/§5 update: title, category, content, update note, deadline. The form has no start date: without one the
 * stored start is kept. The deadline follows the shared extension rule (domain/sentiments.ts "Deadlines and
 * extensions"): sent back as shown it is kept exactly, however long ago it passed; moved or removed it is an extension
 * ('extend' on the timeline, with the reason, and extension_count + 1) and needs a reason; an overdue item cannot lose
 * it. An overdue item given a future deadline goes back to where it was (nextStatus).
 */
export function updateSentiment(db: Db, caller: ActionCaller, target: Target, body: UpdateBody) {
  return runAction(db, caller, { ...target, action: 'update' }, (row, state) => {
    const timeStart = body.time_start ?? row.time_start?.toISOString() ?? null;
    const change = deadlineChange(row.time_finish, body.time_finish);
    // the pickers show minutes: the stored deadline comes back without its seconds, and stays as it was
    const timeFinish = change === 'unchanged' ? (row.time_finish?.toISOString() ?? null) : body.time_finish;
    if (timeStart && timeFinish && Date.parse(timeStart) > Date.parse(timeFinish))
      throw invalid(START_AFTER_DEADLINE_MESSAGE);
    if (!sameInstant(row.time_start, timeStart)) assertNotBeforeToday(timeStart, L.time_start);
    if (change !== 'unchanged') assertNotBeforeToday(timeFinish, L.time_finish);
    const refused = deadlineRefusal({
      status: state.status,
      before: row.time_finish,
      after: timeFinish,
      reason: body.extension_reason,
    });
    if (refused) throw invalid(refused.message);
    const extended = change === 'extend';
    // spec §6: the hamlet officer has no category selector; the category stays
    const categoryId = isVillageOfficer(caller.user) ? row.category_id : body.category_id;
    const toStatus = nextStatus(extended ? 'extend' : 'update', state, {
      deadlineInFuture: !isPastDeadline(timeFinish),
    });
    const before = {
      title: row.title,
      content: row.content,
      category_id: row.category_id,
      content_update: row.content_update,
      time_start: row.time_start,
      time_finish: row.time_finish,
    };
    const after = {
      title: body.title,
      content: body.content,
      category_id: categoryId,
      content_update: body.content_update,
      time_start: timeStart,
      time_finish: timeFinish,
    };
    return {
      set: {
        title: body.title,
        content: body.content,
        categoryId,
        contentUpdate: body.content_update,
        timeStart: timeStart ? new Date(timeStart) : null,
        timeFinish: timeFinish ? new Date(timeFinish) : null,
        ...(extended ? { extensionCount: sql`${sentiments.extensionCount} + 1` } : {}),
      },
      toStatus,
      eventAction: extended ? 'extend' : 'update',
      changes: {
        ...changedFields(before, after),
        ...(extended ? { extension_reason: { from: null, to: body.extension_reason!.trim() } } : {}),
      },
    };
  });
}

/** spec §4/§5 complete: result 3 or 4, the sanitised reply, the reply's files (purpose 'result') */
export function completeSentiment(db: Db, caller: ActionCaller, target: Target, body: CompleteBody) {
  return runAction(db, caller, { ...target, action: 'complete' }, async (row, state) => {
    const reply = sanitizeRichText(body.content_reply);
    if (!isReplyWritten(reply)) throw invalid(REPLY_REQUIRED_MESSAGE);
    const attachments = await resultFiles(db, body.media_result);
    const toStatus = nextStatus('complete', state, { result: body.result_sentiment as SentimentResult });
    const now = new Date();
    return {
      set: { resultSentiment: body.result_sentiment, contentReply: reply, timeReply: now },
      toStatus,
      changes: {
        result_sentiment: { from: null, to: body.result_sentiment },
        content_reply: { from: null, to: reply },
        time_reply: { from: null, to: now.toISOString() },
        ...(attachments.length ? { media_result: { from: null, to: attachments.map((a) => a.name) } } : {}),
      },
      alsoWrite: async (tx) => {
        // a reopened item completed again replaces its earlier reply files
        await tx
          .delete(sentimentAttachments)
          .where(and(eq(sentimentAttachments.sentimentId, row.id), eq(sentimentAttachments.purpose, 'result')));
        if (attachments.length) {
          await tx
            .insert(sentimentAttachments)
            .values(attachments.map((a) => ({ ...a, sentimentId: row.id, purpose: 'result' as const })));
        }
      },
    };
  });
}

/** archive a finished item: it leaves the working list for the archive (status kept) */
export function archiveSentiment(db: Db, caller: ActionCaller, target: Target) {
  return runAction(db, caller, { ...target, action: 'archive' }, (row) => {
    const now = new Date();
    return {
      set: { archivedAt: now },
      toStatus: row.status as never,
      changes: { archived_at: { from: null, to: now.toISOString() } },
    };
  });
}

/** change-status: reopen a finished, not yet rated item for processing; its result is cleared, the reply kept */
export function reopenSentiment(db: Db, caller: ActionCaller, target: Target, reason: string | null | undefined) {
  return runAction(db, caller, { ...target, action: 'reopen' }, (row, state) => {
    const toStatus = nextStatus('reopen', state);
    return {
      set: { resultSentiment: null, timeReply: null },
      toStatus,
      changes: {
        result_sentiment: { from: row.result_sentiment, to: null },
        time_reply: { from: row.time_reply?.toISOString() ?? null, to: null },
        ...(reason ? { reason: { from: null, to: reason } } : {}),
      },
      stillAllowed: sql`not exists (select 1 from sentiment_evaluations where sentiment_id = ${sentiments.id})`,
    };
  });
}

/** change-active: the wanted confidentiality (a double click cannot flip twice); without one the flag flips */
export function changeSentimentActive(db: Db, caller: ActionCaller, target: Target, wanted: boolean | undefined) {
  return runAction(db, caller, { ...target, action: 'change_active' }, (row) => {
    const active = wanted ?? !row.active;
    if (active === row.active) return NO_CHANGE;
    return { set: { active }, toStatus: row.status as never, changes: { active: { from: row.active, to: active } } };
  });
}

/** soft delete: the row stays (timeline, statistics) but leaves every list and read */
export function deleteSentiment(db: Db, caller: ActionCaller, target: Target) {
  return runAction(db, caller, { ...target, action: 'delete' }, (row) => {
    const now = new Date();
    return {
      set: { deletedAt: now },
      toStatus: row.status as never,
      changes: { deleted_at: { from: null, to: now.toISOString() } },
    };
  });
}
