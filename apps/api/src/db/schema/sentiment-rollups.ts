import { bigint, boolean, date, index, integer, pgTable, smallint, text, unique } from 'drizzle-orm/pg-core';

// The home statistics' rollups (issue 20): kept exact inside every transaction that writes sentiments, by
// statement-level triggers over the transition tables (migration 0040), as user_counts is — never a nightly job.
// Deleted items count nowhere; archived ones still count (they were received and finished). Days are Vietnam days.

/** the key both rollups share: where an item is, what about, its status and its day (fresh builders per table) */
const itemKey = () => ({
  provinceId: integer('province_id').notNull(),
  districtId: integer('district_id'),
  wardId: integer('ward_id').notNull(),
  villageId: integer('village_id'),
  categoryId: smallint('category_id').notNull(),
  status: smallint('status').notNull(),
  day: date('day', { mode: 'string' }).notNull(),
});

/** sentiments per unit, category, current status, day received (created) and whether the deadline was extended */
export const sentimentDayCounts = pgTable(
  'sentiment_day_counts',
  {
    ...itemKey(),
    extended: boolean('extended').notNull(),
    sentiments: integer('sentiments').notNull(),
    /** of them, received by an officer, and the seconds from sending to being received, summed */
    received: integer('received').notNull(),
    receiveSeconds: bigint('receive_seconds', { mode: 'number' }).notNull(),
  },
  (t) => [
    unique('sentiment_day_counts_key')
      .on(t.provinceId, t.districtId, t.wardId, t.villageId, t.categoryId, t.status, t.day, t.extended)
      .nullsNotDistinct(),
    index('sentiment_day_counts_ward_day_idx').on(t.wardId, t.day),
    index('sentiment_day_counts_province_day_idx').on(t.provinceId, t.day),
  ],
);

/**
 * finished sentiments (Đã xử lý / Không xử lý) per unit, category, result, day finished, timing (1 by the deadline,
 * 2 by an extended deadline, 3 after the deadline) and the reporter's rating (0 not rated, 1–3)
 */
export const sentimentFinishCounts = pgTable(
  'sentiment_finish_counts',
  {
    ...itemKey(),
    timing: smallint('timing').notNull(),
    rating: smallint('rating').notNull(),
    sentiments: integer('sentiments').notNull(),
    /** seconds from sending to the reply, summed */
    finishSeconds: bigint('finish_seconds', { mode: 'number' }).notNull(),
  },
  (t) => [
    unique('sentiment_finish_counts_key')
      .on(t.provinceId, t.districtId, t.wardId, t.villageId, t.categoryId, t.status, t.day, t.timing, t.rating)
      .nullsNotDistinct(),
    index('sentiment_finish_counts_ward_day_idx').on(t.wardId, t.day),
    index('sentiment_finish_counts_province_day_idx').on(t.provinceId, t.day),
  ],
);

/**
 * requests answered per Vietnam day, app (the console or the residents' app) and the signed-in account's ward (none
 * for guests and accounts without one): each API node counts in memory and adds its counts every 30 s
 * (modules/home-statistics/traffic-counter.ts), so the figure is the sum over nodes, ≤ 30 s behind
 */
export const requestCounts = pgTable(
  'request_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    app: text('app', { enum: ['console', 'resident'] }).notNull(),
    wardId: integer('ward_id'),
    requests: bigint('requests', { mode: 'number' }).notNull(),
  },
  (t) => [
    unique('request_counts_key').on(t.day, t.app, t.wardId).nullsNotDistinct(),
    index('request_counts_ward_day_idx').on(t.wardId, t.day),
  ],
);
