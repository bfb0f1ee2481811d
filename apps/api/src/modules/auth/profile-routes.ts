import { ZChangePasswordBody, ZProfileBody } from '@console/shared/forms/account';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { passwordResets, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { entry, ok, ZEntry, ZMessage } from '../../lib/envelope.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { loadUserById } from '../../core/load-session-user.ts';

const staff = { access: 'staff' } as const;

export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/profile',
    { config: staff, schema: { tags: ['profile'], response: { 200: ZEntry(z.any()) } } },
    async (request) => entry(request.auth!.user),
  );

  app.get(
    '/api/admin/load-profile',
    { config: staff, schema: { tags: ['profile'], response: { 200: ZEntry(z.any()) } } },
    async (request) => {
      const { user } = request.auth!;
      return entry({ username: user.username, email: user.email, phone: user.phone, ...user.kyc });
    },
  );

  app.put(
    '/api/admin/load-profile',
    { config: staff, schema: { tags: ['profile'], body: ZProfileBody, response: { 200: ZEntry(z.any()) } } },
    async (request) => {
      const { full_name, email, phone, dob, sex, id_card_number } = request.body;
      const userId = request.auth!.user.id;
      await app.db
        .update(users)
        .set({
          fullName: full_name,
          email: email ?? null,
          phone: phone ?? null,
          dob: dob ?? null,
          sex: (sex as number | null | undefined) ?? null,
          idCardNumber: id_card_number ?? null,
          updatedAt: sql`now()`,
        })
        .where(eq(users.id, userId));
      return entry(await loadUserById(app.db, userId), 'Cập nhật thông tin cá nhân thành công');
    },
  );

  app.put(
    '/api/admin/change-password',
    { config: staff, schema: { tags: ['profile'], body: ZChangePasswordBody, response: { 200: ZMessage } } },
    async (request) => {
      const { old_password, password, password_confirmation } = request.body;
      if (password !== password_confirmation) throw new AppError('PASSWORD_MISMATCH');
      const { user, sessionId } = request.auth!;
      const [account] = await app.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, user.id));
      if (!(await verifyPassword(account?.hash, old_password))) throw new AppError('WRONG_OLD_PASSWORD');
      if (old_password === password) throw new AppError('PASSWORD_SAME');
      const passwordHash = await hashPassword(password);
      await app.db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, updatedAt: sql`now()` })
          .where(eq(users.id, user.id));
        // other devices must sign in again with the new password
        await app.tokens.revokeAllOf(user.id, sessionId, tx);
        await tx
          .update(passwordResets)
          .set({ usedAt: sql`now()` })
          .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
      });
      return ok(null, 'Đổi mật khẩu thành công');
    },
  );
};
