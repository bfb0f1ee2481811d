import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cameras, cameraStreamSessions as sessions } from '../../db/schema/areas/cameras.ts';
import { AppError, ERRORS } from '../../lib/app-error.ts';
import { isoText } from '../../lib/timestamps.ts';

/** serialises the opening of leases across nodes, so the limit on cameras watched at once holds */
const STREAM_OPEN_LOCK = 7_241_018;

const leaseEnd = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;
const live = gt(sessions.expiresAt, sql`now()`);
const returned = { id: sessions.id, expires_at: sql<string>`${isoText(sessions.expiresAt)}` };

/**
 * An officer starts (or rejoins) watching a camera: their lease for `leaseSeconds`. Past `max` cameras watched on the
 * platform at once a new camera is refused (503); a camera already watched by someone is joined whatever the count.
 */
export async function openSession(db: Db, cameraId: number, userId: number, leaseSeconds: number, max: number) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STREAM_OPEN_LOCK})`);
    await tx.delete(sessions).where(lte(sessions.expiresAt, sql`now()`));
    const watched = await tx.selectDistinct({ cameraId: sessions.cameraId }).from(sessions).where(live);
    if (watched.length >= max && !watched.some((row) => row.cameraId === cameraId))
      throw new AppError('STREAM_LIMIT', ERRORS.STREAM_LIMIT[1].replace('{n}', String(max)));
    const [row] = await tx
      .insert(sessions)
      .values({ cameraId, userId, expiresAt: leaseEnd(leaseSeconds) })
      .onConflictDoUpdate({
        target: [sessions.cameraId, sessions.userId],
        set: { expiresAt: leaseEnd(leaseSeconds) },
      })
      .returning(returned);
    return row;
  });
}

/** the officer's lease on the camera, extended; none (ended or expired): STREAM_ENDED */
export async function renewSession(db: Db, cameraId: number, userId: number, leaseSeconds: number) {
  const [row] = await db
    .update(sessions)
    .set({ expiresAt: leaseEnd(leaseSeconds) })
    .where(and(eq(sessions.cameraId, cameraId), eq(sessions.userId, userId), live))
    .returning(returned);
  if (!row) throw new AppError('STREAM_ENDED');
  return row;
}

/** the officer stops watching; whether anyone still watches the camera */
export async function closeSession(db: Db, cameraId: number, userId: number) {
  await db.delete(sessions).where(and(eq(sessions.cameraId, cameraId), eq(sessions.userId, userId)));
  const [other] = await db
    .select({ one: sql`1` })
    .from(sessions)
    .where(and(eq(sessions.cameraId, cameraId), live))
    .limit(1);
  return Boolean(other);
}

/** the camera a live session of this officer watches (the HLS files' check) */
export async function cameraOfSession(db: Db, sessionId: string, userId: number) {
  const [row] = await db
    .select({ cameraId: sessions.cameraId })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), live));
  return row?.cameraId ?? null;
}

/**
 * Of the cameras this node streams, those someone still watches and that are still switched on; the leases of a
 * camera switched off end here.
 */
export async function stillWatched(db: Db, cameraIds: number[]) {
  await db
    .delete(sessions)
    .where(
      and(
        inArray(sessions.cameraId, cameraIds),
        inArray(sessions.cameraId, db.select({ id: cameras.id }).from(cameras).where(eq(cameras.isActive, false))),
      ),
    );
  const rows = await db
    .selectDistinct({ cameraId: sessions.cameraId })
    .from(sessions)
    .where(and(inArray(sessions.cameraId, cameraIds), live));
  return new Set(rows.map((row) => row.cameraId));
}
