import { ZLoginBody, ZNewPasswordBody, ZResetRequestBody } from '@console/shared/forms/account';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { roleByField } from '@console/shared/domain/roles';
import { users } from '../../db/schema/index.ts';
import { AppError, ERRORS } from '../../lib/app-error.ts';
import { ok, ZEnvelope, ZMessage } from '../../lib/envelope.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { loadUserById } from '../../core/load-session-user.ts';
import { loginRefusal, loginRule, resetRule } from './login-throttle.ts';
import { completePasswordReset, enqueuePasswordReset, findValidReset } from './password-reset.ts';

// a malformed link gets the same Vietnamese answer as an unknown or spent one, not zod's English wording
const INVALID_LINK = ERRORS.RESET_TOKEN_INVALID[1];
const RESIDENT_ROLE_ID = roleByField('resident')!.id;
const ZTokenParams = z.object({ token: z.string().min(10, INVALID_LINK).max(200, INVALID_LINK) });

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        body: ZLoginBody.extend({ portal: z.enum(['admin', 'app']).optional() }),
        response: { 200: ZEnvelope(z.any()) },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const [account] = await app.db
        .select({ id: users.id, passwordHash: users.passwordHash, isActive: users.isActive, roleId: users.roleId })
        .from(users)
        .where(eq(users.username, username))
        .limit(1);
      // A locked account gets one answer whatever the password, and its password is never checked: the answer cannot
      // confirm a guess, and it is no failure to count. Skipping the hash tells nothing the 403 does not already say.
      if (account && !account.isActive) throw new AppError('ACCOUNT_LOCKED');
      const verdict = await app.loginThrottle.attempt(loginRule(username, request.ip));
      // refused before the password is looked at, so even the right one waits (docs/decisions.md, ASVS 2.2.1)
      if (!verdict.allowed) {
        reply.header('retry-after', verdict.retryAfterSeconds);
        throw loginRefusal(verdict);
      }
      // the same work and the same answer whether or not the account exists; the attempt already counts as a failure
      const valid = await verifyPassword(account?.passwordHash, password);
      if (!account || !valid) throw new AppError('BAD_CREDENTIALS');
      await app.loginThrottle.succeeded(verdict.ticket);
      // the console asks for portal 'admin': a resident gets no token there at all
      if (request.body.portal === 'admin' && account.roleId === RESIDENT_ROLE_ID)
        throw new AppError('RESIDENT_FORBIDDEN');
      const token = await app.tokens.issue(account.id, { ip: request.ip, userAgent: request.headers['user-agent'] });
      const entry = await loadUserById(app.db, account.id);
      return ok({ token, entry }, 'Đăng nhập thành công');
    },
  );

  app.post(
    '/api/admin/logout',
    { config: { access: 'staff' }, schema: { tags: ['auth'], response: { 200: ZMessage } } },
    async (request) => {
      await app.tokens.revoke(request.auth!.sessionId);
      return ok(null, 'Đăng xuất thành công');
    },
  );

  app.post(
    '/api/auth/reset-password',
    { config: { access: 'public' }, schema: { tags: ['auth'], body: ZResetRequestBody, response: { 200: ZMessage } } },
    async (request, reply) => {
      // every request counts (not only failures): a mail per request is what an abuser would want
      const verdict = await app.loginThrottle.attempt(resetRule(request.ip));
      if (!verdict.allowed) {
        reply.header('retry-after', verdict.retryAfterSeconds);
        throw new AppError('TOO_MANY_RESETS');
      }
      // the mail goes out from a job: the same work and the same time whether or not the address has an account
      await enqueuePasswordReset(app, request.body.email);
      // never reveal whether the address belongs to an account
      return ok(null, 'Nếu email có trong hệ thống, đường dẫn đặt lại mật khẩu đã được gửi tới hộp thư của bạn');
    },
  );

  app.get(
    '/api/auth/forgot-password/:token',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], params: ZTokenParams, response: { 200: ZEnvelope(z.object({ valid: z.boolean() })) } },
    },
    async (request) => {
      if (!(await findValidReset(app.db, request.params.token))) throw new AppError('RESET_TOKEN_INVALID');
      return ok({ valid: true });
    },
  );

  app.post(
    '/api/auth/forgot-password/:token',
    {
      config: { access: 'public' },
      schema: { tags: ['auth'], params: ZTokenParams, body: ZNewPasswordBody, response: { 200: ZMessage } },
    },
    async (request) => {
      const { password, password_confirmation } = request.body;
      if (password_confirmation != null && password_confirmation !== password) throw new AppError('PASSWORD_MISMATCH');
      await completePasswordReset(app, request.params.token, password);
      return ok(null, 'Đặt lại mật khẩu thành công, vui lòng đăng nhập');
    },
  );
};
