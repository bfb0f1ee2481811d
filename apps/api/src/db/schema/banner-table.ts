import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { auditColumns } from './audit-columns.ts';
import { wards } from './units.ts';

/** the columns of a banner (packages/shared/src/resources/banners.ts) */
const bannerColumns = () => ({
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: text('title').notNull(),
  image: text('image').notNull(),
  link: text('link'),
  sortOrder: integer('sort_order'),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  isActive: boolean('is_active').notNull().default(true),
  ...auditColumns(),
});

/** the platform's banners of one kind */
export const platformBannerTable = (name: string) => pgTable(name, bannerColumns());

/** a ward's banners of one type */
export const wardBannerTable = (name: string) =>
  pgTable(
    name,
    {
      ...bannerColumns(),
      wardId: integer('ward_id')
        .notNull()
        .references(() => wards.id),
    },
    (t) => [index(`${name}_ward_idx`).on(t.wardId, t.createdAt)],
  );
