import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns } from '../audit-columns.ts';

export const articleCategories = pgTable('article_categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  description: text('description'),
  sortOrder: integer('sort_order'),
  isActive: boolean('is_active').notNull().default(true),
  ...auditColumns(),
});
