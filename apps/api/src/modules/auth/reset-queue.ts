import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { passwordResetRequests } from '../../db/schema/index.ts';
import { claimDue } from '../../lib/leased-queue.ts';
import { mailResetLinks } from './password-reset.ts';

/**
 * How long a claimed request is left to the node that claimed it. Longer than one mail can take (nodemailer gives up
 * on an unresponsive SMTP server within minutes), so a slow send is never sent twice by another node; a node that dies
 * mid-way leaves its request to be picked up again after it, which is also the wait before a failed mail is retried.
 */
const LEASE = sql`interval '10 minutes'`;
/** a request whose mail still fails after this many tries is dropped; the person can ask again */
export const RESET_MAX_ATTEMPTS = 5;

interface ClaimedRequest {
  id: number;
  email: string;
  attempts: number;
  queuedAt: Date;
}

/** takes the oldest due request for this node (lib/leased-queue.ts) */
async function claimNext(app: FastifyInstance): Promise<ClaimedRequest | undefined> {
  const row = await claimDue<Omit<ClaimedRequest, 'queuedAt'> & { created_at: Date | string }>(
    app.db,
    passwordResetRequests,
    { key: 'id', lease: LEASE, returning: ['id', 'email', 'attempts', 'created_at'] },
  );
  return (
    row && { id: Number(row.id), email: row.email, attempts: Number(row.attempts), queuedAt: new Date(row.created_at) }
  );
}

const remove = (app: FastifyInstance, id: number) =>
  app.db.delete(passwordResetRequests).where(eq(passwordResetRequests.id, id));

/**
 * What may be logged about a failure: its kind and SMTP codes only. SMTP messages quote the recipient ("550
 * <an@address> rejected") in spellings no pattern can be sure to catch, and the address must not be logged.
 */
function failureWithoutAddress(error: unknown) {
  const { name, code, responseCode, command } = (error ?? {}) as Record<string, unknown>;
  return { type: name, code, responseCode, command };
}

/** handles one due request; false when there was none */
export async function processNextResetRequest(app: FastifyInstance): Promise<boolean> {
  const claimed = await claimNext(app);
  if (!claimed) return false;
  // never the address in the log: the row id is enough to follow a request
  const log = app.log.child({ resetRequest: claimed.id, attempt: claimed.attempts });
  if (claimed.attempts > RESET_MAX_ATTEMPTS) {
    // a request that keeps stopping its node part-way (no failure was ever recorded) is dropped too
    await remove(app, claimed.id);
    log.warn('bỏ yêu cầu đặt lại mật khẩu sau quá nhiều lần thử');
    return true;
  }
  try {
    await mailResetLinks(app, claimed);
  } catch (error) {
    // the lease set by the claim is the wait before the next try
    const last = claimed.attempts >= RESET_MAX_ATTEMPTS;
    if (last) await remove(app, claimed.id);
    log.error({ failure: failureWithoutAddress(error), dropped: last }, 'không gửi được thư đặt lại mật khẩu');
    return true;
  }
  await remove(app, claimed.id);
  return true;
}
