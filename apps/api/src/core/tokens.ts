import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { sessions } from '../db/schema/index.ts';

export interface TokenService {
  issue(userId: number, meta: { ip?: string; userAgent?: string }): Promise<string>;
  verify(token: string): Promise<{ sessionId: string; userId: number } | null>;
  revoke(sessionId: string): Promise<void>;
  /** every session of the account not ended yet, but `exceptSessionId`; answers how many it ended */
  revokeAllOf(userId: number, exceptSessionId?: string, executor?: Db | Tx): Promise<number>;
  /** a short-lived signed link for a browser download, which cannot send the Authorization header */
  signLink(
    purpose: string,
    session: { userId: number; sessionId: string },
    data: unknown,
    minutes: number,
  ): Promise<string>;
  verifyLink(purpose: string, token: string): Promise<{ userId: number; sessionId: string; data: unknown } | null>;
}

type Claims = { sessionId: string; userId: number };

// Every token names what it is for in its audience, and each check accepts only its own: a download link (5 minutes,
// in a URL) can never stand in for a session, and a session token can never open a download.
const SESSION_AUDIENCE = 'session';
const linkAudience = (purpose: string) => `link:${purpose}`;

/** signed tokens naming a session row; the row decides whether the token still works */
export function createTokenService(db: Db, secret: string, ttlHours: number): TokenService {
  const key = new TextEncoder().encode(secret);
  // A signature check is a pure function of the token and the secret, so its result can be remembered: it costs more
  // than the rest of a list request's own work (docs/benchmarks.md). Revocation is unaffected: the session row is
  // read on every request. Entries leave at the token's expiry.
  const verified = new LRUCache<string, Claims>({ max: 10_000 });
  /** signature, expiry and audience, then the claims every token of ours carries; null for anything else */
  async function checkToken(token: string, audience: string) {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], audience });
      const userId = Number(payload.sub);
      if (typeof payload.sid !== 'string' || !Number.isInteger(userId) || !payload.exp) return null;
      return { sessionId: payload.sid, userId, expiresAtMs: payload.exp * 1000, data: payload.data };
    } catch {
      return null;
    }
  }
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
        .setAudience(SESSION_AUDIENCE)
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(expiresAt)
        .sign(key);
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) return known;
      const checked = await checkToken(token, SESSION_AUDIENCE);
      if (!checked) return null;
      const claims = { sessionId: checked.sessionId, userId: checked.userId };
      verified.set(token, claims, { ttl: Math.max(1, checked.expiresAtMs - Date.now()) });
      return claims;
    },
    async signLink(purpose, session, data, minutes) {
      return new SignJWT({ sid: session.sessionId, data })
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience(linkAudience(purpose))
        .setSubject(String(session.userId))
        .setExpirationTime(new Date(Date.now() + minutes * 60_000))
        .sign(key);
    },
    async verifyLink(purpose, token) {
      const checked = await checkToken(token, linkAudience(purpose));
      return checked && { userId: checked.userId, sessionId: checked.sessionId, data: checked.data };
    },
    async revoke(sessionId) {
      await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(eq(sessions.id, sessionId));
    },
    async revokeAllOf(userId, exceptSessionId, executor = db) {
      const others = exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined;
      const ended = await executor
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), others))
        .returning({ id: sessions.id });
      return ended.length;
    },
  };
}
