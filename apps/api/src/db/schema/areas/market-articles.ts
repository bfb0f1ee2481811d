import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { approvalColumns } from '../approval-columns.ts';
import { auditColumns } from '../audit-columns.ts';
import { wards } from '../units.ts';

export const marketArticles = pgTable(
  'market_articles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    image: text('image'),
    contactPhone: text('contact_phone'),
    wardId: integer('ward_id')
      .notNull()
      .references(() => wards.id),
    ...approvalColumns(),
    ...auditColumns(),
  },
  (t) => [
    index('market_articles_ward_idx').on(t.wardId, t.createdAt),
    index('market_articles_ward_status_idx').on(t.wardId, t.approvalStatus, t.createdAt),
  ],
);
