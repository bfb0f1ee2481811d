import {
  ALLOWED_FROM,
  CONFLICT_MESSAGE,
  refusal,
  type SentimentAction,
  type SentimentState,
  type SentimentStatus,
} from '@console/shared/domain/sentiments';
import type { AppAbility } from '@console/shared/permissions';
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { sentiments } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { loadSentiment, mayAct, stateOf, type LoadedSentiment, type StaffAction } from './sentiment-detail.ts';
import { recordEvent } from './sentiment-events.ts';
import type { SentimentCaller } from './sentiment-scope.ts';

export type ActionCaller = SentimentCaller & { ability: AppAbility };

/** what an action writes once it is allowed */
export interface ActionPlan {
  /** columns to write (values, or SQL such as `extension_count + 1`) */
  set: Omit<PgUpdateSetSource<typeof sentiments>, 'status'>;
  /** the status after the move (written with the other columns) */
  toStatus: SentimentStatus;
  changes: Record<string, { from: unknown; to: unknown }>;
  /** the timeline's action when it says more than the request's (an update that moved the deadline: 'extend') */
  eventAction?: SentimentAction;
  /** an extra condition of the conditional update (e.g. "not rated yet" for reopening) */
  stillAllowed?: SQL;
  /** other rows of the same change (attachments), in the same transaction */
  alsoWrite?: (tx: Tx) => Promise<void>;
}

/** nothing to write (e.g. the wanted confidentiality is already set): answered 200 without a timeline row */
export const NO_CHANGE = null;

/** the version the client saw (If-Match, from the detail's ETag), without quotes or W/ */
export function parseIfMatch(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || value.trim() === '*') return undefined;
  return value.trim().replace(/^W\//, '').replace(/^"|"$/g, '');
}

/**
 * One staff action: read the item as the officer acts on it (404 outside their units), check the state machine
 * (400 with its Vietnamese reason), then write in one transaction with a CONDITIONAL update — same row version
 * (xmin), status still one the action starts from — and one timeline row. When another officer (or the overdue job)
 * changed the item between the read and the write, the update matches nothing and the answer is 409
 * CONFLICT_MESSAGE with nothing changed. The same 409 answers a request that finds the item changed after the request
 * arrived (the embedded database runs one transaction at a time, so there the loser reads the winner's result: it
 * acted on what it saw before), and, when the client sends If-Match, an item changed since it loaded the detail.
 * A request that arrives after another officer's change (the page was not reloaded) gets the state machine's reason.
 */
export async function runAction(
  db: Db,
  caller: ActionCaller,
  input: { id: number; action: StaffAction; ifMatch?: string; arrivedAt?: Date },
  plan: (
    row: LoadedSentiment,
    state: SentimentState,
  ) => Promise<ActionPlan | typeof NO_CHANGE> | ActionPlan | typeof NO_CHANGE,
): Promise<{ changed: boolean }> {
  if (!mayAct(input.action, caller)) throw new AppError('FORBIDDEN');
  const row = await loadSentiment(db, caller, input.id);
  if (!row) throw new AppError('NOT_FOUND');
  if (input.ifMatch !== undefined && input.ifMatch !== row.version) throw new AppError('CONFLICT', CONFLICT_MESSAGE);
  // changed after this request arrived: another officer acted at the same time, whatever the database's order was
  if (input.arrivedAt && row.updated_at.getTime() >= input.arrivedAt.getTime())
    throw new AppError('CONFLICT', CONFLICT_MESSAGE);
  const state = stateOf(row);
  const refused = refusal(input.action, state);
  if (refused) throw new AppError('VALIDATION', refused);
  const planned = await plan(row, state);
  if (!planned) return { changed: false };
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(sentiments)
      .set({ ...planned.set, status: planned.toStatus, updatedAt: new Date() })
      .where(
        and(
          eq(sentiments.id, row.id),
          sql`${sentiments}.xmin::text = ${row.version}`,
          eq(sentiments.status, row.status),
          inArray(sentiments.status, [...ALLOWED_FROM[input.action]]),
          sql`${sentiments.deletedAt} is null`,
          planned.stillAllowed,
        ),
      )
      .returning({ id: sentiments.id });
    if (updated.length === 0) throw new AppError('CONFLICT', CONFLICT_MESSAGE);
    await planned.alsoWrite?.(tx);
    await recordEvent(tx, {
      sentimentId: row.id,
      actor: { kind: 'user', user: caller.user },
      action: planned.eventAction ?? input.action,
      fromStatus: row.status as SentimentStatus,
      toStatus: planned.toStatus,
      changes: planned.changes,
    });
  });
  return { changed: true };
}
