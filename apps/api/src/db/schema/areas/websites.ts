import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns } from '../audit-columns.ts';
import { wards } from '../units.ts';

export const websites = pgTable(
  'websites',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    url: text('url').notNull(),
    logo: text('logo'),
    description: text('description'),
    sortOrder: integer('sort_order'),
    wardId: integer('ward_id')
      .notNull()
      .references(() => wards.id),
    isActive: boolean('is_active').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [index('websites_ward_idx').on(t.wardId, t.createdAt)],
);
