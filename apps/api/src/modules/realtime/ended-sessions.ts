import { and, eq, inArray } from 'drizzle-orm';
import { liveSession } from '../../core/load-session-user.ts';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';

/**
 * Which of the given sessions no longer work: logged out, revoked (a password change, a reset, an administrator),
 * expired, idle past SESSION_IDLE_MINUTES (an open page sends no request), or their account locked or deleted. One query for every socket of a node, whichever path ended them, so
 * a revocation made through another API process is seen here as well.
 */
export async function endedSessions(db: Db, sessionIds: string[], idleMinutes: number): Promise<Set<string>> {
  if (!sessionIds.length) return new Set();
  const live = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(inArray(sessions.id, sessionIds), liveSession(idleMinutes), eq(users.isActive, true)));
  const alive = new Set(live.map((row) => row.id));
  return new Set(sessionIds.filter((id) => !alive.has(id)));
}
