import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';

export interface TokenService {
  issue(userId: number, meta: { ip?: string; userAgent?: string }): Promise<string>;
  verify(token: string): Promise<{ sessionId: string; userId: number } | null>;
  revoke(sessionId: string): Promise<void>;
  revokeAllOf(userId: number, exceptSessionId?: string, executor?: Db | Tx): Promise<void>;
}

/** signed tokens naming a session row; the row decides whether the token still works */
export function createTokenService(db: Db, secret: string, ttlHours: number): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    async issue(userId, meta) {
      const sessionId = randomUUID();
      const expiresAt = new Date(Date.now() + ttlHours * 3_600_000);
      await db.insert(sessions).values({
        id: sessionId,
        userId,
        expiresAt,
        ip: meta.ip?.slice(0, 64),
        userAgent: meta.userAgent?.slice(0, 300),
      });
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(expiresAt)
        .sign(key);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (typeof payload.sid !== 'string' || !Number.isInteger(userId)) return null;
        return { sessionId: payload.sid, userId };
      } catch {
        return null;
      }
    },
    async revoke(sessionId) {
      await db.update(sessions).set({ revokedAt: sql`now()` }).where(eq(sessions.id, sessionId));
    },
    async revokeAllOf(userId, exceptSessionId, executor = db) {
      const others = exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined;
      await executor
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), others));
    },
  };
}
