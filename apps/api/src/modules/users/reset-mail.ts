import type { SessionUser } from '@console/shared/api-types';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { enqueuePasswordReset } from '../auth/password-reset.ts';
import type { UnitScope } from '../../core/scope.ts';
import { consumeRateLimits } from '../files/rate-counter.ts';
import { canGrantRole } from './grant-rules.ts';
import { loadRole } from './load-role.ts';
import { findUser } from './user-queries.ts';

export const RESET_MAIL_SENT_MESSAGE = 'Đã gửi email đặt lại mật khẩu';
export const NO_EMAIL_MESSAGE =
  'Người dùng chưa có email, không thể gửi email đặt lại mật khẩu. Hãy cập nhật email hoặc dùng "Đặt lại mật khẩu"';
export const LOCKED_MESSAGE = 'Tài khoản đang bị khoá, hãy mở khoá trước khi gửi email đặt lại mật khẩu';
/** mails per target account and window: enough for a mistyped address fixed twice, not a mailbox flood */
export const RESET_MAIL_LIMIT = { limit: 3, windowMs: 15 * 60_000 };

interface Caller {
  user: SessionUser;
  scope: UnitScope;
}

/**
 * POST /api/admin/reset-password: an officer has the reset link mailed to a user they manage. The same checks as
 * the other user actions (user-service.ts `manageable`: in the caller's units, else 404; a role the caller could
 * give, else 403), then the address is queued exactly as the public "forgot password" form queues it: the mail, the
 * link and its 60 minutes are the reset queue's (reset-queue.ts); nothing is mailed from the request. The password
 * does not change until the user follows the link. Answers the seconds to wait when the target's limit is spent.
 */
export async function queueResetMail(app: FastifyInstance, caller: Caller, id: number): Promise<number> {
  const target = await findUser(app.db, caller.scope, id);
  if (!target) throw new AppError('NOT_FOUND');
  if (!canGrantRole(caller.user, await loadRole(app.db, target.role_id))) throw new AppError('ROLE_NOT_GRANTABLE');
  const email = target.email?.trim();
  if (!email) throw new AppError('VALIDATION', NO_EMAIL_MESSAGE);
  // the queue mails active accounts only: a locked one would get nothing while the officer is told it was sent
  if (!target.is_active) throw new AppError('VALIDATION', LOCKED_MESSAGE);
  const retryAfter = await consumeRateLimits(app.rateCounter, [{ key: `reset-mail:${id}`, ...RESET_MAIL_LIMIT }]);
  if (retryAfter) return retryAfter;
  await enqueuePasswordReset(app, email);
  return 0;
}
