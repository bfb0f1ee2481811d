import type { Attachment } from '@console/shared/field-kinds/attachments';
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns } from '../audit-columns.ts';
import { wards } from '../units.ts';
import { knowledgeCategories } from './knowledge-categories.ts';

export const libraryArticles = pgTable(
  'library_articles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => knowledgeCategories.id),
    summary: text('summary'),
    content: text('content').notNull(),
    cover: text('cover'),
    documents: jsonb('documents').$type<Attachment[]>(),
    wardId: integer('ward_id')
      .notNull()
      .references(() => wards.id),
    isApproved: boolean('is_approved').notNull().default(false),
    ...auditColumns(),
  },
  (t) => [
    index('library_articles_ward_idx').on(t.wardId, t.createdAt),
    index('library_articles_category_idx').on(t.categoryId),
  ],
);
