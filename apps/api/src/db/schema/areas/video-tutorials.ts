import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns } from '../audit-columns.ts';

export const videoTutorials = pgTable('video_tutorials', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: text('title').notNull(),
  youtubeLink: text('youtube_link').notNull(),
  description: text('description'),
  sortOrder: integer('sort_order'),
  isActive: boolean('is_active').notNull().default(true),
  ...auditColumns(),
});
