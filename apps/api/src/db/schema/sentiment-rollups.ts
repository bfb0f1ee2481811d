import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  unique,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

// The home statistics' rollups (issue 20): kept exact inside every transaction that writes sentiments, by
// statement-level triggers over the transition tables (migrations 0040, 0057), as user_counts is — never a nightly
// job. Deleted items count nowhere; archived ones still count (they were received and finished). Days are Vietnam days.
//
// Each rollup holds its counts at several grains side by side (one GROUPING SETS statement keeps them all): per ward
// (with its district and hamlet) or per province alone, and per day, per month or over all time. A province
// officer's month is then a few dozen rows instead of a row per ward, category and day (measured: ~20,000 rows and
// 14 requests/s at 1,000,000 items before). A grain's number is GROUPING(ward_id, day, month) of that statement:
// which of the three were left out.
export const ROLLUP_GRAIN = {
  wardDay: 1,
  wardMonth: 2,
  wardAll: 3,
  provinceDay: 5,
  provinceMonth: 6,
  provinceAll: 7,
} as const;
export type RollupGrain = (typeof ROLLUP_GRAIN)[keyof typeof ROLLUP_GRAIN];

/**
 * the key the rollups share: the grain, where an item is (a province grain leaves district, ward and hamlet empty),
 * what about, its status and its day (a month's first day at a month grain, empty over all time)
 */
const itemKey = () => ({
  grain: smallint('grain').$type<RollupGrain>().notNull(),
  provinceId: integer('province_id').notNull(),
  districtId: integer('district_id'),
  wardId: integer('ward_id'),
  villageId: integer('village_id'),
  categoryId: smallint('category_id').notNull(),
  status: smallint('status').notNull(),
  day: date('day', { mode: 'string' }),
});

type KeyColumns = { [K in keyof ReturnType<typeof itemKey>]: AnyPgColumn };

/** a rollup's unique key (the shared key and its own columns) and the indexes its readers walk */
function rollupKeys(table: string, t: KeyColumns, own: AnyPgColumn[]) {
  return [
    unique(`${table}_key`)
      .on(t.grain, t.provinceId, t.districtId, t.wardId, t.villageId, t.categoryId, t.status, t.day, ...own)
      .nullsNotDistinct(),
    index(`${table}_ward_grain_idx`).on(t.wardId, t.grain, t.day),
    index(`${table}_province_grain_idx`).on(t.provinceId, t.grain, t.day),
    // the platform's officers: every province
    index(`${table}_grain_idx`).on(t.grain, t.day),
  ];
}

/**
 * sentiments per unit, category, current status, day received (created), whether the deadline was extended and
 * whether the item is archived (the sentiment list leaves archived items out of its totals and tabs)
 */
export const sentimentDayCounts = pgTable(
  'sentiment_day_counts',
  {
    ...itemKey(),
    extended: boolean('extended').notNull(),
    archived: boolean('archived').notNull(),
    sentiments: integer('sentiments').notNull(),
    /** of them, received by an officer, and the seconds from sending to being received, summed */
    received: integer('received').notNull(),
    receiveSeconds: bigint('receive_seconds', { mode: 'number' }).notNull(),
  },
  (t) => [...rollupKeys('sentiment_day_counts', t, [t.extended, t.archived])],
);

/**
 * finished sentiments (Đã xử lý / Không xử lý) per unit, category, result, day finished, timing (1 by the deadline,
 * 2 by an extended deadline, 3 after the deadline) and the reporter's rating (0 not rated, 1–3); day and month grains
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
  (t) => [...rollupKeys('sentiment_finish_counts', t, [t.timing, t.rating])],
);

/**
 * the map's counts: items that carry a place per ~1 km cell (0.01°: lat_cell = round(lat × 100)), unit, category,
 * status and month received — ward and province month grains (a map's period is read from the items for the days of
 * a month it covers only in part)
 */
export const sentimentCellCounts = pgTable(
  'sentiment_cell_counts',
  {
    ...itemKey(),
    latCell: integer('lat_cell').notNull(),
    lngCell: integer('lng_cell').notNull(),
    sentiments: integer('sentiments').notNull(),
  },
  (t) => [...rollupKeys('sentiment_cell_counts', t, [t.latCell, t.lngCell])],
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
