import { boolean, index, integer, pgTable } from 'drizzle-orm/pg-core';
import { auditColumns } from '../audit-columns.ts';
import { wards } from '../units.ts';
import { videoColumns } from '../video-columns.ts';
import { knowledgeCategories } from './knowledge-categories.ts';

export const libraryVideos = pgTable(
  'library_videos',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    ...videoColumns(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => knowledgeCategories.id),
    wardId: integer('ward_id')
      .notNull()
      .references(() => wards.id),
    isApproved: boolean('is_approved').notNull().default(false),
    ...auditColumns(),
  },
  (t) => [
    index('library_videos_ward_idx').on(t.wardId, t.createdAt),
    index('library_videos_category_idx').on(t.categoryId),
  ],
);
