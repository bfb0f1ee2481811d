import { boolean, index, integer, pgTable } from 'drizzle-orm/pg-core';
import { auditColumns } from '../audit-columns.ts';
import { wards } from '../units.ts';
import { videoColumns } from '../video-columns.ts';

export const videos = pgTable(
  'videos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ...videoColumns(),
    wardId: integer('ward_id')
      .notNull()
      .references(() => wards.id),
    isActive: boolean('is_active').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [index('videos_ward_idx').on(t.wardId, t.createdAt)],
);
