import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** one row per issued token: revocation is a column, so every API node sees it at once */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** the session's last request, kept to the minute (idle timeout: SESSION_IDLE_MINUTES) */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  // created_at: who signed in during the last 30 days (the home statistics' 'user' figure) without reading every user
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_created_idx').on(t.createdAt)],
);

export const passwordResets = pgTable('password_resets', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** login attempts by key ('user:…', 'ip:…') when no Redis is configured (login-throttle.ts) */
export const loginFailures = pgTable(
  'login_failures',
  {
    // every allowed attempt takes an id and rows leave after an hour: an integer identity would run out in months
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    key: text('key').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_key_idx').on(t.key, t.failedAt)],
);

export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * Reset requests waiting for the mail job (modules/auth/reset-queue.ts): the request only adds a row, so it costs the
 * same whether or not the address belongs to an account. A row is leased by moving run_after forward and deleted once
 * handled; attempts bounds the retries of a mail that cannot be sent.
 */
export const passwordResetRequests = pgTable(
  'password_reset_requests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull(),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_requests_run_after_idx').on(t.runAfter)],
);
