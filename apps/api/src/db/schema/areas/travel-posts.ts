import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns } from '../audit-columns.ts';
import { wards } from '../units.ts';

export const travelPosts = pgTable(
  'travel_posts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    summary: text('summary'),
    content: text('content').notNull(),
    cover: text('cover'),
    wardId: integer('ward_id')
      .notNull()
      .references(() => wards.id),
    isApproved: boolean('is_approved').notNull().default(false),
    ...auditColumns(),
  },
  (t) => [index('travel_posts_ward_idx').on(t.wardId, t.createdAt)],
);
