import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { notifications } from './notifications.ts';
import { users } from './users.ts';

/**
 * A device of a person's that asked for Web Push (the residents' app, spec issue 13): the push service's address
 * and the keys the browser made to decrypt what is sent to it. The endpoint is a capability (whoever knows it can
 * push to the device), so it is never logged and never shown back in full.
 */
export const webPushSubscriptions = pgTable(
  'web_push_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** the browser's P-256 public key and its 16-byte auth secret, base64url as PushSubscription.toJSON() gives them */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    /** pushes refused or lost in a row since the last one that arrived; the device is forgotten past a limit */
    failures: integer('failures').notNull().default(0),
  },
  (t) => [index('web_push_subscriptions_user_idx').on(t.userId)],
);

/**
 * A sent notification whose pushes are still to go out, written in the sending transaction (one row, whatever the
 * number of receivers). The push job walks the subscriptions of its receivers in id order from `after_subscription`;
 * a row is leased by moving run_after forward, so each batch goes out from one node only.
 */
export const webPushJobs = pgTable(
  'web_push_jobs',
  {
    notificationId: integer('notification_id')
      .primaryKey()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    afterSubscription: integer('after_subscription').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [index('web_push_jobs_run_after_idx').on(t.runAfter)],
);
