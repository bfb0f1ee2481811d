import { date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns } from '../audit-columns.ts';
import { wards } from '../units.ts';

export const images = pgTable(
  'images',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    image: text('image').notNull(),
    description: text('description'),
    takenAt: date('taken_at', { mode: 'string' }),
    author: text('author'),
    wardId: integer('ward_id')
      .notNull()
      .references(() => wards.id),
    ...auditColumns(),
  },
  (t) => [index('images_ward_idx').on(t.wardId, t.createdAt)],
);
