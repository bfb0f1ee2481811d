import { PUSH_DEVICES_PER_PERSON, type PushSubscriptionBody } from '@console/shared/forms/web-push';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { webPushSubscriptions } from '../../db/schema/index.ts';

const s = webPushSubscriptions;

/** a device as its owner sees it: the push service's host only, the endpoint itself is a capability */
const columns = {
  id: s.id,
  push_service: sql<string>`substring(${s.endpoint} from '^https://([^/]+)')`,
  user_agent: s.userAgent,
  created_at: s.createdAt,
  last_success_at: s.lastSuccessAt,
  failures: s.failures,
};

export const listDevices = (db: Db, userId: number) =>
  db.select(columns).from(s).where(eq(s.userId, userId)).orderBy(desc(s.id));

/**
 * Keeps a device's subscription for the person, in one transaction. The same endpoint sent again (the app starting,
 * the browser renewing its keys, another person signing in on the phone) is the same device: its keys and owner are
 * replaced. Beyond PUSH_DEVICES_PER_PERSON the least recently reached of their devices make room.
 */
export function saveDevice(db: Db, userId: number, body: PushSubscriptionBody, userAgent: string | undefined) {
  return db.transaction(async (tx) => {
    const values = { userId, p256dh: body.p256dh, auth: body.auth, userAgent: userAgent?.slice(0, 500) ?? null };
    const [saved] = await tx
      .insert(s)
      .values({ ...values, endpoint: body.endpoint })
      .onConflictDoUpdate({ target: s.endpoint, set: { ...values, failures: 0, createdAt: sql`now()` } })
      .returning({ id: s.id });
    const kept = tx
      .select({ id: s.id })
      .from(s)
      .where(eq(s.userId, userId))
      .orderBy(sql`greatest(${s.lastSuccessAt}, ${s.createdAt}) desc`, desc(s.id))
      .limit(PUSH_DEVICES_PER_PERSON);
    await tx.delete(s).where(and(eq(s.userId, userId), notInArray(s.id, kept)));
    const [device] = await tx.select(columns).from(s).where(eq(s.id, saved.id));
    return device;
  });
}

/** the person's own device only; false when they have none of that id */
export async function removeDevice(db: Db, userId: number, id: number) {
  const removed = await db
    .delete(s)
    .where(and(eq(s.id, id), eq(s.userId, userId)))
    .returning({ id: s.id });
  return removed.length > 0;
}
