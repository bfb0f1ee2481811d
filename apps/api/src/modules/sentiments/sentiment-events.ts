import type { SessionUser } from '@console/shared/api-types';
import type { SentimentAction, SentimentStatus } from '@console/shared/domain/sentiments';
import type { Db, Tx } from '../../db/client.ts';
import { sentimentEvents } from '../../db/schema/index.ts';

/** who acted: a signed-in account, a guest (by the name they gave) or the system (the overdue job) */
export type Actor =
  | { kind: 'user'; user: Pick<SessionUser, 'id' | 'username' | 'kyc'> }
  | { kind: 'guest'; name: string }
  | { kind: 'system' };

export const SYSTEM_ACTOR_NAME = 'Hệ thống';

export function actorFields(actor: Actor) {
  switch (actor.kind) {
    case 'user':
      return { actorId: actor.user.id, actorName: actor.user.kyc.full_name || actor.user.username };
    case 'guest':
      return { actorId: null, actorName: actor.name };
    case 'system':
      return { actorId: null, actorName: SYSTEM_ACTOR_NAME };
  }
}

/** field → {from, to} for the fields whose value differs (dates compared as instants) */
export function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const [key, to] of Object.entries(after)) {
    if (to === undefined) continue;
    const from = before[key] ?? null;
    const same =
      from instanceof Date || to instanceof Date
        ? sameInstant(from, to)
        : JSON.stringify(from) === JSON.stringify(to ?? null);
    if (!same) changes[key] = { from: serialise(from), to: serialise(to) };
  }
  return changes;
}

const serialise = (value: unknown) => (value instanceof Date ? value.toISOString() : (value ?? null));
const sameInstant = (a: unknown, b: unknown) => {
  const time = (v: unknown) => (v instanceof Date ? v.getTime() : typeof v === 'string' ? Date.parse(v) : null);
  return time(a) === time(b);
};

/** one line of the timeline; call it in the transaction that makes the change */
export async function recordEvent(
  executor: Db | Tx,
  event: {
    sentimentId: number;
    actor: Actor;
    action: SentimentAction | 'submit';
    fromStatus: SentimentStatus | null;
    toStatus: SentimentStatus | null;
    changes?: Record<string, { from: unknown; to: unknown }>;
  },
) {
  await executor.insert(sentimentEvents).values({
    sentimentId: event.sentimentId,
    ...actorFields(event.actor),
    action: event.action,
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    changes: event.changes ?? {},
  });
}
