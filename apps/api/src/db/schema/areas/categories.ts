import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns } from '../audit-columns.ts';

/** the platform's shared category lists (resources/categories.ts): a name once per list */
export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    description: text('description'),
    sortOrder: integer('sort_order'),
    isActive: boolean('is_active').notNull().default(true),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('categories_kind_name_key').on(t.kind, t.name)],
);
