import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Administrative units keep their GSO code; the numeric id is the code's value (ids of different levels may coincide).
const unitColumns = () => ({
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  shortName: text('short_name').notNull(),
  type: text('type').notNull(),
});

export const provinces = pgTable('provinces', unitColumns());

export const districts = pgTable(
  'districts',
  {
    ...unitColumns(),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id),
  },
  (t) => [index('districts_province_idx').on(t.provinceId)],
);

export const wards = pgTable(
  'wards',
  {
    ...unitColumns(),
    provinceId: integer('province_id')
      .notNull()
      .references(() => provinces.id),
    districtId: integer('district_id').references(() => districts.id),
    /** set when the ward was merged into another one (2025 reform); merged wards are kept for history */
    mergedIntoId: integer('merged_into_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('wards_province_idx').on(t.provinceId), index('wards_district_idx').on(t.districtId)],
);
