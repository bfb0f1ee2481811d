import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, softDeleteColumns } from '../audit-columns.ts';
import { wards } from '../units.ts';

export const travelIntroduce = pgTable(
  'travel_introduce',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    summary: text('summary'),
    content: text('content').notNull(),
    cover: text('cover'),
    videoLink: text('video_link'),
    hotline: text('hotline'),
    bestSeason: text('best_season'),
    wardId: integer('ward_id')
      .notNull()
      .references(() => wards.id),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    // one live introduction per ward; a deleted one (kept) does not stop writing a new one
    uniqueIndex('travel_introduce_ward_key')
      .on(t.wardId)
      .where(sql`deleted_at is null`),
    index('travel_introduce_ward_idx').on(t.wardId, t.createdAt),
  ],
);
