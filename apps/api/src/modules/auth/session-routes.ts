import { SESSION_MESSAGES, type ProfileSession } from '@console/shared/domain/sessions';
import { formatMessage } from '@console/shared/validation/messages';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { liveSession } from '../../core/load-session-user.ts';
import { sessions } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { isoText } from '../../lib/timestamps.ts';
import { list, ok, ZEnvelope, ZList } from '../../lib/envelope.ts';

const staff = { access: 'staff' } as const;
const tags = ['profile'];
const URL = '/api/admin/profile/sessions';

const ZSession = z.object({
  id: z.string(),
  created_at: z.string(),
  last_seen_at: z.string(),
  expires_at: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  current: z.boolean(),
});
const ZSessionParams = z.object({ id: z.uuid({ error: formatMessage('Mã phiên đăng nhập') }) });

/**
 * The account's signed-in devices (issue 21, ASVS 3.3.3–3.3.4): the live sessions — not revoked, not past their
 * lifetime, not idle too long — newest activity first, the asking one marked; end one, or every other one. Only the
 * caller's own sessions: another account's session id answers 404 as an unknown one does. A socket of an ended
 * session is closed by its node's next session check (realtime-plugin.ts).
 */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const live = (userId: number) => and(eq(sessions.userId, userId), liveSession(app.config.SESSION_IDLE_MINUTES));

  app.get(URL, { config: staff, schema: { tags, response: { 200: ZList(ZSession) } } }, async (request) => {
    const { user, sessionId } = request.auth!;
    const rows = await app.db
      .select({
        id: sessions.id,
        created_at: sql<string>`${isoText(sessions.createdAt)}`,
        last_seen_at: sql<string>`${isoText(sessions.lastSeenAt)}`,
        expires_at: sql<string>`${isoText(sessions.expiresAt)}`,
        ip: sessions.ip,
        user_agent: sessions.userAgent,
      })
      .from(sessions)
      .where(live(user.id))
      .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
    const entries: ProfileSession[] = rows.map((row) => ({ ...row, current: row.id === sessionId }));
    return list(entries.length, entries);
  });

  app.delete(
    `${URL}/:id`,
    { config: staff, schema: { tags, params: ZSessionParams, response: { 200: ZEnvelope(z.null()) } } },
    async (request) => {
      const ended = await app.db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(eq(sessions.id, request.params.id), live(request.auth!.user.id)))
        .returning({ id: sessions.id });
      if (!ended.length) throw new AppError('NOT_FOUND');
      return ok(null, SESSION_MESSAGES.ended);
    },
  );

  app.post(
    `${URL}/end-others`,
    { config: staff, schema: { tags, response: { 200: ZEnvelope(z.object({ ended: z.number() })) } } },
    async (request) => {
      const { user, sessionId } = request.auth!;
      // the same revocation as a password change's (core/tokens.ts)
      const ended = await app.tokens.revokeAllOf(user.id, sessionId);
      return ok({ ended }, SESSION_MESSAGES.endedOthers);
    },
  );
};
