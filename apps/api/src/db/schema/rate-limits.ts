import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window request counters shared by every API node when there is no Redis (guest uploads and submissions);
 * one row per key ('sentiment-guest-ip:1.2.3.4'), reset when its window has passed.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_reset_idx').on(t.resetAt)],
);
