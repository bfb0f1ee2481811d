import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { auditColumns } from '../audit-columns.ts';
import { wards } from '../units.ts';
import { articleCategories } from './article-categories.ts';

export const articles = pgTable(
  'articles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    summary: text('summary'),
    content: text('content').notNull(),
    cover: text('cover'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => articleCategories.id),
    /** the article's tags in the order chosen (field kind references) */
    tagIds: integer('tag_ids').array(),
    author: text('author'),
    source: text('source'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    wardId: integer('ward_id')
      .notNull()
      .references(() => wards.id),
    isProvinceWide: boolean('is_province_wide').notNull().default(false),
    isApproved: boolean('is_approved').notNull().default(false),
    isPublished: boolean('is_published').notNull().default(false),
    isHot: boolean('is_hot').notNull().default(false),
    isHighlight: boolean('is_highlight').notNull().default(false),
    ...auditColumns(),
  },
  (t) => [
    index('articles_ward_idx').on(t.wardId, t.createdAt),
    index('articles_category_idx').on(t.categoryId),
    // the list's tag filter (tag_ids @> array[id]) without reading every article
    index('articles_tags_idx').using('gin', t.tagIds),
    // a ward's public list also reads its province's articles: few rows, found by this partial index
    index('articles_province_wide_idx')
      .on(t.wardId, t.createdAt)
      .where(sql`${t.isProvinceWide}`),
  ],
);
