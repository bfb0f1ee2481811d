import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { hashPassword } from '../lib/passwords.ts';

/** the first administrator; without ADMIN_PASSWORD a random one is made and returned so the caller can print it once */
export async function seedAdminAccount(tx: Tx, username: string, password?: string) {
  const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (existing) return { created: false as const };
  const chosen = password ?? randomBytes(12).toString('base64url');
  await tx.insert(users).values({
    username,
    passwordHash: await hashPassword(chosen),
    roleId: 1,
    fullName: 'Quản trị hệ thống',
    accStatus: 3,
  });
  return { created: true as const, generatedPassword: password ? undefined : chosen };
}
