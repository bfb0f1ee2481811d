import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { passwordResetRequests, passwordResets, sessions, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';

const RESET_TTL_MS = 60 * 60_000;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The request's only work: one row with the submitted address, the same insert whether or not it belongs to an account,
 * so the answer's timing says nothing about the address. The mail job (reset-queue-plugin.ts) is woken at once.
 */
export async function enqueuePasswordReset(app: FastifyInstance, email: string) {
  await app.db.insert(passwordResetRequests).values({ email });
  app.resetQueue.kick();
}

/**
 * The job's work for one queued address: a fresh link mailed to each active account using it. A retry (the mail to one
 * account failed) skips the accounts already mailed for this request — their link row is written only once their mail
 * went out, after the request was queued — and one failing account does not keep the others from theirs.
 */
export async function mailResetLinks(app: FastifyInstance, request: { email: string; queuedAt: Date }) {
  const accounts = await app.db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      mailed: sql<boolean>`exists (select 1 from ${passwordResets} where ${passwordResets.userId} = ${users.id} and ${passwordResets.createdAt} >= ${request.queuedAt})`,
    })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${request.email})`, eq(users.isActive, true)))
    .limit(5);
  const failures: unknown[] = [];
  for (const account of accounts.filter((a) => !a.mailed)) {
    const token = randomBytes(32).toString('base64url');
    const link = `${app.config.PUBLIC_URL}/auth/reset-password?token=${token}`;
    try {
      await app.mailer.send({
        to: account.email ?? request.email,
        subject: 'Đặt lại mật khẩu trang quản trị',
        text:
          `Xin chào ${account.username},\n\nBạn (hoặc ai đó) vừa yêu cầu đặt lại mật khẩu. ` +
          `Mở đường dẫn sau trong vòng 60 phút để đặt mật khẩu mới:\n${link}\n\n` +
          'Nếu bạn không yêu cầu, hãy bỏ qua thư này; mật khẩu của bạn không thay đổi.',
      });
    } catch (error) {
      failures.push(error);
      continue;
    }
    // written once the mail is out: a link that was never sent never becomes valid, and a retry knows who has theirs
    await app.db
      .insert(passwordResets)
      .values({ tokenHash: hashToken(token), userId: account.id, expiresAt: new Date(Date.now() + RESET_TTL_MS) });
  }
  if (failures.length) throw failures[0];
}

export async function findValidReset(db: Db, token: string) {
  const [row] = await db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.tokenHash, hashToken(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, sql`now()`),
      ),
    );
  return row ?? null;
}

/** single use: the token is spent, the password set and every session revoked in one transaction */
export async function completePasswordReset(app: FastifyInstance, token: string, password: string) {
  const passwordHash = await hashPassword(password);
  await app.db.transaction(async (tx) => {
    const [spent] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!spent) throw new AppError('RESET_TOKEN_INVALID');
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, spent.userId));
    // links sent earlier die with this one
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.userId, spent.userId), isNull(passwordResets.usedAt)));
    await tx
      .update(sessions)
      .set({ revokedAt: sql`now()` })
      .where(and(eq(sessions.userId, spent.userId), isNull(sessions.revokedAt)));
  });
}
